/**
 * The benchmarks' set-based generator (scripts/bench/generate-articles.ts,
 * insertSyntheticArticlesFast, docs/decisions/084) writes articles the app reads as it reads
 * articles written by the article service: the content API, the back office's list totals and
 * dashboard, search, the sitemap preview's parts, the revisions and a built page; and it writes
 * the same site as the row-by-row generator the earlier benchmarks used.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesPageSchema } from '../../src/lib/content/schema.ts';
import { insertSyntheticArticles, insertSyntheticArticlesFast } from '../../scripts/bench/generate-articles.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

const COUNT = 50;
let ctx: TestContext;
let rows: TestContext;
let editor: Awaited<ReturnType<typeof signIn>>;
let serviceSlug = '';

beforeAll(async () => {
  [ctx, rows] = await Promise.all([createTestContext({ deps: { build: {} } }), createTestContext()]);
  editor = await signIn(ctx, { role: 'editor' });
  await insertSyntheticArticlesFast(ctx.handle.db, COUNT, { sections: 1, revisions: true });
  await insertSyntheticArticles(rows.handle.db, COUNT, { sections: 1 });
  // One article written by the service, beside them.
  const created = await ctx.app.request('/api/admin/articles', {
    method: 'POST',
    headers: { ...editor.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      titulo: 'Written by the service',
      meta_descricao: 'A description.',
      categoria: 'saude',
      conteudo_html: '<h2>Morning</h2><p>Garden kitchen habit.</p>',
      status: 'publicado',
      products: [
        {
          name: 'A kettle',
          description: 'Boils water.',
          price: 20,
          affiliate_link: 'https://www.amazon.com/dp/B000000001?tag=example-20',
          image_url: null,
        },
      ],
    }),
  });
  expect(created.status).toBe(201);
  serviceSlug = (await json(created)).article.slug;
  await ctx.deps.publisher.cardsDrawn();
  await ctx.deps.runner!.requestBuild('generator check');
}, 300_000);
afterAll(async () => {
  await Promise.all([ctx?.close(), rows?.close()]);
});

const admin = async (url: string) => json(await ctx.app.request(url, { headers: editor.headers }));

async function contentArticles(app: TestContext) {
  const response = await app.app.request('/api/content/articles?limit=500');
  expect(response.status).toBe(200);
  return articlesPageSchema.parse(await json(response)).articles;
}

describe('the set-based bench generator', () => {
  it('writes the same site as the row-by-row generator', async () => {
    const shape = (db: TestContext['handle']['db']) =>
      sql<Record<string, unknown>>`
        SELECT a.slug, a.idioma, a.categoria, a.grupo_traducao, a.autor, a.destaque, a.status, a.data_publicacao,
          a.video_titulo, a.video_link_externo, a.tempo_leitura, (SELECT count(*) FROM related_products p WHERE p.article_id = a.id) AS products
        FROM articles a WHERE a.slug LIKE 'bench-article-%' ORDER BY a.slug`.execute(db);
    const [fast, slow] = await Promise.all([shape(ctx.handle.db), shape(rows.handle.db)]);
    expect(fast.rows).toHaveLength(COUNT);
    expect(fast.rows).toEqual(slow.rows);
  });

  it('answers in the content API as a service-written article does', async () => {
    const articles = await contentArticles(ctx);
    expect(articles).toHaveLength(COUNT + 1);
    const service = articles.find((a) => a.slug === serviceSlug)!;
    const generated = articles.find((a) => a.slug === 'bench-article-1')!;
    expect(Object.keys(generated).sort()).toEqual(Object.keys(service).sort());
    expect(generated.conteudo_html).toMatch(/^<h2>/);
    expect(generated.related_products).toHaveLength(1);
    // The first English article and the fourth (Portuguese) are a pair; the English one is the original.
    expect(generated.traducao).toEqual({ idioma: 'pt', slug: 'bench-article-4', titulo: expect.any(String), original: false });
    expect(articles.find((a) => a.slug === 'bench-article-4')!.traducao).toMatchObject({
      idioma: 'en',
      slug: 'bench-article-1',
      original: true,
    });
  });

  it('counts in the back office’s list, dashboard and sitemap preview', async () => {
    const list = await admin('/api/admin/articles?limit=20');
    expect(list.total).toBe(COUNT + 1);
    const featured = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM articles WHERE destaque AND status = 'publicado'`.execute(ctx.handle.db)).rows[0]!
        .n,
    );
    expect(await admin('/api/admin/dashboard')).toMatchObject({ published: COUNT + 1, drafts: 0, featured });
    const first = await admin('/api/admin/sitemap-entries?limit=20');
    const whole = await admin('/api/admin/sitemap-entries');
    expect(first.parts).toEqual(whole.parts);
    expect(first.total).toBe(COUNT + 1);
  });

  it('is found by search and has its first revision', async () => {
    const generated = (await contentArticles(ctx)).find((a) => a.slug === 'bench-article-7')!;
    const word = generated.titulo.split(' ')[1]!;
    const search = await json(await ctx.app.request(`/api/articles?search=${encodeURIComponent(`${word} 7`)}&locale=en`));
    expect(JSON.stringify(search)).toContain('bench-article-7');
    const revisions = await admin(`/api/admin/articles/${generated.id}/revisoes`);
    expect(revisions.revisions).toHaveLength(1);
  });

  it('is built into pages, as the service’s article is', async () => {
    for (const url of ['/artigos/bench-article-1', '/pt/artigos/bench-article-4', `/artigos/${serviceSlug}`]) {
      const response = await ctx.app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('<h1');
    }
  });
});
