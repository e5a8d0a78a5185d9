/** Link health: every affiliate destination checked against real local HTTP servers. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl } from '../../functions/affiliate/check-url.ts';
import { LinkHealth } from '../../functions/affiliate/link-health.ts';
import { brokenLinksSchema, linkCheckAnswerSchema } from '../../src/lib/contracts/affiliate.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let shop: Server;
let base: string;
const seen: Array<{ method: string; url: string }> = [];
let inFlight = 0;
let maxInFlight = 0;

/** A shop with one path per case. */
function startShop(): Promise<Server> {
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url! });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const done = (status: number, headers: Record<string, string> = {}) =>
      setTimeout(() => res.writeHead(status, headers).end(req.method === 'GET' ? 'body' : undefined), 20);
    const path = req.url!.split('?')[0];
    if (path === '/ok') return done(200);
    if (path === '/no-head') return done(req.method === 'HEAD' ? 405 : 200);
    if (path === '/gone') return done(404);
    if (path === '/error') return done(503);
    if (path === '/moved') return done(301, { Location: '/ok' });
    if (path === '/loop-a') return done(302, { Location: '/loop-b' });
    if (path === '/loop-b') return done(302, { Location: '/loop-a' });
    if (path === '/slow') return; // never answers
    return done(200);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The link health list, read the way the back office reads it. */
const brokenList = async () => brokenLinksSchema.parse(await json(await ctx.app.request('/api/admin/affiliate/links/broken', { headers })));

const article = (products: Array<{ name: string; link: string }>, titulo = 'Gadgets tested') => ({
  titulo,
  categoria: 'tecnologia',
  meta_descricao: 'A few gadgets, tested.',
  conteudo_html: '<p>Tested.</p>',
  autor: 'Marina',
  tempo_leitura: '3',
  status: 'publicado',
  idioma: 'en',
  products: products.map((p) => ({ name: p.name, description: 'x', price: '', affiliate_link: p.link, image_url: '' })),
});

beforeAll(async () => {
  shop = await startShop();
  base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
});
afterAll(async () => {
  shop.closeAllConnections();
  await new Promise((resolve) => shop.close(resolve));
  await ctx.close();
});

