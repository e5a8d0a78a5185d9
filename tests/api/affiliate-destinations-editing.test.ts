/**
 * Issue 29's remainder: a product keeps its id (and so its destinations, clicks and /go/{id})
 * when the editor changes its link; a marketplace a product's destination uses is not deleted;
 * a broken destination per marketplace is listed in Links quebrados with its product, its
 * marketplace and its article, found by a real check against a local shop.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinksSchema } from '../../src/lib/contracts/affiliate.ts';
import { articleAnswerSchema } from '../../src/lib/contracts/article.ts';
import { destinationsAnswerSchema } from '../../src/lib/contracts/affiliate-destinations.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let shop: Server;
let base: string;

const admin = (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
  ctx.app.request(url, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });

const article = (products: Array<{ id?: string; name: string; link: string }>, titulo = 'Kettles tested') => ({
  titulo,
  categoria: 'culinaria',
  meta_descricao: 'Kettles we tested.',
  conteudo_html: '<p>Tested.</p>',
  autor: 'Marina',
  tempo_leitura: '3',
  status: 'publicado',
  idioma: 'en',
  products: products.map((p) => ({ ...(p.id ? { id: p.id } : {}), name: p.name, description: 'x', price: '', affiliate_link: p.link })),
});

const productsOf = async (articleId: string) =>
  articleAnswerSchema.parse(await json(await admin('GET', `/api/admin/articles/${articleId}`))).article.products;

beforeAll(async () => {
  shop = createServer((req, res) => res.writeHead(req.url?.startsWith('/gone') ? 404 : 200).end());
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  expect((await admin('PATCH', '/api/admin/affiliate/marketplaces/amazon.com', { tracking_id: 'site-20' })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  shop.closeAllConnections();
  await new Promise((resolve) => shop.close(resolve));
  await ctx.close();
});

describe('a product whose default link changes', () => {
  it('keeps its id, its destinations and its /go/{id} when the editor sends the id back', async () => {
    const created = await admin('POST', '/api/admin/articles', article([{ name: 'Kettle K', link: 'https://shop.example/old-kettle' }]));
    expect(created.status).toBe(201);
    const articleId = (await json(created)).article.id as string;
    const [product] = await productsOf(articleId);
    const put = await admin('PUT', `/api/admin/affiliate/products/${product!.id}/destinations`, {
      destinations: [{ marketplace: 'amazon.com', asin: 'B0KETTLE01', status: 'exact' }],
    });
    expect(put.status).toBe(200);

    // The editor replaces the link (the shop moved the page) and adds a product with the old link.
    const saved = await admin(
      'PUT',
      `/api/admin/articles/${articleId}`,
      article([
        { name: 'Kettle K2', link: 'https://shop.example/old-kettle' },
        { id: product!.id, name: 'Kettle K', link: 'https://shop.example/new-kettle' },
      ]),
    );
    expect(saved.status).toBe(200);
    const after = await productsOf(articleId);
    const kept = after.find((p) => p.nome === 'Kettle K')!;
    expect(kept.id).toBe(product!.id);
    expect(kept.url_afiliado).toBe('https://shop.example/new-kettle');
    expect(after.find((p) => p.nome === 'Kettle K2')!.id).not.toBe(product!.id);
    const answer = destinationsAnswerSchema.parse(
      await json(await admin('GET', `/api/admin/affiliate/products/${product!.id}/destinations`)),
    );
    expect(answer.destinations.map((d) => d.asin)).toEqual(['B0KETTLE01']);
    expect(answer.product.default_url).toBe('https://shop.example/new-kettle');

    // The old /go/{id} still leads somewhere: the kept destination, or the new default link.
    const go = await ctx.app.request(`/go/${product!.id}?l=en`);
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://www.amazon.com/dp/B0KETTLE01?tag=site-20');
  });

  it('matches by link, as before, when no id is sent (an older client), and ignores an id of another article', async () => {
    const a = (await json(await admin('POST', '/api/admin/articles', article([{ name: 'Mug', link: 'https://shop.example/mug' }], 'Mugs'))))
      .article.id as string;
    const b = (await json(await admin('POST', '/api/admin/articles', article([{ name: 'Cup', link: 'https://shop.example/cup' }], 'Cups'))))
      .article.id as string;
    const [mug] = await productsOf(a);
    const [cup] = await productsOf(b);
    await admin('PUT', `/api/admin/articles/${a}`, article([{ name: 'Mug, renamed', link: 'https://shop.example/mug' }], 'Mugs'));
    expect((await productsOf(a))[0]!.id).toBe(mug!.id);
    // Another article's product id is not taken over: the row is a new one, and the other article keeps its own.
    await admin('PUT', `/api/admin/articles/${a}`, article([{ id: cup!.id, name: 'Cup copy', link: 'https://shop.example/cup' }], 'Mugs'));
    expect((await productsOf(a))[0]!.id).not.toBe(cup!.id);
    expect((await productsOf(b))[0]!.id).toBe(cup!.id);
    expect(
      (await admin('PUT', `/api/admin/articles/${a}`, article([{ id: 'not-an-id', name: 'X', link: 'https://shop.example/x' }], 'Mugs')))
        .status,
    ).toBe(400);
  });
});

describe('deleting a marketplace', () => {
  it('is refused while a product has a destination there, in both languages, and done once it has none', async () => {
    const created = await admin('POST', '/api/admin/affiliate/marketplaces', {
      domain: 'lojinha.example.com',
      tracking_id: 'site-9',
      disclosure: { en: 'We earn a commission.', pt: 'Recebemos uma comissão.' },
    });
    expect(created.status).toBe(201);
    const articleId = (
      await json(await admin('POST', '/api/admin/articles', article([{ name: 'Teapot', link: 'https://shop.example/teapot' }], 'Teapots')))
    ).article.id as string;
    const [teapot] = await productsOf(articleId);
    const destinations = (list: unknown[]) =>
      admin('PUT', `/api/admin/affiliate/products/${teapot!.id}/destinations`, { destinations: list });
    expect(
      (await destinations([{ marketplace: 'lojinha.example.com', url: 'https://lojinha.example.com/bule', status: 'exact' }])).status,
    ).toBe(200);

    const refused = await admin('DELETE', '/api/admin/affiliate/marketplaces/lojinha.example.com');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({ code: 'marketplace_in_use', message: expect.stringContaining('“Teapot”') });
    const inPortuguese = await admin('DELETE', '/api/admin/affiliate/marketplaces/lojinha.example.com', undefined, {
      'Accept-Language': 'pt-BR',
    });
    expect((await json(inPortuguese)).error.message).toBe('1 produto tem destino nesta loja (“Teapot”). Remova esses destinos antes.');
    expect((await admin('GET', `/api/admin/affiliate/products/${teapot!.id}/destinations`)).status).toBe(200);

    expect((await destinations([])).status).toBe(200);
    expect((await admin('DELETE', '/api/admin/affiliate/marketplaces/lojinha.example.com')).status).toBe(204);
  });
});

describe('Links quebrados', () => {
  it('lists a broken destination per marketplace with its product, marketplace and article', async () => {
    expect(
      (
        await admin('POST', '/api/admin/affiliate/marketplaces', {
          domain: 'shop.example.net',
          tracking_id: 'site-1',
          disclosure: { en: 'We earn a commission.', pt: 'Recebemos uma comissão.' },
        })
      ).status,
    ).toBe(201);
    const articleId = (await json(await admin('POST', '/api/admin/articles', article([{ name: 'Lamp', link: `${base}/fine` }], 'Lamps'))))
      .article.id as string;
    const [lamp] = await productsOf(articleId);
    const put = await admin('PUT', `/api/admin/affiliate/products/${lamp!.id}/destinations`, {
      destinations: [{ marketplace: 'shop.example.net', url: `${base}/gone/lamp`, status: 'exact' }],
    });
    expect(put.status).toBe(200);

    expect((await admin('POST', '/api/admin/affiliate/links/check')).status).toBe(202);
    const list = async () => brokenLinksSchema.parse(await json(await admin('GET', '/api/admin/affiliate/links/broken')));
    await expect.poll(async () => (await list()).running, { timeout: 20_000 }).toBe(false);
    const { links } = await list();
    const broken = links.find((link) => link.url === `${base}/gone/lamp`);
    expect(broken).toMatchObject({
      state: 'broken',
      http_status: 404,
      products: [{ id: lamp!.id, nome: 'Lamp', kind: 'related_product', marketplace: 'shop.example.net' }],
      articles: [{ id: articleId, titulo: 'Lamps' }],
    });
    // The product's default link is fine and is not listed.
    expect(links.find((link) => link.url === `${base}/fine`)).toBeUndefined();
  }, 30_000);
});
