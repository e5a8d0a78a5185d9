import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { siteStatusSchema } from '../../src/lib/contracts/site-status.ts';
import { FIXTURE_FILES, writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('before the first build is live', () => {
  it('pages answer 503 with a self-refreshing notice and health says starting', async () => {
    const page = await ctx.app.request('/artigos', { headers: { 'Accept-Language': 'pt-BR' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toContain('http-equiv="refresh"');

    const health = await ctx.app.request('/api/health');
    expect(health.status).toBe(503);
    expect((await json(health)).status).toBe('starting');
  });
});

describe('with a live build', () => {
  beforeAll(async () => {
    const dir = await writeFixtureBuild(path.join(ctx.dataDir, 'fixture-build'));
    ctx.site.swap(await SiteFiles.load(dir), 'fixture');
  });

  it('health answers ok with the database and site state', async () => {
    const response = await ctx.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ status: 'ok', database: 'ok', site: { live: true, buildId: 'fixture' } });
    expect(siteStatusSchema.safeParse(body.site).success).toBe(true);
    expect(body.site.pages).toBeGreaterThan(5);
  });

  it('serves pages at clean URLs with revalidated caching and an ETag', async () => {
    const response = await ctx.app.request('/artigos/hello-world');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await response.text()).toContain('Hello world');

    const again = await ctx.app.request('/artigos/hello-world', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves both locales of the home page', async () => {
    expect(await (await ctx.app.request('/')).text()).toContain('English home');
    expect(await (await ctx.app.request('/pt')).text()).toContain('Início');
  });

  it('marks hashed build assets immutable', async () => {
    const response = await ctx.app.request('/_astro/client.a1b2c3.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const br = await ctx.app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toContain('English home');

    const gz = await ctx.app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('English home');
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(4000);

    const plain = await ctx.app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('redirects the specification’s /artigo/{slug} permanently to /artigos/{slug}', async () => {
    const en = await ctx.app.request('/artigo/hello-world?utm_source=x');
    expect(en.status).toBe(301);
    expect(en.headers.get('location')).toBe('/artigos/hello-world?utm_source=x');
    const pt = await ctx.app.request('/pt/artigo/hello-world');
    expect(pt.status).toBe(301);
    expect(pt.headers.get('location')).toBe('/pt/artigos/hello-world');
  });

  it('removes trailing slashes with a redirect', async () => {
    const response = await ctx.app.request('/artigos/?categoria=saude');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/artigos?categoria=saude');
  });

  it('never redirects to another site, whatever the path hides', async () => {
    const tricks = [
      '//evil.example/',
      '///evil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%2F/evil.example/',
      '/%09/evil.example/',
      '/%0a/evil.example/',
      '/.//evil.example/',
      '/../evil.example/',
      '//evil.example/artigo/x/',
      '/artigo/%2F%2Fevil.example',
      '/artigo/%5Cevil.example/',
      '/pt/artigo/..%2F..%2F%2Fevil.example',
    ];
    for (const path of tricks) {
      const response = await ctx.app.request(`http://localhost${path}`);
      const location = response.headers.get('location');
      if (response.status !== 301) continue;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(location, path).not.toMatch(/[\s\\]/);
      expect(new URL(location!, 'http://localhost/').host, path).toBe('localhost');
    }
    const response = await ctx.app.request('http://localhost//evil.example/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/evil.example');
  });

  it('answers unknown pages with the 404 page of the right locale', async () => {
    const en = await ctx.app.request('/no/such/page');
    expect(en.status).toBe(404);
    expect(en.headers.get('content-type')).toContain('text/html');
    expect(await en.text()).toContain('Oops! Page not found');

    const pt = await ctx.app.request('/pt/nao-existe');
    expect(pt.status).toBe(404);
    expect(await pt.text()).toContain('Página não encontrada');

    const traversal = await ctx.app.request('/..%2f..%2fetc%2fpasswd');
    expect(traversal.status).toBe(404);
    const badEncoding = await ctx.app.request('/%E0%A4%A');
    expect(badEncoding.status).toBe(404);
  });

  it('answers every /admin path with the admin shell', async () => {
    for (const url of ['/admin', '/admin/novo-artigo', '/admin/editar-artigo/123']) {
      const response = await ctx.app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('admin-root');
    }
  });

  it('sets security headers and a request id on every response', async () => {
    for (const url of ['/', '/api/health', '/api/nope', '/missing']) {
      const response = await ctx.app.request(url);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('logs one structured line per request with its id', async () => {
    const before = ctx.logger.entries.length;
    const response = await ctx.app.request('/artigos', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const lines = ctx.logger.entries.slice(before);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', requestId: 'trace-123', method: 'GET', path: '/artigos', status: 200 }),
    ]);
  });
});

describe('API errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await json(response)).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers a wrong method on an API path with a JSON error, not a page', async () => {
    const response = await ctx.app.request('/api/content/articles', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe('not_found');
  });

  it('refuses an oversize body with 413', async () => {
    const response = await ctx.app.request('/api/content/articles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await json(response)).error.code).toBe('payload_too_large');
  });
});

describe('byte ranges on build files', () => {
  it('answers a range of a file sent as is (audio seeking) with 206', async () => {
    const png = await ctx.app.request('/sample/og-default.png', { headers: { Range: 'bytes=2-5' } });
    expect(png.status).toBe(206);
    expect(png.headers.get('content-range')).toBe('bytes 2-5/16');
    expect(await png.text()).toBe('t re');
    expect((await ctx.app.request('/sample/og-default.png', { headers: { Range: 'bytes=50-' } })).status).toBe(416);
  });
});

describe('compressed once, when written', () => {
  let dir = '';
  const bigScript = `export const data = ${JSON.stringify(Array.from({ length: 40_000 }, (_, i) => `item ${i}`))};\n`;

  beforeAll(async () => {
    dir = await writeFixtureBuild(path.join(ctx.dataDir, 'precompressed-build'), { ...FIXTURE_FILES, '_astro/big.d4e5f6.js': bigScript });
    ctx.site.swap(await SiteFiles.load(dir), 'precompressed');
  });

  it('sends the brotli and gzip copies written beside each text file, byte for byte, each with its own ETag', async () => {
    const onDisk = {
      br: await readFile(path.join(dir, 'index.html.br')),
      gzip: await readFile(path.join(dir, 'index.html.gz')),
    };
    const br = await ctx.app.request('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer()).equals(onDisk.br)).toBe(true);
    const gz = await ctx.app.request('/', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(onDisk.gzip)).toBe(true);
    const plain = await ctx.app.request('/');
    const tags = new Set([br.headers.get('etag'), gz.headers.get('etag'), plain.headers.get('etag')]);
    expect(tags.size).toBe(3);
    for (const response of [br, gz, plain]) expect(response.headers.get('vary')).toBe('Accept-Encoding');

    const again = await ctx.app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBe('br');
    // The plain representation's tag does not validate the compressed one.
    expect((await ctx.app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.get('etag')! } })).status).toBe(
      200,
    );
  });

  it('gives the copies no address of their own, and sends small text files as they are', async () => {
    expect((await ctx.app.request('/index.html.br')).status).toBe(404);
    const small = await ctx.app.request('/artigos/hello-world', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toContain('Hello world');
  });

  it('streams a large file, compressed or not, with byte ranges of the bytes sent', async () => {
    const plain = await ctx.app.request('/_astro/big.d4e5f6.js');
    expect(await plain.text()).toBe(bigScript);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(bigScript));

    const copy = await readFile(path.join(dir, '_astro/big.d4e5f6.js.br'));
    const br = await ctx.app.request('/_astro/big.d4e5f6.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bigScript);
    expect(Number(br.headers.get('content-length'))).toBe(copy.length);

    const part = await ctx.app.request('/_astro/big.d4e5f6.js', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${copy.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(copy.subarray(10, 20))).toBe(true);
    const tail = await ctx.app.request('/_astro/big.d4e5f6.js', { headers: { Range: `bytes=-5` } });
    expect(await tail.text()).toBe(bigScript.slice(-5));
  });
});
