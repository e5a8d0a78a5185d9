/** The build runner follows Astro's log to say what a build is doing (functions/site/build-runner.ts). */
import { describe, expect, it } from 'vitest';
import { trackProgress } from '../../functions/site/build-runner.ts';
import type { SiteStatus } from '../../src/lib/contracts/site-status.ts';

const fresh = (): SiteStatus['build'] => ({
  state: 'building',
  queued: false,
  startedAt: null,
  phase: 'preparing',
  pagesDone: 0,
  pagesTotal: 70,
  lastDurationMs: null,
  lastError: null,
  lastFailedAt: null,
});

describe('build progress from Astro’s log', () => {
  it('moves to rendering at "generating static routes" and counts each page Astro reports done', () => {
    const build = fresh();
    trackProgress(build, '\u001b[32m✓\u001b[39m Completed in 2.31s.');
    expect(build).toMatchObject({ phase: 'preparing', pagesDone: 0 });
    trackProgress(build, '\u001b[42m\u001b[30m generating static routes \u001b[39m\u001b[49m');
    expect(build.phase).toBe('rendering');
    trackProgress(build, '▶ src/pages/[...lang]/artigos/[slug].astro');
    trackProgress(build, '  \u001b[34m├─\u001b[39m \u001b[2m/artigos/horta-na-varanda.html\u001b[22m \u001b[2m(+12ms)\u001b[22m ');
    trackProgress(build, '  ├─ /pt/artigos/pao-de-queijo.html (+1.20s) ');
    expect(build.pagesDone).toBe(2);
  });
});
