/**
 * The phases of a publish's build that can grow with the site, in one process and without the
 * first full build (which takes most of an hour at 100,000 articles on a loaded machine):
 * the content read through the build's snapshot, the page plan's diff, and the render of the
 * pages the change reaches (with the bodies they need read as the build reads them), after a
 * change that moves one article to the top of every list (retitled and dated now, as a new
 * publish is). Also the garbage collector's pauses in each phase and the heap and RSS the
 * snapshot and the plan hold. Writing, compressing and the swap are left out (the publish
 * bench has them). Decision 090.
 *
 *   NODE_OPTIONS=--expose-gc npx tsx scripts/bench/publish-phases.ts 1000,100000
 *   BENCH_PUBLISH_SECTIONS=4 body sections per article; PUBLISH_PHASES_ROUNDS=8 changes per size
 *   PUBLISH_PHASES_CPU_PROFILE=<folder>: a CPU profile of the changes only (not the generation or
 *   the first read), phases-<articles>.cpuprofile, and each rendered page's CPU time (decision 095)
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { parseEnv } from '../../functions/env.ts';
import { PagePlan } from '../../functions/site/renderer/page-plan.ts';
import { PageRenderer } from '../../functions/site/renderer/page-renderer.ts';
import * as siteContent from '../../functions/site/renderer/site-content.ts';
import { ensureBundle } from '../../functions/site/renderer/site-bundle.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { generateSyntheticArticles } from './generate-articles.ts';

const mb = (bytes: number) => Math.round(bytes / 1048576);
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
// Present since decision 090 (the snapshot holds no bodies); absent on older code, which this script also measures.
const withBodiesFor = (siteContent as Record<string, unknown>).withBodiesFor as
  ((content: SiteContent, paths: readonly string[]) => Promise<SiteContent>) | undefined;

/** Garbage collection pauses (ms) while `work` runs. */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

/**
 * Wall time, the process's CPU time (every thread: the embedded database's worker too, which only
 * the content read and the body read use) and GC pauses while `work` runs. On a loaded machine
 * the CPU time is the steadier measure: the wall time is mostly waiting for a core.
 */
async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number; cpuMs: number; gcMs: number }> {
  const gcBefore = gcMs;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // The observer is told after the pause: let it run before reading.
  await new Promise((resolve) => setImmediate(resolve));
  return { value, ms, cpuMs: (cpu.user + cpu.system) / 1000, gcMs: gcMs - gcBefore };
}

async function probe(articles: number, sections: number, rounds: number) {
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    const generated = performance.now();
    await generateSyntheticArticles(handle.db, articles, { sections });
    const generateS = (performance.now() - generated) / 1000;
    const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const bundlesDir = path.join(scratchRoot(), 'publish-phases-bundles');
    mkdirSync(bundlesDir, { recursive: true });
    const { bundle } = await ensureBundle({ bundlesDir, siteUrl: env.siteUrl });
    const renderer = await PageRenderer.load(bundle, env.siteUrl);

    gc();
    const before = process.memoryUsage();
    const snapshot = new siteContent.ContentSnapshot(handle.db, env, { overlapMs: 0 });
    const first = await timed(() => snapshot.load());
    const whole = await timed(() => PagePlan.whole(first.value.content));
    const { plan } = whole.value;
    gc();
    const held = process.memoryUsage();

    const phases = {
      content: [] as number[],
      plan: [] as number[],
      render: [] as number[],
      'content cpu': [] as number[],
      'plan cpu': [] as number[],
      'render cpu': [] as number[],
      gc: [] as number[],
      pages: [] as number[],
    };
    const profileFolder = process.env.PUBLISH_PHASES_CPU_PROFILE;
    const session = profileFolder ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    /** CPU ms of each page's render, by the page's kind (its path without the article's slug). */
    const perPage = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      // As a new publish: one article retitled and dated now, so it tops its lists, its category and its feed.
      await sql`UPDATE articles SET titulo = titulo || '!', data_publicacao = now() WHERE id = (SELECT id FROM articles WHERE status = 'publicado' ORDER BY id OFFSET ${round * 7} LIMIT 1)`.execute(
        handle.db,
      );
      const read = await timed(() => snapshot.load());
      const { content } = read.value;
      const diffed = await timed(() => plan.diff(content));
      const delta = diffed.value;
      const changed = [...delta.set].filter(([urlPath, key]) => plan.keys.get(urlPath) !== key).map(([urlPath]) => urlPath);
      const rendered = await timed(async () => {
        const withBodies = withBodiesFor ? await withBodiesFor(content, changed) : content;
        for (const urlPath of changed) {
          const cpu = process.cpuUsage();
          await renderer.render(urlPath, withBodies);
          const spent = process.cpuUsage(cpu);
          const kind = urlPath.replace(/\/artigos\/[^/]+$/, '/artigos/<slug>');
          perPage.set(kind, [...(perPage.get(kind) ?? []), (spent.user + spent.system) / 1000]);
        }
      });
      plan.apply(content, delta);
      phases.content.push(read.ms);
      phases.plan.push(diffed.ms);
      phases.render.push(rendered.ms);
      phases['content cpu'].push(read.cpuMs);
      phases['plan cpu'].push(diffed.cpuMs);
      phases['render cpu'].push(rendered.cpuMs);
      phases.gc.push(read.gcMs + diffed.gcMs + rendered.gcMs);
      phases.pages.push(changed.length);
    }
    if (session && profileFolder) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path.join(profileFolder, `phases-${articles}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    }
    const pageRows = [...perPage].map(([kind, ms]) => `${kind} ${percentile(ms, 50).toFixed(1)} (${ms.length}×)`);
    const row = (name: keyof typeof phases) =>
      `${name} p50 ${percentile(phases[name], 50).toFixed(1)} / p95 ${percentile(phases[name], 95).toFixed(1)}`;
    console.log(
      `${articles} articles (${sections} sections, generated in ${generateS.toFixed(0)} s; first read ${(first.ms / 1000).toFixed(1)} s, whole plan ${(whole.ms / 1000).toFixed(1)} s): ` +
        `heap held +${mb(held.heapUsed - before.heapUsed)} MB (${mb(held.heapUsed)} MB), rss ${mb(held.rss)} MB; per change (ms): ` +
        [row('content'), row('plan'), row('render'), row('content cpu'), row('plan cpu'), row('render cpu'), row('gc')].join('; ') +
        `; pages rendered p50 ${percentile(phases.pages, 50)}`,
    );
    console.log(`${articles} articles, render CPU ms per page, p50: ${pageRows.join('; ')}`);
  } finally {
    await handle.close();
  }
}

console.log(execSync('uptime').toString().trim());
const sizes = (process.argv[2] ?? '1000,10000').split(',').map((s) => Number.parseInt(s, 10));
const sections = Number.parseInt(process.env.BENCH_PUBLISH_SECTIONS ?? '4', 10);
const rounds = Number.parseInt(process.env.PUBLISH_PHASES_ROUNDS ?? '8', 10);
for (const size of sizes) await probe(size, sections, rounds);
console.log(execSync('uptime').toString().trim());
