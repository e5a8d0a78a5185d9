/** Price freshness: each price carries the date it was set or confirmed; stale ones are hidden and flagged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportExpiredPrices } from '../../functions/affiliate/price-expiry.ts';
import { createApp } from '../../functions/app.ts';
import { confirmedPriceAnswerSchema, stalePricesSchema } from '../../src/lib/contracts/affiliate.ts';
import { articlesPageSchema } from '../../src/lib/content/schema.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let articleId: string;
const DAY = 86_400_000;

const article = {
  titulo: 'Kettles compared',
  categoria: 'culinaria',
  meta_descricao: 'Two kettles side by side.',
  conteudo_html: '<p>Boiled a lot of water.</p>',
  autor: 'Marina',
  tempo_leitura: '3',
  status: 'publicado',
  idioma: 'en',
  products: [
    { name: 'Kettle A', description: 'Fast', price: '39.90', affiliate_link: 'https://www.amazon.com/dp/KA', image_url: '' },
    { name: 'Kettle B', description: 'No price yet', price: '', affiliate_link: 'https://www.amazon.com/dp/KB', image_url: '' },
  ],
};

const admin = (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
  ctx.app.request(url, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
const rows = () =>
  ctx.handle.db
    .selectFrom('related_products')
    .select(['id', 'nome', 'preco_verificado_em'])
    .where('article_id', '=', articleId)
    .orderBy('created_at')
    .execute();
const setCheckedAt = (id: string, date: Date) =>
  ctx.handle.db.updateTable('related_products').set({ preco_verificado_em: date }).where('id', '=', id).execute();
async function publicProducts(app = ctx.app) {
  const page = articlesPageSchema.parse(await json(await app.request('/api/content/articles')));
  return page.articles.find((a) => a.id === articleId)!.related_products;
}

beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  const created = await admin('POST', '/api/admin/articles', article);
  expect(created.status).toBe(201);
  articleId = (await json(created)).article.id;
});
afterAll(() => ctx.close());

describe('the date of a price', () => {
  it('is set when the price is, and the content API gives it with the price', async () => {
    const before = Date.now();
    const [a] = await rows();
    expect(a!.preco_verificado_em.getTime()).toBeGreaterThan(before - 60_000);
    const [shownA, shownB] = await publicProducts();
    expect(shownA).toMatchObject({ nome: 'Kettle A', preco: 39.9, preco_verificado_em: a!.preco_verificado_em.toISOString() });
    expect(shownB).toMatchObject({ nome: 'Kettle B', preco: null, preco_verificado_em: null });
  });

  it('stays while the price stays the same, and moves when it changes', async () => {
    const [a] = await rows();
    const old = new Date(Date.now() - 5 * DAY);
    await setCheckedAt(a!.id, old);
    expect(
      (
        await admin('PUT', `/api/admin/articles/${articleId}`, {
          ...article,
          products: [{ ...article.products[0], price: '39.9' }, article.products[1]],
        })
      ).status,
    ).toBe(200);
    expect((await rows())[0]!.preco_verificado_em.toISOString()).toBe(old.toISOString());
    expect(
      (
        await admin('PUT', `/api/admin/articles/${articleId}`, {
          ...article,
          products: [{ ...article.products[0], price: '34.90' }, article.products[1]],
        })
      ).status,
    ).toBe(200);
    expect((await rows())[0]!.preco_verificado_em.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('a stale price', () => {
  it('is hidden from readers after PRICE_MAX_AGE_DAYS (30 by default), and shown under a longer setting', async () => {
    const [a] = await rows();
    await setCheckedAt(a!.id, new Date(Date.now() - 29 * DAY));
    expect((await publicProducts())[0]).toMatchObject({ preco: 34.9 });
    await setCheckedAt(a!.id, new Date(Date.now() - 31 * DAY));
    expect((await publicProducts())[0]).toMatchObject({ preco: null, preco_verificado_em: null });
    const patient = createApp({ ...ctx.deps, env: { ...ctx.env, PRICE_MAX_AGE_DAYS: 60 } });
    expect((await publicProducts(patient))[0]).toMatchObject({ preco: 34.9 });
  });

  it('is listed for editors with its article, and a product without a price never is', async () => {
    const { max_age_days, products } = stalePricesSchema.parse(await json(await admin('GET', '/api/admin/affiliate/prices/stale')));
    expect(max_age_days).toBe(30);
    expect(products).toEqual([
      expect.objectContaining({
        nome: 'Kettle A',
        preco: 34.9,
        article_id: articleId,
        titulo: 'Kettles compared',
        idioma: 'en',
        status: 'publicado',
      }),
    ]);
  });

  it('comes back when an editor confirms it, which republishes the article', async () => {
    const [a] = await rows();
    await ctx.handle.db
      .insertInto('webhook_configs')
      .values({ name: 'Counter', url: 'https://hooks.example.com/x', secret: 'whsec_test' })
      .execute();
    const confirmed = await admin('POST', `/api/admin/affiliate/prices/${a!.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmedPriceAnswerSchema.parse(await json(confirmed)).product.id).toBe(a!.id);
    expect((await publicProducts())[0]).toMatchObject({ preco: 34.9 });
    expect(stalePricesSchema.parse(await json(await admin('GET', '/api/admin/affiliate/prices/stale'))).products).toEqual([]);
    const events = await ctx.handle.db.selectFrom('webhook_deliveries').select('payload').execute();
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ type: 'article.updated', data: expect.objectContaining({ id: articleId }) }),
    );
  });

  it('cannot be confirmed for a product that does not exist or has no price (404 in the reader’s language), nor for a bad id (400)', async () => {
    const [, b] = await rows();
    const missing = await admin('POST', '/api/admin/affiliate/prices/6f1e2d8a-0b7c-4c53-9d61-3f1a2b4c5d6e/confirm', undefined, {
      'Accept-Language': 'pt-BR',
    });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toMatch(/encontrad/);
    expect((await admin('POST', `/api/admin/affiliate/prices/${b!.id}/confirm`)).status).toBe(404);
    expect((await admin('POST', '/api/admin/affiliate/prices/not-an-id/confirm')).status).toBe(400);
  });
});

describe('prices that turn stale on a live page', () => {
  it('report their article as changed once, so that the site is rebuilt without them', async () => {
    const [a] = await rows();
    const now = new Date();
    const options = { db: ctx.handle.db, publisher: ctx.deps.publisher, logger: ctx.logger, maxAgeDays: 30 };
    await reportExpiredPrices(options, new Date(now.getTime() - 2 * 3_600_000));
    await setCheckedAt(a!.id, new Date(now.getTime() - 30 * DAY - 30 * 60_000));
    expect(await reportExpiredPrices(options, now)).toEqual([articleId]);
    expect(await reportExpiredPrices(options, new Date(now.getTime() + 60_000))).toEqual([]);
  });

  it('leave drafts alone', async () => {
    const [a] = await rows();
    const now = new Date();
    const options = { db: ctx.handle.db, publisher: ctx.deps.publisher, logger: ctx.logger, maxAgeDays: 30 };
    await ctx.handle.db.updateTable('articles').set({ status: 'rascunho' }).where('id', '=', articleId).execute();
    await setCheckedAt(a!.id, new Date(now.getTime() + 2 * 60_000 - 30 * DAY));
    expect(await reportExpiredPrices(options, new Date(now.getTime() + 5 * 60_000))).toEqual([]);
  });
});
