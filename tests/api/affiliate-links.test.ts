/** Tracked affiliate links: /go/{id} counts the click and redirects; the dashboard's figures. */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { affiliateClicksSchema } from '../../src/lib/contracts/affiliate.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let articleId: string;

const article = {
  titulo: 'Best blenders',
  categoria: 'culinaria',
  meta_descricao: 'Three blenders we tested for a month.',
  conteudo_html: '<p>Tested at home.</p>',
  autor: 'Marina',
  tempo_leitura: '4',
  status: 'publicado',
  idioma: 'en',
  products: [
    { name: 'Blender A', description: 'Quiet', price: '49.90', affiliate_link: 'https://www.amazon.com/dp/A1', image_url: '' },
    { name: 'Blender B', description: 'Strong', price: '', affiliate_link: 'https://shop.example.com/b?tag=bv-20', image_url: '' },
  ],
};

const admin = (method: string, url: string, body?: unknown) =>
  ctx.app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const products = () =>
  ctx.handle.db
    .selectFrom('related_products')
    .select(['id', 'nome', 'url_afiliado'])
    .where('article_id', '=', articleId)
    .orderBy('created_at')
    .execute();
const clicks = () =>
  ctx.handle.db
    .selectFrom('affiliate_clicks')
    .select([sql<string>`day::text`.as('day'), 'link_kind', 'link_id', 'locale', 'article_id', 'product_name', 'count'])
    .execute();

beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  ctx.site.swap(await SiteFiles.load(await writeFixtureBuild(path.join(ctx.dataDir, 'fixture-build'))), 'fixture');
  const created = await admin('POST', '/api/admin/articles', article);
  expect(created.status).toBe(201);
  articleId = (await json(created)).article.id;
});
afterAll(() => ctx.close());

