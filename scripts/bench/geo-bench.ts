/**
 * BENCH=geo (issue 29, docs/decisions/053): /go/{id} over HTTP on loopback, requests per second
 * and p95, for today's single-destination redirect (a product without destinations, GEOIP=off)
 * side by side with the per-country choice (a product with destinations in seven marketplaces,
 * the country from the local GeoIP data for addresses of five countries, IPv4 and IPv6, given by
 * a trusted proxy's X-Forwarded-For; and from a CDN header). Alternating rounds, 8 at a time.
 * Also the GeoIP data's load time and memory (its typed arrays, and the heap after loading).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { loadGeoIp, rangesBytes } from '../../functions/affiliate/geo/geoip.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';

export interface GeoBenchRow {
  call: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
}

export interface GeoBenchResult {
  loadMs: number;
  rangesMb: number;
  heapMb: number | null;
  rows: GeoBenchRow[];
}

const ADDRESSES = ['200.147.67.142', '193.136.0.1', '8.8.8.8', '2a02:2e0::1', '2804:14c::1'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchGeo(requests = 2_000, rounds = 3, concurrency = 8): Promise<GeoBenchResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const ranges = await loadGeoIp();
  const loadMs = performance.now() - started;
  gc?.();
  const heapMb = gc ? (process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore) / 1024 / 1024 : null;

  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-geo-'));
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    const { db } = handle;
    const article = await db
      .insertInto('articles')
      .values({
        slug: 'kettles',
        idioma: 'en',
        titulo: 'Kettles',
        meta_descricao: 'Kettles.',
        categoria: 'culinaria',
        conteudo_html: '<p>Kettles.</p>',
        status: 'publicado',
        data_publicacao: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [single, perCountry] = await db
      .insertInto('related_products')
      .values(
        ['Kettle A', 'Kettle B'].map((nome) => ({
          article_id: article.id,
          nome,
          descricao: '',
          url_afiliado: 'https://www.amazon.com/dp/B000KETTLE',
        })),
      )
      .returning('id')
      .execute();
    const markets = ['amazon.com', 'amazon.com.br', 'amazon.es', 'amazon.co.uk', 'amazon.de', 'amazon.fr', 'amazon.ca'];
    await db.updateTable('affiliate_marketplaces').set({ tracking_id: 'site-21' }).where('domain', 'in', markets).execute();
    await db
      .insertInto('affiliate_destinations')
      .values(markets.map((marketplace, i) => ({ link_id: perCountry!.id, marketplace, asin: `B0BENCH00${i}`, status: 'exact' as const })))
      .execute();

    const base = { NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback', AFFILIATE_LINK_CHECKS: 'off' };
    const serve = async (env: Record<string, string>) => {
      const app = createApp(await createDeps(parseEnv({ ...base, ...env }), handle, createLogger('silent'), { ai: offlineProvider }));
      return listen(app.fetch, '127.0.0.1', 0);
    };
    const plain = await serve({ GEOIP: 'false' });
    const geo = await serve({ GEOIP: 'true', GEO_COUNTRY_HEADER: 'CF-IPCountry' });

    const cases: Array<{ call: string; url: string; headers: (i: number) => Record<string, string> }> = [
      { call: 'single destination (GEOIP=off, no destinations)', url: `${plain.localUrl}/go/${single!.id}?l=en`, headers: () => ({}) },
      {
        call: 'per country, GeoIP lookup (5 countries, IPv4 and IPv6)',
        url: `${geo.localUrl}/go/${perCountry!.id}?l=en`,
        headers: (i) => ({ 'X-Forwarded-For': ADDRESSES[i % ADDRESSES.length]! }),
      },
      {
        call: 'per country, CDN header',
        url: `${geo.localUrl}/go/${perCountry!.id}?l=en`,
        headers: (i) => ({ 'CF-IPCountry': ['BR', 'PT', 'US', 'DE', 'GB'][i % 5]! }),
      },
    ];
    const samples = new Map(cases.map((c) => [c.call, { rates: [] as number[], latencies: [] as number[] }]));
    for (let round = 0; round < rounds; round++) {
      for (const c of cases) {
        let next = 0;
        const sample = samples.get(c.call)!;
        const roundStart = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < requests) {
              const i = next++;
              const t = performance.now();
              const response = await fetch(c.url, { redirect: 'manual', headers: c.headers(i) });
              await response.arrayBuffer();
              if (response.status !== 302) throw new Error(`${c.call}: ${response.status}`);
              sample.latencies.push(performance.now() - t);
            }
          }),
        );
        sample.rates.push(requests / ((performance.now() - roundStart) / 1000));
      }
    }
    plain.server.close();
    geo.server.close();
    return {
      loadMs,
      rangesMb: rangesBytes(ranges) / 1024 / 1024,
      heapMb,
      rows: cases.map((c) => {
        const { rates, latencies } = samples.get(c.call)!;
        const sorted = [...latencies].sort((a, b) => a - b);
        return {
          call: c.call,
          requestsPerSecond: [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]!,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
        };
      }),
    };
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
