/**
 * Every URL field that reaches a page, swept with the corpus of scheme tricks: refused on save
 * with 400 (the message in the visitor's language), accepted in its safe forms, and left out
 * of the content feed as the build reads it even when a row was written around the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesPageSchema, ebooksSchema, reviewsSchema } from '../../src/lib/content/schema.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';
import { UNSAFE_URLS } from '../support/url-tricks.ts';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
});
afterAll(() => ctx.close());

const article = {
  titulo: 'Links',
  categoria: 'saude',
  meta_descricao: 'Links everywhere.',
  conteudo_html: '<p>Text.</p>',
  status: 'publicado',
  products: [] as unknown[],
};
const product = { name: 'P', description: 'D', price: '', affiliate_link: 'https://example.com/p', image_url: '' };
const review = { titulo: 'R', descricao: 'D', link_produto: 'https://example.com/r' };
const ebook = { title: 'E', description: 'D', interactive_link: 'https://example.com/e' };

/** [label, path, body with the URL in the field] for every URL field of the back office and analytics. */
const FIELDS: Array<[string, string, (url: string) => unknown]> = [
  ['article imagem_destaque_url', '/api/admin/articles', (url) => ({ ...article, imagem_destaque_url: url })],
  ['article audio_url', '/api/admin/articles', (url) => ({ ...article, audio_url: url })],
  ['article video_url', '/api/admin/articles', (url) => ({ ...article, video_url: url })],
  ['article video_link_externo', '/api/admin/articles', (url) => ({ ...article, video_link_externo: url })],
  ['product affiliate_link', '/api/admin/articles', (url) => ({ ...article, products: [{ ...product, affiliate_link: url }] })],
  ['product image_url', '/api/admin/articles', (url) => ({ ...article, products: [{ ...product, image_url: url }] })],
  ['review link_produto', '/api/admin/reviews', (url) => ({ ...review, link_produto: url })],
  ['review video_url', '/api/admin/reviews', (url) => ({ ...review, video_url: url })],
  ['review video_link_externo', '/api/admin/reviews', (url) => ({ ...review, video_link_externo: url })],
  ['ebook interactive_link', '/api/admin/ebooks', (url) => ({ ...ebook, interactive_link: url })],
  ['ebook cover_image_url', '/api/admin/ebooks', (url) => ({ ...ebook, cover_image_url: url })],
  ['webhook url', '/api/admin/webhooks', (url) => ({ name: 'W', url })],
  [
    'analytics affiliate_url',
    '/api/analytics',
    (url) => ({ type: 'affiliate_click', path: '/', locale: 'en', product_name: 'P', affiliate_url: url }),
  ],
];

describe('every URL field refuses scheme tricks on save', () => {
  it.each(FIELDS)('%s', async (_label, path, body) => {
    for (const url of UNSAFE_URLS) {
      const response = await ctx.app.request(path, { method: 'POST', headers, body: JSON.stringify(body(url)) });
      expect(response.status, JSON.stringify(url)).toBe(400);
    }
  });

  it('stores nothing while refusing', async () => {
    for (const table of [
      'articles',
      'related_products',
      'product_reviews',
      'interactive_ebooks',
      'webhook_configs',
      'analytics_events',
    ] as const) {
      expect(await ctx.handle.db.selectFrom(table).select('id').execute(), table).toEqual([]);
    }
  });

  it('says why in the visitor’s language', async () => {
    const body = JSON.stringify({
      ...article,
      video_link_externo: 'https://player.example.com/v/1',
      products: [{ ...product, affiliate_link: 'JavaScript:alert(1)' }],
    });
    const en = await json(await ctx.app.request('/api/admin/articles', { method: 'POST', headers, body }));
    expect(en.error.issues).toEqual([
      { path: 'video_link_externo', message: 'must be a YouTube or Vimeo video link' },
      { path: 'products.0.affiliate_link', message: 'must be an http:// or https:// address' },
    ]);
    const pt = await json(
      await ctx.app.request('/api/admin/articles', { method: 'POST', headers: { ...headers, 'Accept-Language': 'pt-BR' }, body }),
    );
    expect(pt.error.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'deve ser um link de vídeo do YouTube ou do Vimeo',
      'deve ser um endereço http:// ou https://',
    ]);
  });

  it('keeps the specification’s own text for the ebook link', async () => {
    const response = await ctx.app.request('/api/admin/ebooks', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...ebook, interactive_link: 'javascript:alert(1)' }),
    });
    expect((await json(response)).error.issues).toEqual([
      { path: 'interactive_link', message: 'Please enter a valid URL (starting with http:// or https://)' },
    ]);
  });

  it('accepts the safe forms: http(s) links, uploads, samples, YouTube and Vimeo', async () => {
    const created = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...article,
        imagem_destaque_url: '/sample/articles/a.webp',
        audio_url: 'https://cdn.example.com/a.mp3',
        video_link_externo: ' https://vimeo.com/76979871 ',
        products: [{ ...product, image_url: '/media/products/1.webp' }],
      }),
    });
    expect(created.status).toBe(201);
    expect((await json(created)).article.video_link_externo).toBe('https://vimeo.com/76979871');
    await ctx.handle.db.deleteFrom('articles').execute();
  });
});

describe('the content feed the build reads', () => {
  it('leaves out every unsafe URL that reached the database around the API', async () => {
    const url = 'JavaScript:alert(1)';
    const { id } = await ctx.handle.db
      .insertInto('articles')
      .values({
        slug: 'raw',
        titulo: 'Raw',
        meta_descricao: 'Raw',
        categoria: 'saude',
        conteudo_html: '<p>x</p>',
        status: 'publicado',
        data_publicacao: new Date(),
        imagem_destaque_url: url,
        audio_url: url,
        video_link_externo: "https://evil;script-src 'none'",
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .insertInto('articles')
      .values({
        slug: 'raw-2',
        titulo: 'Raw 2',
        meta_descricao: 'Raw',
        categoria: 'saude',
        conteudo_html: '<p>x</p>',
        status: 'publicado',
        data_publicacao: new Date(),
        video_url: '/media/../../etc/passwd',
      })
      .execute();
    await ctx.handle.db
      .insertInto('related_products')
      .values({ article_id: id, nome: 'P', descricao: 'D', url_afiliado: url, imagem_url: null })
      .execute();
    await ctx.handle.db.insertInto('product_reviews').values({ titulo: 'R', descricao: 'D', link_produto: url, ordem: 0 }).execute();
    await ctx.handle.db
      .insertInto('interactive_ebooks')
      .values({ title: 'E', description: 'D', interactive_link: 'https://example.com/\u2028x', cover_image_url: url })
      .execute();

    const page = articlesPageSchema.parse(await json(await ctx.app.request('/api/content/articles')));
    expect(page.articles).toHaveLength(2);
    for (const parsed of page.articles) {
      expect(parsed).toMatchObject({
        imagem_destaque_url: null,
        audio_url: null,
        video_url: null,
        video_link_externo: null,
        related_products: [],
      });
    }
    expect(reviewsSchema.parse(await json(await ctx.app.request('/api/content/reviews'))).reviews).toEqual([]);
    expect(ebooksSchema.parse(await json(await ctx.app.request('/api/content/ebooks'))).ebooks).toEqual([]);
  });
});
