/**
 * A page that throws while the server renders it fails with its own error (src/middleware.ts),
 * not with the status of the error page Astro answers in its place: a 404 when the layout threw,
 * which read as "the page answered 404" and hid the cause.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from '../../functions/site/renderer/page-renderer.ts';
import { bundleAt, bundleFingerprint } from '../../functions/site/renderer/site-bundle.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import { provideBundle } from '../support/shared-bundle.ts';
import { scratchRoot } from '../support/test-app.ts';

const SITE_URL = 'http://localhost:4321';
let dir: string;
let renderer: PageRenderer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(await scratchRoot(), 'render-error-'));
  await provideBundle(dir, SITE_URL);
  renderer = await PageRenderer.load(bundleAt(dir, await bundleFingerprint(SITE_URL)), SITE_URL);
}, 600_000);
afterAll(() => rm(dir, { recursive: true, force: true }));
// Astro also prints the error to the console (its own logger); the server logs the build's failure.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

/** Content whose `part` cannot be read, as when a snapshot is broken. */
function brokenContent(part: keyof SiteContent): SiteContent {
  return new Proxy({} as SiteContent, {
    get(_target, key) {
      if (key === part) throw new Error(`the ${part} could not be read`);
      return key === 'then' ? undefined : [];
    },
  });
}

describe('a page that throws while rendering', () => {
  it('fails with its own error when the layout throws (Astro answers its 404 page then)', async () => {
    await expect(renderer.render('/sobre', brokenContent('settings'))).rejects.toThrow(
      'the page /sobre failed while rendering: the settings could not be read',
    );
  });

  it('fails with its own error when the page throws', async () => {
    await expect(renderer.render('/', brokenContent('articles'))).rejects.toThrow(
      'the page / failed while rendering: the articles could not be read',
    );
  });

  it('leaves nothing behind for the next render', async () => {
    await expect(renderer.render('/sobre', brokenContent('settings'))).rejects.toThrow('failed while rendering');
    await expect(renderer.render('/sobre', brokenContent('settings'))).rejects.toThrow('failed while rendering');
    // A page that needs nothing of the broken part renders.
    const robots = await renderer.render('/robots.txt', brokenContent('articles'));
    expect(robots.toString()).toContain('Sitemap:');
  });
});
