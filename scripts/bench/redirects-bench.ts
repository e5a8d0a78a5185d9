/**
 * `npx tsx scripts/bench/redirects-bench.ts` (docs/decisions/039): what holding the redirects in
 * memory costs and saves, on a site of 10,000 published articles (5,000 in each language,
 * linked as translations) and 20,000 redirects (two per slug change). Prints the time and heap
 * of one reload, then requests per second over HTTP on loopback for the same site routes with
 * the copy never loaded (every lookup goes to the database, as before) and loaded, in
 * alternating rounds of 2,000 requests, 8 at a time. PGlite in memory unless DATABASE_URL is
 * set (an empty database on a PostgreSQL server: the bench fills it).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { RedirectIndex } from '../../functions/redirects/redirect-index.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { siteRoutes } from '../../functions/site/site-routes.ts';

const ARTICLES_PER_LANGUAGE = 5_000;
const REQUESTS = 2_000;
const CONCURRENCY = 8;
const ROUNDS = 3;

const handle = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { memory: true });
await migrate(handle);
const { db } = handle;
const slug = (n: number) => `how-to-sleep-better-after-a-long-day-number-${n}`;
for (let start = 0; start < ARTICLES_PER_LANGUAGE; start += 500) {
  const rows = [];
  const redirects = [];
  for (let n = start; n < start + 500; n++) {
    const group = randomUUID();
    for (const idioma of ['en', 'pt'] as const) {
      rows.push({
        slug: `${slug(n)}${idioma === 'pt' ? '-pt' : ''}`,
        idioma,
        grupo_traducao: group,
        titulo: `Article ${n}`,
        meta_descricao: 'A description.',
        categoria: 'saude' as const,
        conteudo_html: '<p>Text.</p>',
        status: 'publicado' as const,
        data_publicacao: new Date(),
      });
      const to = `${idioma === 'pt' ? '/pt' : ''}/artigos/${slug(n)}${idioma === 'pt' ? '-pt' : ''}`;
      redirects.push({ from_path: `/artigos/old-${slug(n)}-${idioma}`, to_path: to, origin: 'slug_change' as const });
      redirects.push({ from_path: `/pt/artigos/old-${slug(n)}-${idioma}`, to_path: to, origin: 'slug_change' as const });
    }
  }
  await db.insertInto('articles').values(rows).execute();
  await db.insertInto('redirects').values(redirects).execute();
}

const logger = createLogger('silent');
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const warm = new RedirectIndex(db, logger);
const reloads: number[] = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  if (!(await warm.reload())) throw new Error('reload failed');
  reloads.push(performance.now() - started);
}
gc?.();
const heapAfter = process.memoryUsage().heapUsed;
reloads.sort((a, b) => a - b);
console.log(
  `copy: ${JSON.stringify(warm.size)}; reload median ${reloads[2]!.toFixed(0)} ms (of 5); heap +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB${gc ? '' : ' (run with NODE_OPTIONS=--expose-gc for a steady figure)'}`,
);

const buildDir = mkdtempSync(path.join(os.tmpdir(), 'redirects-bench-'));
for (const [file, html] of Object.entries({
  'index.html': '<!doctype html><title>Home</title>',
  [`artigos/${slug(1)}.html`]: `<!doctype html><title>Article</title><p>${'text '.repeat(2000)}</p>`,
  '404.html': '<!doctype html><title>Not found</title>',
})) {
  mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, file), html);
}
const site = new LiveSite();
site.swap(await SiteFiles.load(buildDir), 'bench');

async function server(redirects: RedirectIndex) {
  const app = new Hono().route('/', siteRoutes({ site, redirects, logger }));
  return listen(app.fetch, '127.0.0.1', 0);
}
const before = await server(new RedirectIndex(db, logger)); // never loaded: every lookup is a query, as before
const after = await server(warm);

async function rate(base: string, urlPath: string, expected: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const response = await fetch(`${base}${urlPath}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status !== expected) throw new Error(`${urlPath}: ${response.status}`);
      }
    }),
  );
  return REQUESTS / ((performance.now() - started) / 1000);
}

const cases = [
  ['a built page', `/artigos/${slug(1)}`, 200],
  ['a stored redirect', `/pt/artigos/old-${slug(2)}-en`, 301],
  ['an article in the other locale (not built)', `/pt/artigos/${slug(3)}`, 301],
] as const;
for (const [name, urlPath, status] of cases) {
  const results = { before: [] as number[], after: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    results.before.push(await rate(before.localUrl, urlPath, status));
    results.after.push(await rate(after.localUrl, urlPath, status));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
  console.log(
    `${name}: database ${median(results.before)} req/s, memory ${median(results.after)} req/s (median of ${ROUNDS} × ${REQUESTS})`,
  );
}

before.server.close();
after.server.close();
await handle.close();
rmSync(buildDir, { recursive: true, force: true });
