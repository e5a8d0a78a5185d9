/**
 * What a site's size costs the server outside a publish (issue 27 point 4, docs/decisions/084):
 * the memory the build runner's ContentSnapshot holds (every published article without its body
 * since docs/decisions/090: "held" counts the body characters it still holds), and, with SCALE_PROBE_BUILD=1, the first build's time and peak RSS and a restart's
 * time to serving that build again (BuildRunner.restoreLive, what functions/server.ts does first).
 *
 *   node --expose-gc node_modules/.bin/tsx scripts/bench/scale-probe.ts 1000,10000   (or npx tsx with NODE_OPTIONS=--expose-gc)
 *   BENCH_PUBLISH_SECTIONS=4 body sections per article; SCALE_PROBE_BUILD=1 also builds (slow at 100,000)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { offlineProvider } from '../../functions/ai/index.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { ContentSnapshot } from '../../functions/site/renderer/site-content.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { generateSyntheticArticles } from './generate-articles.ts';

const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function probe(articles: number, sections: number, build: boolean) {
  const work = mkdtempSync(path.join(scratchRoot(), `scale-probe-${articles}-`));
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    let started = performance.now();
    await generateSyntheticArticles(handle.db, articles, { sections });
    const generateS = (performance.now() - started) / 1000;
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });

    gc();
    const before = process.memoryUsage();
    const snapshot = new ContentSnapshot(handle.db, env);
    started = performance.now();
    const { content } = await snapshot.load();
    const loadMs = performance.now() - started;
    const held = content.articles.reduce((chars, article) => chars + article.conteudo_html.length, 0);
    gc();
    const after = process.memoryUsage();
    // What the bodies alone weigh as strings (Latin-1 text is one byte a character in V8).
    const bodies = await handle.withConnection((query) =>
      query(
        "SELECT sum(length(conteudo_html))::bigint AS chars, sum(octet_length(conteudo_html))::bigint AS bytes FROM articles WHERE status = 'publicado'",
      ),
    );
    console.log(
      `${articles} articles (${sections} sections, generated in ${generateS.toFixed(0)} s): snapshot load ${(loadMs / 1000).toFixed(1)} s; ` +
        `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB (+${mb(after.heapUsed - before.heapUsed)}), ` +
        `rss ${mb(before.rss)} → ${mb(after.rss)} MB (+${mb(after.rss - before.rss)}); bodies ${mb(Number(bodies[0]!.chars))} M chars, ${mb(held)} M held`,
    );
    // Kept alive until here, so the measure above is of a held snapshot.
    snapshot.reset();
    gc();

    if (!build) return;
    const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider, build: {} });
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
    started = performance.now();
    await deps.runner!.requestBuild('initial');
    const buildS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const pages = deps.site.status().pages;
    await deps.runner!.stop();
    await deps.jobs.stop();
    gc();
    const idle = process.memoryUsage.rss();
    // A restart: new deps on the same data folder and database, serving the last build.
    started = performance.now();
    const site = new LiveSite();
    const again = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider, build: {}, site });
    const restored = await again.runner!.restoreLive();
    const startMs = performance.now() - started;
    const served = site.current?.lookup('/artigos/bench-article-1') !== undefined;
    console.log(
      `  first build: ${pages} pages in ${buildS.toFixed(1)} s, peak rss ${mb(peak)} MB (idle after: ${mb(idle)} MB); ` +
        `restart to serving the last build: ${startMs.toFixed(0)} ms (restored: ${restored}, article page found: ${served})`,
    );
    await again.runner!.stop();
    await again.jobs.stop();
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(execSync('uptime').toString().trim());
const sizes = (process.argv[2] ?? '1000,10000').split(',').map((s) => Number.parseInt(s, 10));
const sections = Number.parseInt(process.env.BENCH_PUBLISH_SECTIONS ?? '4', 10);
for (const size of sizes) await probe(size, sections, process.env.SCALE_PROBE_BUILD === '1');
console.log(execSync('uptime').toString().trim());
