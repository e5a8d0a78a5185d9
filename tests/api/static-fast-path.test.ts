/**
 * The static fast path (functions/site/static-fast-path.ts, docs/decisions/085) answers a GET or
 * HEAD of a built file from the node:http request, before Hono. Each answer it gives is compared
 * with the app's own answer to the same request (status, every header but the ones that differ
 * per connection or request, and the bytes), and the requests it must leave to the app (redirects
 * first, the app's own routes, 404s) are checked to reach it.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../functions/boot.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { staticFastPath } from '../../functions/site/static-fast-path.ts';
import { FIXTURE_FILES, writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let server: Listening;
/** Requests the fast path answered itself, by path. */
const answered: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const dir = await writeFixtureBuild(path.join(ctx.dataDir, 'fast-build'), {
    ...FIXTURE_FILES,
    'sobre.html': '<!doctype html><html lang="en"><title>About</title></html>',
    'old-offer.html': '<!doctype html><html lang="en"><title>An old offer</title></html>',
  });
  ctx.site.swap(await SiteFiles.load(dir), 'fast');
  const fast = await staticFastPath(ctx.deps);
  server = await listen(ctx.app.fetch, '127.0.0.1', 0, (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const done = fast(incoming, outgoing);
    if (done) answered.push(incoming.url ?? '');
    return done;
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.server.close(() => resolve()));
  await ctx.close();
});

/** Headers that differ per connection or request whoever answers. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding']);

interface Summary {
  status: number;
  headers: Record<string, string>;
  /** The bytes as sent (fetch would decode a compressed body). */
  body: string;
}

const kept = (entries: Iterable<[string, string]>) =>
  Object.fromEntries([...entries].filter(([name]) => !PER_CONNECTION.has(name)).sort(([a], [b]) => a.localeCompare(b)));

async function summary(response: Response): Promise<Summary> {
  return { status: response.status, headers: kept(response.headers), body: Buffer.from(await response.arrayBuffer()).toString('base64') };
}

/** The request over HTTP with node:http, which hands over the bytes sent as they are. */
function overHttp(url: string, init: { method?: string; headers?: Record<string, string> }): Promise<Summary> {
  return new Promise((resolve, reject) => {
    // The path as given: a URL object would resolve its dot segments before sending.
    const target = { host: '127.0.0.1', port: server.port, path: url, method: init.method ?? 'GET', headers: init.headers ?? {} };
    const request = httpRequest(target, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: kept(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The same request over HTTP (warmed first, so the file is in memory) and to the app in-process. */
async function both(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  await overHttp(url, init);
  const before = answered.length;
  const fast = await overHttp(url, init);
  const fastAnswered = answered.length > before;
  return { fastAnswered, fast, app: await summary(await ctx.app.request(url, init)) };
}

describe('the static fast path', () => {
  it('answers a built page exactly as the app does, in every encoding, with the security headers', async () => {
    for (const encoding of ['br', 'gzip', 'identity', 'gzip;q=1, br;q=0']) {
      const result = await both('/', { headers: { 'Accept-Encoding': encoding } });
      expect(result.fastAnswered).toBe(true);
      expect(result.fast).toEqual(result.app);
    }
    const { fast } = await both('/artigos/hello-world', { headers: { 'Accept-Encoding': 'br' } });
    expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(fast.headers['x-frame-options']).toBe('DENY');
    expect(fast.headers['cache-control']).toBe('no-cache');
    const again = await fetch(`${server.localUrl}/artigos/hello-world`);
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers HEAD, a matching If-None-Match, byte ranges and an unsatisfiable range as the app does', async () => {
    const page = await both('/pt/artigos/hello-world');
    const etag = page.fast.headers.etag!;
    const cases: Array<[string, { method?: string; headers?: Record<string, string> }, number]> = [
      ['/pt/artigos/hello-world', { method: 'HEAD' }, 200],
      ['/pt/artigos/hello-world', { headers: { 'If-None-Match': etag } }, 304],
      ['/pt/artigos/hello-world', { headers: { 'If-None-Match': `"other", ${etag}` } }, 304],
      ['/sample/og-default.png', { headers: { Range: 'bytes=2-5' } }, 206],
      ['/sample/og-default.png', { headers: { Range: 'bytes=-3' } }, 206],
      ['/sample/og-default.png', { headers: { Range: 'bytes=50-' } }, 416],
      ['/_astro/client.a1b2c3.js', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-9' } }, 206],
    ];
    for (const [url, init, status] of cases) {
      const result = await both(url, init);
      expect(result.fastAnswered, `${url} ${JSON.stringify(init)}`).toBe(true);
      expect(result.fast.status).toBe(status);
      expect(result.fast).toEqual(result.app);
    }
  });

  it('keeps a request id the client sent, as the app does', async () => {
    const response = await fetch(`${server.localUrl}/artigos`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
  });

  it('serves a page with a query string, but leaves a query on / (WordPress shortlinks) to the app', async () => {
    expect((await both('/artigos?utm_source=mail')).fastAnswered).toBe(true);
    expect((await both('/?p=12')).fastAnswered).toBe(false);
  });

  it('leaves redirects to the app, a stored one before the file at the same path', async () => {
    const editor = await signIn(ctx, { role: 'editor' });
    const created = await ctx.app.request('/api/admin/redirects', {
      method: 'POST',
      headers: { ...editor.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from_path: '/old-offer', to_path: '/sobre', status: 302 }),
    });
    expect(created.status).toBe(201);
    for (const [url, location] of [
      ['/old-offer?from=mail', '/sobre?from=mail'],
      ['/artigos/', '/artigos'],
      ['/artigo/hello-world', '/artigos/hello-world'],
    ] as const) {
      const result = await both(url);
      expect(result.fastAnswered, url).toBe(false);
      expect(result.fast).toEqual(result.app);
      expect(result.fast.headers.location).toBe(location);
    }
  });

  it('leaves 404s, the app’s own routes, other methods and unusual paths to the app', async () => {
    for (const [url, init] of [
      ['/no-such-page', {}],
      ['/pt/no-such-page', {}],
      ['/admin/articles', {}],
      ['/api/health', {}],
      ['/artigos/hello%2Dworld', {}],
      ['/pt/./artigos/hello-world', {}],
      ['/artigos', { method: 'POST' }],
    ] as Array<[string, { method?: string }]>) {
      const result = await both(url, init);
      expect(result.fastAnswered, url).toBe(false);
    }
    const missing = await fetch(`${server.localUrl}/pt/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Página não encontrada');
  });
});