describe('checking one link', () => {
  const allowPrivate = { allowPrivate: true };

  it('counts 2xx as healthy, after a redirect too, and falls back to GET when HEAD is refused', async () => {
    expect(await checkUrl(`${base}/ok`, allowPrivate)).toEqual({ state: 'ok', http_status: 200, error: null });
    expect(await checkUrl(`${base}/moved`, allowPrivate)).toEqual({ state: 'ok', http_status: 200, error: null });
    seen.length = 0;
    expect(await checkUrl(`${base}/no-head`, allowPrivate)).toEqual({ state: 'ok', http_status: 200, error: null });
    expect(seen.map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });

  it('finds 4xx, 5xx, redirect loops, names that do not resolve and silence broken', async () => {
    expect(await checkUrl(`${base}/gone`, allowPrivate)).toEqual({ state: 'broken', http_status: 404, error: 'HTTP 404' });
    expect(await checkUrl(`${base}/error`, allowPrivate)).toEqual({ state: 'broken', http_status: 503, error: 'HTTP 503' });
    expect(await checkUrl(`${base}/loop-a`, allowPrivate)).toMatchObject({
      state: 'broken',
      http_status: 302,
      error: expect.stringMatching(/^redirect loop/),
    });
    expect(await checkUrl('http://no-such-shop.invalid/item', allowPrivate)).toMatchObject({
      state: 'broken',
      http_status: null,
      error: expect.stringMatching(/does not resolve/),
    });
    expect(await checkUrl(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 })).toEqual({
      state: 'broken',
      http_status: null,
      error: 'no answer within 0.3 s',
    });
  });

  it('refuses private and local addresses without contacting them, in every form the webhook guard knows', async () => {
    seen.length = 0;
    for (const url of [
      `${base}/ok`,
      'http://localhost/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://10.0.0.1/x',
      'http://[64:ff9b::a00:1]/x',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      expect(await checkUrl(url, { allowPrivate: false }), url).toMatchObject({
        state: 'refused',
        http_status: null,
        error: expect.stringMatching(/private|loopback|local/),
      });
    }
    expect(seen).toEqual([]);
  });
});

describe('checking every link', () => {
  it('checks each destination once, a few at a time, and lists the broken ones with their articles and reviews', async () => {
    const a = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify(
        article([
          { name: 'Lamp', link: `${base}/gone` },
          { name: 'Desk', link: `${base}/ok` },
        ]),
      ),
    });
    const b = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify(
        article(
          [
            { name: 'Lamp again', link: `${base}/gone` },
            { name: 'Chair', link: `${base}/loop-a` },
          ],
          'More gadgets',
        ),
      ),
    });
    const idA = (await json(a)).article.id;
    const idB = (await json(b)).article.id;
    for (let i = 0; i < 6; i += 1) {
      await ctx.app.request('/api/admin/articles', {
        method: 'POST',
        headers,
        body: JSON.stringify(article([{ name: `Item ${i}`, link: `${base}/item-${i}` }], `Gadget ${i}`)),
      });
    }
    await ctx.app.request('/api/admin/reviews', {
      method: 'POST',
      headers,
      body: JSON.stringify({ titulo: 'Broken review', descricao: 'x', link_produto: `${base}/error` }),
    });

    seen.length = 0;
    maxInFlight = 0;
    const started = await ctx.app.request('/api/admin/affiliate/links/check', { method: 'POST', headers });
    expect(started.status).toBe(202);
    expect(linkCheckAnswerSchema.parse(await json(started))).toEqual({ running: true, already_running: false });
    await expect.poll(async () => (await brokenList()).running, { timeout: 20_000 }).toBe(false);

    expect(seen.filter((r) => r.url === '/gone' && r.method === 'HEAD')).toHaveLength(1);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    expect(maxInFlight).toBeGreaterThan(1);

    const { links, last_run } = await brokenList();
    expect(last_run).toEqual(expect.any(String));
    const byUrl = Object.fromEntries(links.map((l) => [l.url.replace(base, ''), l]));
    expect(Object.keys(byUrl).sort()).toEqual(['/error', '/gone', '/loop-a']);
    expect(byUrl['/gone']).toMatchObject({ state: 'broken', http_status: 404 });
    expect(byUrl['/gone']!.articles.map((x) => x.id).sort()).toEqual([idA, idB].sort());
    expect(byUrl['/gone']!.products.map((p) => p.nome).sort()).toEqual(['Lamp', 'Lamp again']);
    expect(byUrl['/error']).toMatchObject({ http_status: 503, articles: [], products: [{ nome: 'Broken review', kind: 'review' }] });

    // Fixed in the article: the old status no longer lists it.
    await ctx.app.request(`/api/admin/articles/${idA}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(article([{ name: 'Desk', link: `${base}/ok` }])),
    });
    await ctx.app.request(`/api/admin/articles/${idB}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(article([{ name: 'Chair', link: `${base}/moved` }], 'More gadgets')),
    });
    const after = await brokenList();
    expect(after.links.map((l) => l.url.replace(base, ''))).toEqual(['/error']);
  });

  it('gives each reason in the request’s language: Portuguese for a Portuguese editor', async () => {
    const inPortuguese = brokenLinksSchema.parse(
      await json(await ctx.app.request('/api/admin/affiliate/links/broken', { headers: { ...headers, 'Accept-Language': 'pt-BR' } })),
    );
    expect(inPortuguese.links.map((link) => link.error)).toEqual(['a loja respondeu HTTP 503']);
    expect((await brokenList()).links.map((link) => link.error)).toEqual(['HTTP 503']);
  });

  it('refuses and reports a private destination when private targets are not allowed', async () => {
    const guarded = new LinkHealth({ db: ctx.handle.db, logger: ctx.logger, allowPrivate: false });
    seen.length = 0;
    await guarded.checkAll();
    expect(seen).toEqual([]);
    const { links } = await brokenList();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link).toMatchObject({ state: 'refused', http_status: null, error: expect.stringMatching(/private|loopback/) });
    const inPortuguese = brokenLinksSchema.parse(
      await json(await ctx.app.request('/api/admin/affiliate/links/broken', { headers: { ...headers, 'Accept-Language': 'pt-BR' } })),
    );
    for (const link of inPortuguese.links) expect(link.error).toMatch(/^127\.0\.0\.1 é um endereço privado ou de loopback$/);
  });
});
