/**
 * Static files (issue 27): requests per second for a built article page and a 200 KB script,
 * served by the app (the live site's index, precompressed copies, sendFile) against a bare
 * node:http server sending the same precompressed bytes from memory, side by side in one run.
 * The load client runs in a child process with 50 keep-alive connections (static-load.mjs).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { staticFastPath } from '../../functions/site/static-fast-path.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { syntheticArticleHtml } from './generate-articles.ts';

const run = promisify(execFile);

export interface StaticBenchRow {
  file: string;
  encoding: string;
  bytes: number;
  /** Median requests per second over the rounds. */
  app: number;
  bare: number;
  /** Median CPU µs per request of the serving process: steadier than req/s on a busy machine. */
  appCpuUs: number;
  bareCpuUs: number;
  /** The same app without the static fast path (every request through Hono), for comparison. */
  hono: number;
  honoCpuUs: number;
}

interface Load {
  rps: number;
  /** CPU time of this process (where both servers run) per completed request, in µs. */
  cpuUs: number;
}

async function load(url: string, seconds: number, encoding: string): Promise<Load> {
  const before = process.cpuUsage();
  const { stdout } = await run(process.execPath, [path.join(import.meta.dirname, 'static-load.mjs'), url, '50', String(seconds), encoding]);
  const used = process.cpuUsage(before);
  const result = JSON.parse(stdout) as { rps: number; done: number; failed: number };
  if (result.failed) throw new Error(`${result.failed} requests to ${url} failed`);
  return { rps: result.rps, cpuUs: (used.user + used.system) / Math.max(1, result.done) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchStatic(seconds = 5, rounds = 3): Promise<StaticBenchRow[]> {
  const work = mkdtempSync(path.join(scratchRoot(), 'bench-static-'));
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    const site = path.join(work, 'site');
    let random = 1;
    const next = () => (random = (random * 16807) % 2147483647) / 2147483647;
    const page = `<!doctype html><html lang="en"><head><title>An article</title></head><body>${syntheticArticleHtml(next)}</body></html>`;
    const script = `export const data = ${JSON.stringify(Array.from({ length: 200 * 1024 }, () => 'abcdefghij'[Math.floor(next() * 10)]).join(''))};\n`;
    await mkdir(path.join(site, 'artigos'), { recursive: true });
    await mkdir(path.join(site, '_astro'), { recursive: true });
    await writeFile(path.join(site, 'artigos/an-article.html'), page);
    await writeFile(path.join(site, 'index.html'), page);
    await writeFile(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
    await writeFile(path.join(site, '_astro/app.a1b2c3.js'), script);

    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider });
    deps.site.swap(await SiteFiles.load(site), 'bench');
    const app = createApp(deps);
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0, await staticFastPath(deps));
    const honoOnly = await listen(app.fetch, '127.0.0.1', 0);

    // The same bytes from memory, with no more than the headers a browser needs.
    const files = new Map<string, { type: string; bytes: Record<string, Buffer> }>();
    for (const [urlPath, relative, type] of [
      ['/artigos/an-article', 'artigos/an-article.html', 'text/html; charset=utf-8'],
      ['/_astro/app.a1b2c3.js', '_astro/app.a1b2c3.js', 'text/javascript; charset=utf-8'],
    ] as const) {
      const absolute = path.join(site, relative);
      files.set(urlPath, {
        type,
        bytes: { identity: await readFile(absolute), br: await readFile(`${absolute}.br`), gzip: await readFile(`${absolute}.gz`) },
      });
    }
    const bare = createServer((request, response) => {
      const file = files.get(request.url ?? '')!;
      const accept = request.headers['accept-encoding'] ?? '';
      const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : 'identity';
      const headers: Record<string, string | number> = {
        'content-type': file.type,
        'content-length': file.bytes[encoding]!.length,
        vary: 'Accept-Encoding',
      };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      response.writeHead(200, headers);
      response.end(file.bytes[encoding]);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

    const rows: StaticBenchRow[] = [];
    try {
      for (const [urlPath, label] of [
        ['/artigos/an-article', `article page (${(page.length / 1024).toFixed(0)} KB)`],
        ['/_astro/app.a1b2c3.js', `script (${(script.length / 1024).toFixed(0)} KB)`],
      ] as const) {
        for (const encoding of ['br', 'identity']) {
          // Warm both, then alternate, round after round, so the machine's load falls on both alike.
          await load(`${localUrl}${urlPath}`, 1, encoding);
          await load(`${honoOnly.localUrl}${urlPath}`, 1, encoding);
          await load(`${bareUrl}${urlPath}`, 1, encoding);
          const app: Load[] = [];
          const bare: Load[] = [];
          const hono: Load[] = [];
          for (let round = 0; round < rounds; round++) {
            app.push(await load(`${localUrl}${urlPath}`, seconds, encoding));
            bare.push(await load(`${bareUrl}${urlPath}`, seconds, encoding));
            hono.push(await load(`${honoOnly.localUrl}${urlPath}`, seconds, encoding));
          }
          rows.push({
            file: label,
            encoding,
            bytes: files.get(urlPath)!.bytes[encoding]!.length,
            app: median(app.map((l) => l.rps)),
            bare: median(bare.map((l) => l.rps)),
            appCpuUs: median(app.map((l) => l.cpuUs)),
            bareCpuUs: median(bare.map((l) => l.cpuUs)),
            hono: median(hono.map((l) => l.rps)),
            honoCpuUs: median(hono.map((l) => l.cpuUs)),
          });
        }
      }
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
      await deps.jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => honoOnly.server.close(() => resolve()));
    }
    return rows;
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