describe('/go/{id}', () => {
  it('answers the site’s 404 page for an id that does not exist, or is not an id, and records nothing', async () => {
    for (const [url, title] of [
      ['/go/6f1e2d8a-0b7c-4c53-9d61-3f1a2b4c5d6e', 'Oops! Page not found'],
      ['/go/6f1e2d8a-0b7c-4c53-9d61-3f1a2b4c5d6e?l=pt', 'Ops! Página não encontrada'],
      ['/go/not-an-id', 'Oops! Page not found'],
      ['/go/%00', 'Oops! Page not found'],
    ] as const) {
      const response = await ctx.app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain(title);
    }
    expect(await clicks()).toEqual([]);
  });

  it('redirects to the stored destination with 302 and counts the click by product, article, locale and day', async () => {
    const [first] = await products();
    const response = await ctx.app.request(`/go/${first!.id}?l=pt`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.amazon.com/dp/A1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await ctx.app.request(`/go/${first!.id}?l=pt`);
    await ctx.app.request(`/go/${first!.id}?l=en`);
    const today = new Date().toISOString().slice(0, 10);
    const rows = (await clicks()).sort((a, b) => a.locale.localeCompare(b.locale));
    expect(rows).toEqual([
      {
        day: today,
        link_kind: 'related_product',
        link_id: first!.id,
        locale: 'en',
        article_id: articleId,
        product_name: 'Blender A',
        count: 1,
      },
      {
        day: today,
        link_kind: 'related_product',
        link_id: first!.id,
        locale: 'pt',
        article_id: articleId,
        product_name: 'Blender A',
        count: 2,
      },
    ]);
  });

  it('keeps nothing about the visitor: the table has no address, agent or cookie column (a country code and a marketplace only)', async () => {
    const columns = await sql<{
      column_name: string;
    }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'affiliate_clicks'`.execute(ctx.handle.db);
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual([
      'article_id',
      'count',
      'country',
      'day',
      'link_id',
      'link_kind',
      'locale',
      'marketplace',
      'product_name',
    ]);
  });

  it('counts concurrent clicks without losing one', async () => {
    const [, second] = await products();
    await Promise.all(Array.from({ length: 10 }, () => ctx.app.request(`/go/${second!.id}?l=en`)));
    const row = (await clicks()).find((r) => r.link_id === second!.id);
    expect(row?.count).toBe(10);
  });

  it('does not count a HEAD request (link checkers, previews)', async () => {
    const [first] = await products();
    const before = (await clicks()).reduce((sum, r) => sum + r.count, 0);
    const response = await ctx.app.request(`/go/${first!.id}`, { method: 'HEAD' });
    expect(response.status).toBe(302);
    expect((await clicks()).reduce((sum, r) => sum + r.count, 0)).toBe(before);
  });

  it('uses 301 or 307 when AFFILIATE_REDIRECT_STATUS says so', async () => {
    const [first] = await products();
    for (const status of ['301', '307'] as const) {
      const app = createApp({ ...ctx.deps, env: { ...ctx.env, AFFILIATE_REDIRECT_STATUS: status } });
      const response = await app.request(`/go/${first!.id}?l=en`);
      expect(response.status).toBe(Number(status));
      expect(response.headers.get('location')).toBe('https://www.amazon.com/dp/A1');
    }
  });

  it('never follows a stored destination that is not http(s), even one written before the check', async () => {
    const [first] = await products();
    await ctx.handle.db.updateTable('related_products').set({ url_afiliado: 'javascript:alert(1)' }).where('id', '=', first!.id).execute();
    const before = await clicks();
    const response = await ctx.app.request(`/go/${first!.id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(await clicks()).toEqual(before);
    await ctx.handle.db
      .updateTable('related_products')
      .set({ url_afiliado: 'https://www.amazon.com/dp/A1' })
      .where('id', '=', first!.id)
      .execute();
  });

  it('leads a review’s button to its product, and not once the review is switched off', async () => {
    const created = await admin('POST', '/api/admin/reviews', {
      titulo: 'Kettle review',
      descricao: 'Boils fast.',
      link_produto: 'https://www.amazon.com/dp/K1',
    });
    const review = (await json(created)).review;
    const response = await ctx.app.request(`/go/${review.id}?l=en`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.amazon.com/dp/K1');
    expect((await clicks()).find((r) => r.link_id === review.id)).toMatchObject({
      link_kind: 'review',
      article_id: null,
      product_name: 'Kettle review',
      count: 1,
    });
    await admin('PATCH', `/api/admin/reviews/${review.id}/ativo`, { ativo: false });
    expect((await ctx.app.request(`/go/${review.id}`)).status).toBe(404);
  });
});

describe('saving an article keeps its tracked links', () => {
  it('refuses a destination that is not http(s) with 400 in the reader’s language and keeps the products', async () => {
    const before = await products();
    for (const link of ['javascript:alert(1)', 'ftp://shop.example.com/a', '//evil.example/a', 'data:text/html,x']) {
      const response = await ctx.app.request(`/api/admin/articles/${articleId}`, {
        method: 'PUT',
        headers: { ...headers, 'Accept-Language': 'pt-BR' },
        body: JSON.stringify({ ...article, products: [{ ...article.products[0], affiliate_link: link }] }),
      });
      expect(response.status, link).toBe(400);
      expect((await json(response)).error.message).toMatch(/[ãçé]/);
    }
    expect(await products()).toEqual(before);
  });

  it('keeps a product’s id while its link stays, gives a new link a new id, and drops removed ones', async () => {
    const [first, second] = await products();
    const reordered = [
      { ...article.products[1]!, name: 'Blender B (2026)' },
      article.products[0]!,
      { name: 'Blender C', description: 'Small', price: '', affiliate_link: 'https://shop.example.com/c', image_url: '' },
    ];
    expect((await admin('PUT', `/api/admin/articles/${articleId}`, { ...article, products: reordered })).status).toBe(200);
    const after = await products();
    expect(after.map((p) => p.nome)).toEqual(['Blender B (2026)', 'Blender A', 'Blender C']);
    expect(after[0]!.id).toBe(second!.id);
    expect(after[1]!.id).toBe(first!.id);
    expect([first!.id, second!.id]).not.toContain(after[2]!.id);

    expect((await admin('PUT', `/api/admin/articles/${articleId}`, { ...article, products: [article.products[0]] })).status).toBe(200);
    expect((await products()).map((p) => p.id)).toEqual([first!.id]);
    expect((await ctx.app.request(`/go/${second!.id}`)).status).toBe(404);
  });
});

describe('GET /api/admin/affiliate/clicks', () => {
  it('refuses a period that is not 1 to 365 days with 400', async () => {
    for (const days of ['0', '366', 'abc', '1.5']) {
      expect((await admin('GET', `/api/admin/affiliate/clicks?days=${days}`)).status, days).toBe(400);
    }
  });

  it('sums clicks per product, per article and per day, older days left out', async () => {
    const [first] = await products();
    await ctx.handle.db
      .insertInto('affiliate_clicks')
      .values({
        day: '2020-01-01',
        link_kind: 'related_product',
        link_id: first!.id,
        locale: 'en',
        article_id: articleId,
        product_name: 'Blender A',
        count: 99,
      })
      .execute();
    // 2020's 99 clicks lie outside even the longest period.
    const figures = affiliateClicksSchema.parse(await json(await admin('GET', '/api/admin/affiliate/clicks?days=7')));
    const today = new Date().toISOString().slice(0, 10);
    // Blender A: 5 clicks (3, then one each with 301 and 307); Blender B (removed since): 10; the kettle review: 1.
    expect(figures.total).toBe(16);
    expect(figures.by_day).toEqual([{ day: today, clicks: 16 }]);
    expect(figures.by_product).toEqual([
      expect.objectContaining({ product_name: 'Blender B', link_kind: 'related_product', article_id: articleId, clicks: 10 }),
      expect.objectContaining({ product_name: 'Blender A', link_id: first!.id, clicks: 5 }),
      expect.objectContaining({ product_name: 'Kettle review', link_kind: 'review', article_id: null, clicks: 1 }),
    ]);
    expect(figures.by_article).toEqual([
      { article_id: articleId, titulo: 'Best blenders', slug: 'best-blenders', idioma: 'en', clicks: 15 },
    ]);
    expect(affiliateClicksSchema.parse(await json(await admin('GET', '/api/admin/affiliate/clicks?days=365'))).total).toBe(16);
  });
});

describe('/go/{id} of a product that is not on the public site', () => {
  it('answers 404 and counts nothing for a draft’s or a scheduled article’s product, wherever it points', async () => {
    const before = await clicks();
    for (const status of ['rascunho', 'agendado'] as const) {
      const created = await admin('POST', '/api/admin/articles', {
        ...article,
        titulo: `Not public yet (${status})`,
        status,
        ...(status === 'agendado' ? { data_publicacao: '2099-01-01T09:00:00Z' } : {}),
        products: [{ name: 'Bait', description: 'Looks like a shop', price: '', affiliate_link: 'https://phishing.example/login' }],
      });
      expect(created.status, status).toBe(201);
      const id = (await json(created)).article.id as string;
      const [product] = await ctx.handle.db.selectFrom('related_products').select('id').where('article_id', '=', id).execute();
      for (const method of ['GET', 'HEAD']) {
        const response = await ctx.app.request(`/go/${product!.id}`, { method });
        expect(response.status, `${status} ${method}`).toBe(404);
        expect(response.headers.get('location')).toBeNull();
      }
    }
    expect(await clicks()).toEqual(before);
  });

  it('starts redirecting once the article is published, and stops when it goes back to draft', async () => {
    const draft = { ...article, titulo: 'Published later', status: 'rascunho', products: [article.products[0]] };
    const id = (await json(await admin('POST', '/api/admin/articles', draft))).article.id as string;
    const [product] = await ctx.handle.db.selectFrom('related_products').select('id').where('article_id', '=', id).execute();
    expect((await ctx.app.request(`/go/${product!.id}`)).status).toBe(404);
    expect((await admin('PUT', `/api/admin/articles/${id}`, { ...draft, status: 'publicado' })).status).toBe(200);
    expect((await ctx.app.request(`/go/${product!.id}`)).status).toBe(302);
    expect((await admin('PUT', `/api/admin/articles/${id}`, { ...draft, status: 'rascunho' })).status).toBe(200);
    expect((await ctx.app.request(`/go/${product!.id}`)).status).toBe(404);
  });
});

describe('destinations with credentials or an international host', () => {
  it('refuses a link naming a user or password with 400 in the request’s language, storing nothing', async () => {
    const before = await products();
    for (const [language, message] of [
      ['en', /must not name a user or password/],
      ['pt-BR', /não pode ter usuário ou senha/],
    ] as const) {
      for (const link of ['https://www.amazon.com@evil.example/dp/A1', 'https://user:pass@shop.example.com/a', 'https://@evil.example/']) {
        const response = await ctx.app.request(`/api/admin/articles/${articleId}`, {
          method: 'PUT',
          headers: { ...headers, 'Accept-Language': language },
          body: JSON.stringify({ ...article, products: [{ ...article.products[0], affiliate_link: link }] }),
        });
        expect(response.status, link).toBe(400);
        const { error } = await json(response);
        expect(error.issues[0].message, link).toMatch(message);
      }
    }
    const review = await admin('POST', '/api/admin/reviews', { titulo: 'Trap', descricao: 'x', link_produto: 'https://a:b@evil.example/' });
    expect(review.status).toBe(400);
    expect(await products()).toEqual(before);
  });

  it('stores an international host in its ASCII (punycode) form and redirects there', async () => {
    const unicode = {
      name: 'Livro',
      description: 'Em alemão',
      price: '',
      affiliate_link: 'https://bücher.example/café?q=ü',
      image_url: '',
    };
    const response = await admin('PUT', `/api/admin/articles/${articleId}`, { ...article, products: [article.products[0], unicode] });
    expect(response.status).toBe(200);
    const stored = (await products()).find((p) => p.nome === 'Livro')!;
    expect(stored.url_afiliado).toBe('https://xn--bcher-kva.example/caf%C3%A9?q=%C3%BC');
    const go = await ctx.app.request(`/go/${stored.id}`);
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://xn--bcher-kva.example/caf%C3%A9?q=%C3%BC');
    // Saving the same link again keeps the product's id (and its /go address).
    expect((await admin('PUT', `/api/admin/articles/${articleId}`, { ...article, products: [article.products[0], unicode] })).status).toBe(
      200,
    );
    expect((await products()).find((p) => p.nome === 'Livro')!.id).toBe(stored.id);
    expect((await admin('PUT', `/api/admin/articles/${articleId}`, article)).status).toBe(200);
  });

  it('never follows a stored destination with credentials, even one written before the check', async () => {
    const [first] = await products();
    await ctx.handle.db
      .updateTable('related_products')
      .set({ url_afiliado: 'https://www.amazon.com@evil.example/' })
      .where('id', '=', first!.id)
      .execute();
    const before = await clicks();
    expect((await ctx.app.request(`/go/${first!.id}`)).status).toBe(404);
    expect(await clicks()).toEqual(before);
    await ctx.handle.db
      .updateTable('related_products')
      .set({ url_afiliado: 'https://www.amazon.com/dp/A1' })
      .where('id', '=', first!.id)
      .execute();
  });
});
