/**
 * A new deploy's full build at several site sizes, each on a fresh in-memory database with
 * generated articles: `astro build` of the bundle, then every page rendered by the server's
 * build runner (functions/site/build-runner.ts). Time per page, peak memory of the process
 * (sampled), and the page weight of each page type.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { insertSyntheticArticles } from './generate-articles.ts';
import { pageWeight, type PageWeight } from './page-weight.ts';
import { scratchRoot } from '../lib/scratch.ts';

export interface BuildBenchResult {
  articles: number;
  pages: number;
  seconds: number;
  msPerPage: number;
  peakRssMb: number;
  /** Page weight by page type, in this build. */
  weights: Array<{ page: string; weight: PageWeight }>;
}

const PAGE_TYPES: Array<[string, string]> = [
  ['home', '/'],
  ['articles list', '/artigos'],
  ['article', '/artigos/bench-article-1'],
  ['category', '/categoria/saude'],
  ['about', '/sobre'],
  ['contact', '/contato'],
  ['products', '/products'],
  ['ebooks', '/interactive-ebooks'],
  ['life coach', '/life-coach'],
  ['life-coach chat', '/life-coach/chat'],
];

export async function benchBuild(articles: number): Promise<BuildBenchResult> {
  const handle = await openDatabase({ memory: true });
  const work = mkdtempSync(path.join(scratchRoot(), `bench-build-${articles}-`));
  try {
    await migrate(handle);
    await insertSyntheticArticles(handle.db, articles);
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider, build: {} });
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    try {
      const started = performance.now();
      await deps.runner!.requestBuild('bench: a new deploy');
      const durationMs = performance.now() - started;
      const files = deps.site.current;
      if (!files) throw new Error(`the build failed: ${deps.site.status().build.lastError}`);
      const pages = deps.runner!.livePages().length;
      const lookup = (urlPath: string) => files.lookup(urlPath)?.absPath;
      return {
        articles,
        pages,
        seconds: durationMs / 1000,
        msPerPage: durationMs / pages,
        peakRssMb: peakRss / 2 ** 20,
        weights: PAGE_TYPES.filter(([, urlPath]) => files.lookup(urlPath)).map(([page, urlPath]) => ({
          page,
          weight: pageWeight(lookup, urlPath),
        })),
      };
    } finally {
      clearInterval(sampler);
      await deps.runner?.stop();
    }
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
