/**
 * The back office at a site's size (issue 27, point 4): the article list with its filters and
 * title search, the dashboard and the SEO screen's sitemap preview, measured over HTTP on
 * loopback against the real app with an administrator's session, on an in-memory PGlite.
 * Every size runs in this one process, one after the other, so the ratios compare like with like.
 *
 * The articles are the benchmarks' usual synthetic ones with one section of body instead of four:
 * none of these calls reads a body, and generating 100,000 full ones takes most of an hour here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { adminCookie } from './admin-session.ts';
import { generateSyntheticArticles } from './generate-articles.ts';
import type { LatencyRow } from './search-bench.ts';
import { ADMIN_ARTICLE_PAGE } from '../../src/lib/contracts/article.ts';
import { SITEMAP_PREVIEW_PAGE } from '../../src/lib/contracts/overview.ts';

export interface AdminBenchResult {
  articles: number;
  /** Rows each call answered (the list stops at 500): a ratio compares like with like only where they match. */
  answered: number[];
  /** Seconds spent generating the site (not measured work: said so the reader can plan a run). */
  generateSeconds: number;
  rows: LatencyRow[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchAdmin(articles: number, requestsPerCall = 100): Promise<AdminBenchResult> {
  const work = mkdtempSync(path.join(scratchRoot(), `bench-admin-${articles}-`));
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    const generated = performance.now();
    await generateSyntheticArticles(handle.db, articles, { sections: 1 });
    // A tenth as drafts and a few awaiting review, as a working newsroom has.
    await sql`UPDATE articles SET status = 'rascunho', data_publicacao = NULL WHERE slug LIKE '%0'`.execute(handle.db);
    await sql`UPDATE articles SET revisao_solicitada_em = now() WHERE status = 'rascunho' AND slug LIKE '%00'`.execute(handle.db);
    await handle.withConnection((query) => query('ANALYZE'));
    const generateSeconds = (performance.now() - generated) / 1000;
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider });
    const app = createApp(deps);
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    try {
      const cookie = await adminCookie(deps, handle.db, localUrl);
      const get = (route: string) => fetch(`${localUrl}/api/admin${route}`, { headers: { Cookie: cookie } });
      // The screen asks for a page of 20 (decision 083); `all, first 500` is a call without `limit`, as before.
      const page = `limit=${ADMIN_ARTICLE_PAGE.screen}`;
      // The cursor of the list's 10th page, to show a page deep in the list costs what the first does.
      let tenth = '';
      for (let n = 1; n < 10; n++) {
        const answer = (await (await get(`/articles?${page}${tenth ? `&cursor=${tenth}` : ''}`)).json()) as { next_cursor: string | null };
        tenth = answer.next_cursor ?? tenth;
      }
      const calls: Array<{ call: string; request: (i: number) => Promise<Response> }> = [
        { call: 'articles: all, first 500 (no limit)', request: () => get('/articles') },
        { call: 'articles: all, page 1', request: () => get(`/articles?${page}`) },
        { call: 'articles: all, page 10', request: () => get(`/articles?${page}&cursor=${tenth}`) },
        { call: 'articles: drafts', request: () => get(`/articles?status=rascunho&${page}`) },
        { call: 'articles: published, pt', request: () => get(`/articles?status=publicado&idioma=pt&${page}`) },
        { call: 'articles: awaiting review', request: () => get(`/articles?revisao=aguardando&${page}`) },
        { call: 'articles: without translation', request: () => get(`/articles?traducao=sem&${page}`) },
        { call: 'articles: title search, common word', request: () => get(`/articles?search=habit&${page}`) },
        { call: 'articles: title search, one article', request: (i) => get(`/articles?search=${(i % 97) + 1001}&${page}`) },
        { call: 'articles: title search, no match', request: () => get(`/articles?search=zzqx&${page}`) },
        { call: 'dashboard', request: () => get('/dashboard') },
        { call: 'SEO: sitemap preview, page 1', request: () => get(`/sitemap-entries?limit=${SITEMAP_PREVIEW_PAGE}`) },
        { call: 'SEO: sitemap download (whole)', request: () => get('/sitemap-entries') },
      ];
      const rows: LatencyRow[] = [];
      const answered: number[] = [];
      for (const { call, request } of calls) {
        const first = (await (await request(0)).json()) as { articles?: unknown[]; recent?: unknown[] };
        answered.push((first.articles ?? first.recent ?? []).length);
        for (let i = 0; i < 5; i++) await (await request(i)).arrayBuffer();
        const times: number[] = [];
        for (let i = 0; i < requestsPerCall; i++) {
          const started = performance.now();
          const response = await request(i);
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${call}: HTTP ${response.status}`);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        rows.push({ call, requests: requestsPerCall, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! });
      }
      return { articles, answered, generateSeconds, rows };
    } finally {
      await deps.jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
