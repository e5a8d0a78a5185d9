import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesPageSchema, ebooksSchema, reviewsSchema, siteSettingsSchema } from '../../src/lib/content/schema.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.handle;
  for (let i = 0; i < 7; i++) await insertArticle(db, { categoria: i % 2 ? 'culinaria' : 'dinheiro' });
  // Two articles published at the same instant: the cursor must not skip or repeat either.
  const same = new Date(Date.UTC(2025, 5, 1));
  await insertArticle(db, { slug: 'same-time-a', data_publicacao: same });
  await insertArticle(db, { slug: 'same-time-b', data_publicacao: same });
  await insertArticle(db, { slug: 'secret-draft', status: 'rascunho' });
  const withProducts = await insertArticle(db, { slug: 'with-products', destaque: true });
  await db
    .insertInto('related_products')
    .values([
      {
        article_id: withProducts.id,
        nome: 'Second',
        descricao: 'B',
        preco: 129,
        url_afiliado: 'https://shop.example/b',
        imagem_url: null,
        created_at: new Date(Date.UTC(2026, 1, 2)),
      },
      {
        article_id: withProducts.id,
        nome: 'First',
        descricao: 'A',
        preco: '24.99',
        url_afiliado: 'https://shop.example/a',
        imagem_url: '/sample/a.webp',
        created_at: new Date(Date.UTC(2026, 1, 1)),
      },
      {
        article_id: withProducts.id,
        nome: 'No price',
        descricao: 'C',
        preco: null,
        url_afiliado: 'https://shop.example/c',
        imagem_url: null,
        created_at: new Date(Date.UTC(2026, 1, 3)),
      },
    ])
    .execute();
  await db
    .insertInto('product_reviews')
    .values([
      { titulo: 'Second review', descricao: 'd', link_produto: 'https://shop.example/r2', ordem: 2 },
      { titulo: 'Hidden review', descricao: 'd', link_produto: 'https://shop.example/r3', ordem: 0, ativo: false },
      {
        titulo: 'First review',
        descricao: 'd',
        link_produto: 'https://shop.example/r1',
        ordem: 1,
        video_link_externo: 'https://youtu.be/dQw4w9WgXcQ',
      },
    ])
    .execute();
  await db
    .insertInto('interactive_ebooks')
    .values([
      { title: 'Later', description: 'd', interactive_link: 'https://ebooks.example.com/later', display_order: 3 },
      { title: 'Inactive', description: 'd', interactive_link: 'https://ebooks.example.com/off', display_order: 0, is_active: false },
      { title: 'First', description: 'd', interactive_link: 'https://ebooks.example.com/first', display_order: 0 },
    ])
    .execute();
});

afterAll(() => ctx.close());

async function allArticles(limit: number) {
  const seen = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const query = new URLSearchParams({ limit: String(limit), ...(after ? { after } : {}) });
    const response = await ctx.app.request(`/api/content/articles?${query}`);
    expect(response.status).toBe(200);
    const page = articlesPageSchema.parse(await json(response));
    seen.push(...page.articles);
    after = page.next;
    if (!after) return seen;
  }
  throw new Error('pagination did not end');
}

describe('GET /api/content/articles', () => {
  it('rejects a bad limit or cursor with the JSON error shape', async () => {
    for (const query of ['limit=0', 'limit=abc', 'limit=100000', 'after=not-a-cursor']) {
      const response = await ctx.app.request(`/api/content/articles?${query}`);
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.error.code).toBe('validation_failed');
      expect(typeof body.error.message).toBe('string');
    }
  });

  it('answers validation errors in Portuguese when the request prefers it', async () => {
    const response = await ctx.app.request('/api/content/articles?limit=0', { headers: { 'Accept-Language': 'pt-BR' } });
    expect((await json(response)).error.message).toMatch(/campos/);
  });

  it('returns every published article once, newest first, and never a draft', async () => {
    for (const limit of [1, 3, 500]) {
      const articles = await allArticles(limit);
      expect(articles).toHaveLength(10);
      expect(new Set(articles.map((a) => a.slug)).size).toBe(10);
      expect(articles.map((a) => a.slug)).not.toContain('secret-draft');
      const dates = articles.map((a) => Date.parse(a.data_publicacao));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    }
  });

  it('includes related products in creation order with numeric prices', async () => {
    const article = (await allArticles(500)).find((a) => a.slug === 'with-products');
    expect(article?.destaque).toBe(true);
    expect(article?.related_products.map((p) => [p.nome, p.preco])).toEqual([
      ['First', 24.99],
      ['Second', 129],
      ['No price', null],
    ]);
  });
});

describe('GET /api/content/reviews and /ebooks', () => {
  it('lists only active reviews by ordem', async () => {
    const body = reviewsSchema.parse(await json(await ctx.app.request('/api/content/reviews')));
    expect(body.reviews.map((r) => r.titulo)).toEqual(['First review', 'Second review']);
    expect(body.reviews[1]?.texto_botao).toBe('Ver Produto');
  });

  it('lists only active ebooks by display_order', async () => {
    const body = ebooksSchema.parse(await json(await ctx.app.request('/api/content/ebooks')));
    expect(body.ebooks.map((e) => e.title)).toEqual(['First', 'Later']);
  });

  it('serves the settings pages state, parsed with the schema the build reads them with', async () => {
    const settings = siteSettingsSchema.parse(await json(await ctx.app.request('/api/content/settings')));
    expect(settings).toMatchObject({ coach: { maxMessages: ctx.env.COACH_MESSAGE_LIMIT, windowHours: ctx.env.COACH_WINDOW_HOURS } });
    expect(settings.site.testimonials).toHaveLength(16);
  });
});
