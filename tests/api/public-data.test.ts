import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPageViews } from '../../functions/analytics/routes.ts';
import { readProductsAnswer } from '../../src/lib/affiliate-products.ts';
import { readArticlesPage } from '../../src/lib/article-search.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

describe('GET /api/articles (the list’s search and load-more)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.handle.db;
    await insertArticle(db, { slug: 'orcamento', titulo: 'Orçamento Familiar em 5 Passos', categoria: 'dinheiro' });
    await insertArticle(db, {
      slug: 'bread',
      titulo: 'Easy Bread',
      meta_descricao: 'A no-knead LOAF for beginners',
      categoria: 'culinaria',
    });
    await insertArticle(db, { slug: 'hidden', titulo: 'Orçamento secreto', status: 'rascunho', categoria: 'dinheiro' });
    await insertArticle(db, { slug: 'percent', titulo: 'Save 100% of it', categoria: 'dinheiro' });
    for (let i = 0; i < 20; i++) await insertArticle(db, { slug: `filler-${i}`, categoria: 'saude' });
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const response = await ctx.app.request(`/api/articles?${query}`);
    expect(response.status).toBe(200);
    // Read as the list's island reads it: an answer it would refuse fails here.
    const page = readArticlesPage(await json(response));
    if (!page) throw new Error(`the list cannot read the answer to ${query}`);
    return page;
  };

  it('rejects bad parameters with 400', async () => {
    for (const query of ['categoria=esportes', 'offset=-1', 'limit=0', 'limit=1000', `search=${'x'.repeat(201)}`]) {
      const response = await ctx.app.request(`/api/articles?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('pages by 9, newest first, with the total', async () => {
    const first = await list('');
    expect(first.total).toBe(23);
    expect(first.articles).toHaveLength(9);
    const second = await list('offset=9');
    expect(second.articles).toHaveLength(9);
    const third = await list('offset=18');
    expect(third.articles).toHaveLength(5);
    const slugs = [...first.articles, ...second.articles, ...third.articles].map((a: { slug: string }) => a.slug);
    expect(new Set(slugs).size).toBe(23);
    expect(slugs).not.toContain('hidden');
  });

  it('filters by category, with todas meaning all', async () => {
    expect((await list('categoria=culinaria')).articles.map((a: { slug: string }) => a.slug)).toEqual(['bread']);
    expect((await list('categoria=todas')).total).toBe(23);
  });

  it('searches title or meta description, ignoring case and accents, and escapes wildcards', async () => {
    expect((await list('search=ORCAMENTO')).articles.map((a: { slug: string }) => a.slug)).toEqual(['orcamento']);
    expect((await list('search=orçamento')).articles.map((a: { slug: string }) => a.slug)).toEqual(['orcamento']);
    expect((await list('search=loaf')).articles.map((a: { slug: string }) => a.slug)).toEqual(['bread']);
    expect((await list('search=100%25')).articles.map((a: { slug: string }) => a.slug)).toEqual(['percent']);
    expect((await list('search=%25')).articles.map((a: { slug: string }) => a.slug)).toEqual(['percent']);
    expect((await list('search=nothing-like-this')).total).toBe(0);
  });
});

describe('POST /api/analytics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const track = (body: unknown) =>
    ctx.app.request('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses malformed or unknown events and stores nothing', async () => {
    for (const body of [
      '{',
      {},
      { type: 'click', path: '/', locale: 'en' },
      { type: 'page_view', path: 'no-slash', locale: 'en' },
      { type: 'search', path: '/', locale: 'en', search_term: 'x' },
      { type: 'affiliate_click', path: '/', locale: 'en', product_name: 'x', affiliate_url: 'javascript:alert(1)' },
    ]) {
      expect((await track(body)).status).toBe(400);
    }
    expect(await countPageViews(ctx.handle.db)).toBe(0);
  });

  it('records the four kinds of event; page views feed the dashboard figure', async () => {
    const article = await insertArticle(ctx.handle.db);
    expect((await track({ type: 'page_view', path: '/', locale: 'en' })).status).toBe(204);
    expect((await track({ type: 'page_view', path: '/pt/artigos', locale: 'pt' })).status).toBe(204);
    expect(
      (
        await track({
          type: 'article_view',
          path: `/artigos/${article.slug}`,
          locale: 'en',
          article_id: article.id,
          article_title: article.titulo,
          article_category: 'saude',
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await track({
          type: 'affiliate_click',
          path: '/products',
          locale: 'en',
          product_name: 'Kettle',
          affiliate_url: 'https://www.amazon.com/dp/B000?tag=x',
        })
      ).status,
    ).toBe(204);
    expect((await track({ type: 'search', path: '/artigos', locale: 'en', search_term: 'bread', results_count: 2 })).status).toBe(204);
    // An article deleted since its page was built is still counted, without the link.
    expect(
      (
        await track({
          type: 'article_view',
          path: '/artigos/gone',
          locale: 'en',
          article_id: '00000000-0000-4000-8000-000000000000',
          article_title: 'Gone',
          article_category: 'saude',
        })
      ).status,
    ).toBe(204);
    expect(await countPageViews(ctx.handle.db)).toBe(2);
    const events = await ctx.handle.db.selectFrom('analytics_events').select(['type', 'article_id', 'props']).orderBy('id').execute();
    expect(events.map((e) => e.type)).toEqual(['page_view', 'page_view', 'article_view', 'affiliate_click', 'search', 'article_view']);
    expect(events[2]!.article_id).toBe(article.id);
    expect(events[4]!.props).toMatchObject({ search_term: 'bread', results_count: 2 });
    expect(events[5]!.article_id).toBeNull();
  });
});

describe('GET /api/products', () => {
  it('serves the shipped sample feed and searches names ignoring case and accents', async () => {
    const ctx = await createTestContext();
    try {
      const all = await json(await ctx.app.request('/api/products'));
      expect(all.products.length).toBeGreaterThanOrEqual(12);
      for (const product of all.products) {
        expect(product).toEqual({ Nome: expect.any(String), Imagem: expect.any(String), Link: expect.stringMatching(/^https:\/\//) });
      }
      // The products page reads the feed with readProductsAnswer: every row, unchanged.
      expect(readProductsAnswer(all)).toEqual(all.products);
      const accented = all.products.find((p: { Nome: string }) => /ã|ç|é|á|ó|í/.test(p.Nome));
      expect(accented).toBeTruthy();
      const folded = accented.Nome.normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase();
      const found = await json(await ctx.app.request(`/api/products?search=${encodeURIComponent(folded)}`));
      expect(found.products.map((p: { Nome: string }) => p.Nome)).toContain(accented.Nome);
      expect(readProductsAnswer(found)).toEqual(found.products);
      const none = await json(await ctx.app.request('/api/products?search=xyzzy-no-such-product'));
      expect(none).toEqual({ products: [] });
      expect(readProductsAnswer(none)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('reads PRODUCTS_FEED_URL, drops unusable rows, and answers 502 when the feed fails', async () => {
    let healthy = true;
    const feed = createServer((req, res) => {
      if (!healthy) {
        res.statusCode = 500;
        return res.end('down');
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify([
          { Nome: 'Chaleira Elétrica', Imagem: 'https://img.example/k.webp', Link: 'https://www.amazon.com/dp/K' },
          { Nome: 'Bad link', Imagem: '', Link: 'javascript:alert(1)' },
          { Nome: '', Imagem: '', Link: 'https://x.example' },
          { Nome: 'Odd image', Imagem: 'javascript:x', Link: 'https://www.amazon.com/dp/O', Extra: 1 },
          'not an object',
        ]),
      );
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.json`;
    const ok = await createTestContext({ env: { PRODUCTS_FEED_URL: url } });
    const broken = await createTestContext({ env: { PRODUCTS_FEED_URL: url } });
    try {
      const body = await json(await ok.app.request('/api/products?search=chaleira eletrica'));
      expect(body.products).toEqual([
        { Nome: 'Chaleira Elétrica', Imagem: 'https://img.example/k.webp', Link: 'https://www.amazon.com/dp/K' },
      ]);
      expect(readProductsAnswer(body)).toEqual(body.products);
      const all = await json(await ok.app.request('/api/products'));
      expect(all.products.map((p: { Nome: string; Imagem: string }) => [p.Nome, p.Imagem])).toEqual([
        ['Chaleira Elétrica', 'https://img.example/k.webp'],
        ['Odd image', ''],
      ]);
      expect(readProductsAnswer(all)).toEqual(all.products);

      healthy = false;
      const failed = await broken.app.request('/api/products', { headers: { 'Accept-Language': 'en' } });
      expect(failed.status).toBe(502);
      expect((await json(failed)).error).toEqual({ code: 'products_unavailable', message: 'Failed to fetch products' });
    } finally {
      await ok.close();
      await broken.close();
      feed.close();
    }
  });
});
