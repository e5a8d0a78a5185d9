/**
 * Build time per page and peak memory of `astro build` at several site sizes, each on a
 * fresh in-memory database with generated articles, served by the real content API.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { runAstroBuild } from '../../functions/site/astro-build.ts';
import { insertSyntheticArticles } from './generate-articles.ts';
import { pageWeight, type PageWeight } from './page-weight.ts';
import { scratchRoot } from '../lib/scratch.ts';

const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'max-rss-probe.mjs');

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
  ['home', 'index.html'],
  ['articles list', 'artigos.html'],
  ['article', 'artigos/bench-article-1.html'],
  ['category', 'categoria/saude.html'],
  ['about', 'sobre.html'],
  ['contact', 'contato.html'],
  ['products', 'products.html'],
  ['ebooks', 'interactive-ebooks.html'],
  ['life coach', 'life-coach.html'],
  ['life-coach chat', 'life-coach/chat.html'],
];

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

export async function benchBuild(articles: number): Promise<BuildBenchResult> {
  const handle = await openDatabase({ memory: true });
  const work = mkdtempSync(path.join(scratchRoot(), `bench-build-${articles}-`));
  try {
    await migrate(handle);
    await insertSyntheticArticles(handle.db, articles);
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const app = createApp(await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider }));
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    const outDir = path.join(work, 'out');
    const rssFile = path.join(work, 'max-rss');
    process.env.MAX_RSS_FILE = rssFile;
    try {
      const { durationMs } = await runAstroBuild({
        outDir,
        contentApiUrl: localUrl,
        siteUrl: 'http://127.0.0.1:4321',
        nodeArgs: ['--import', PROBE],
      });
      const pages = countHtml(outDir);
      return {
        articles,
        pages,
        seconds: durationMs / 1000,
        msPerPage: durationMs / pages,
        peakRssMb: Number(readFileSync(rssFile, 'utf8')) / 2 ** 20,
        weights: PAGE_TYPES.filter(([, file]) => existsSync(path.join(outDir, file))).map(([page, file]) => ({
          page,
          weight: pageWeight(outDir, file),
        })),
      };
    } finally {
      delete process.env.MAX_RSS_FILE;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
