/**
 * Latency of the public search calls at a given site size, measured over HTTP on loopback
 * against the real app on an in-memory database: the articles list (/api/articles) of each
 * locale with and without filters, its search in each language, and the chat assistant's
 * full-text search in each language.
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
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent', ASSISTANT_RATE_LIMIT: '999999/1m' });
    const app = createApp(await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider }));
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    const list = (locale: 'en' | 'pt', query = '') => fetch(`${localUrl}/api/articles?locale=${locale}${query}`);
    const chat = (language: 'en' | 'pt', message: string) =>
      fetch(`${localUrl}/api/functions/chatbot-assistant`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, language }),
      });
    const calls: Array<{ call: string; request: (i: number) => Promise<Response> }> = [
      { call: 'list en, first page', request: () => list('en') },
      { call: 'list pt, first page', request: () => list('pt') },
      { call: 'list en, load more (offset 90)', request: () => list('en', '&offset=90') },
      { call: 'list pt, by category', request: (i) => list('pt', `&categoria=${['saude', 'dinheiro', 'culinaria'][i % 3]}`) },
      { call: 'list en, search a common word', request: () => list('en', '&search=habits') },
      { call: 'list pt, search a common word', request: () => list('pt', `&search=${encodeURIComponent('orçamentos')}`) },
      { call: 'list en, search a half-typed word', request: () => list('en', '&search=noteb') },
      { call: 'list pt, search two words', request: () => list('pt', `&search=${encodeURIComponent('receita de pão')}`) },
      { call: 'list en, search a rare word', request: (i) => list('en', `&search=${encodeURIComponent(`${(i % 97) + 1}`)}`) },
      { call: 'list pt, search + category', request: () => list('pt', `&search=${encodeURIComponent('café')}&categoria=culinaria`) },
      { call: 'list en, search with no match', request: () => list('en', '&search=zzqx') },
      { call: 'chat assistant en (full-text)', request: () => chat('en', 'how do I plan a weekly budget and save money?') },
      { call: 'chat assistant pt (full-text)', request: () => chat('pt', 'como planejar o orçamento da semana e poupar dinheiro?') },
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
