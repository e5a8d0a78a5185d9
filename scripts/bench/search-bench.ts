/**
 * Latency of the public search calls at a given site size, measured over HTTP on loopback
 * against the real app on an in-memory database: the articles list (/api/articles) with and
 * without filters, and the chat assistant's full-text search.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

export interface LatencyRow {
  call: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchSearch(articles: number, requestsPerCall = 200): Promise<LatencyRow[]> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    await insertSyntheticArticles(handle.db, articles);
    await handle.withConnection((query) => query('ANALYZE'));
    // Every measured call comes from one address: lift the assistant's per-address limit.
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent', ASSISTANT_RATE_LIMIT: '1000000/1m' });
    const app = createApp(await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider }));
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    const calls: Array<{ call: string; request: (i: number) => Promise<Response> }> = [
      { call: 'list, first page', request: () => fetch(`${localUrl}/api/articles`) },
      { call: 'list, load more (offset 90)', request: () => fetch(`${localUrl}/api/articles?offset=90`) },
      { call: 'list, by category', request: (i) => fetch(`${localUrl}/api/articles?categoria=${['saude', 'dinheiro', 'culinaria'][i % 3]}`) },
      { call: 'list, search a common word', request: () => fetch(`${localUrl}/api/articles?search=habit`) },
      { call: 'list, search a rare word', request: (i) => fetch(`${localUrl}/api/articles?search=${encodeURIComponent(`${(i % 97) + 1}`)}`) },
      { call: 'list, search + category', request: () => fetch(`${localUrl}/api/articles?search=coffee&categoria=culinaria`) },
      { call: 'list, search with no match', request: () => fetch(`${localUrl}/api/articles?search=zzqx`) },
      {
        call: 'chat assistant (full-text)',
        request: () =>
          fetch(`${localUrl}/api/functions/chatbot-assistant`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ message: 'how do I plan a weekly budget and save money?' }),
          }),
      },
    ];
    const rows: LatencyRow[] = [];
    try {
      for (const { call, request } of calls) {
        for (let i = 0; i < 10; i++) await (await request(i)).arrayBuffer();
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
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    return rows;
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
