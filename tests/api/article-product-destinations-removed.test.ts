/**
 * A product's destinations per marketplace (migration 053) hang on its id with no foreign key:
 * a product removed from its article, or an article deleted, takes them along in the save's own
 * transaction, and the products still saved keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
});
afterAll(async () => {
  await ctx.close();
});

const product = (name: string, link: string) => ({ name, description: `${name}.`, price: '10', affiliate_link: link, image_url: '' });
const article = (products: unknown[]) => ({
  titulo: 'Destinos de produtos removidos',
  categoria: 'culinaria',
  meta_descricao: 'Um artigo com dois produtos, um deles removido depois.',
  conteudo_html: '<p>Texto.</p>',
  status: 'rascunho',
  products,
});

const destinationsOf = async (ids: string[]) =>
  (await ctx.handle.db.selectFrom('affiliate_destinations').select(['link_id', 'marketplace']).where('link_id', 'in', ids).execute())
    .map((row) => `${row.link_id} ${row.marketplace}`)
    .sort();

describe('destinations of a product no longer saved', () => {
  it('go when the product leaves its article, and with the article', async () => {
    const products = [product('Forma', 'https://www.amazon.com/dp/B000000001'), product('Panela', 'https://www.amazon.com/dp/B000000002')];
    const created = await ctx.app.request('/api/admin/articles', { method: 'POST', headers, body: JSON.stringify(article(products)) });
    expect(created.status).toBe(201);
    const { id } = (await json(created)).article as { id: string };
    const saved = (await json(await ctx.app.request(`/api/admin/articles/${id}`, { headers }))).article.products as Array<{
      id: string;
      nome: string;
    }>;
    const [kept, dropped] = [saved.find((p) => p.nome === 'Forma')!.id, saved.find((p) => p.nome === 'Panela')!.id];
    await ctx.handle.db
      .insertInto('affiliate_destinations')
      .values(
        [kept, dropped].flatMap((link_id) => [
          { link_id, marketplace: 'amazon.com', status: 'exact' as const, asin: 'B000000001', url: null },
          { link_id, marketplace: 'amazon.com.br', status: 'search' as const, asin: null, url: null },
        ]),
      )
      .execute();

    const updated = await ctx.app.request(`/api/admin/articles/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(article([{ ...products[0], id: kept }])),
    });
    expect(updated.status).toBe(200);
    expect(await destinationsOf([kept, dropped])).toEqual([`${kept} amazon.com`, `${kept} amazon.com.br`]);

    expect((await ctx.app.request(`/api/admin/articles/${id}`, { method: 'DELETE', headers })).status).toBe(200);
    expect(await destinationsOf([kept, dropped])).toEqual([]);
  });
});
