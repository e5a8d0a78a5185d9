/**
 * Bilingual content on the public side (issue 9): translation groups in the database, the
 * content API's language fields, each locale's list and its search in the article's own
 * language, the chat assistant's suggestions, and the 301s of article URLs in the wrong locale.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleContent } from '../../functions/seed/seed.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { articlesPageSchema, ebooksSchema, reviewsSchema, type PublishedArticle } from '../../src/lib/content/schema.ts';
import { readArticlesPage } from '../../src/lib/article-search.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { insertArticle } from '../support/fixtures.ts';
import {
  BUDGET_EN,
  BUDGET_PT,
  EMERGENCY_FUND_EN,
  FIXTURE_TRANSLATIONS,
  SLEEP_EN,
  SLEEP_PT,
  WALK_EN_DRAFT,
  WALK_PT,
} from '../support/sample-translations-fixture.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSampleContent(ctx.handle.db, new Date(), FIXTURE_TRANSLATIONS);
});
afterAll(() => ctx.close());

const bySlug = async (idioma: 'en' | 'pt', slug: string) =>
  ctx.handle.db.selectFrom('articles').selectAll().where('idioma', '=', idioma).where('slug', '=', slug).executeTakeFirstOrThrow();

async function publishedArticles(): Promise<PublishedArticle[]> {
  const response = await ctx.app.request('/api/content/articles?limit=1000');
  return articlesPageSchema.parse(await json(response)).articles;
}

describe('seed: translations linked to their originals', () => {
  it('gives each original and its translation one new translation group', async () => {
    const [sleepEn, sleepPt, budgetPt, budgetEn] = await Promise.all([
      bySlug('en', SLEEP_EN),
      bySlug('pt', SLEEP_PT),
      bySlug('pt', BUDGET_PT),
      bySlug('en', BUDGET_EN),
    ]);
    expect(sleepEn.grupo_traducao).toMatch(/^[0-9a-f-]{36}$/);
    expect(sleepPt.grupo_traducao).toBe(sleepEn.grupo_traducao);
    expect(budgetEn.grupo_traducao).toBe(budgetPt.grupo_traducao);
    expect(budgetPt.grupo_traducao).not.toBe(sleepEn.grupo_traducao);
    expect((await bySlug('en', EMERGENCY_FUND_EN)).grupo_traducao).toBeNull();
  });

  it('is idempotent: a second run adds nothing and keeps the groups', async () => {
    const before = (await bySlug('pt', SLEEP_PT)).grupo_traducao;
    const again = await seedSampleContent(ctx.handle.db, new Date(), FIXTURE_TRANSLATIONS);
    expect(again.articles).toBe(0);
    expect((await bySlug('pt', SLEEP_PT)).grupo_traducao).toBe(before);
  });
});

describe('translation-group and slug constraints', () => {
  it('refuses a second article of the same language in one group, and changes nothing', async () => {
    const group = (await bySlug('en', SLEEP_EN)).grupo_traducao;
    await expect(insertArticle(ctx.handle.db, { idioma: 'pt', grupo_traducao: group, slug: 'outra-rotina' })).rejects.toThrow();
    const members = await ctx.handle.db.selectFrom('articles').select('slug').where('grupo_traducao', '=', group).orderBy('slug').execute();
    expect(members.map((m) => m.slug)).toEqual([SLEEP_PT, SLEEP_EN].sort());
  });

  it('allows one slug in each language, never twice in one', async () => {
    await insertArticle(ctx.handle.db, { idioma: 'pt', slug: EMERGENCY_FUND_EN, status: 'rascunho' });
    await expect(insertArticle(ctx.handle.db, { idioma: 'en', slug: EMERGENCY_FUND_EN })).rejects.toThrow();
    await ctx.handle.db.deleteFrom('articles').where('idioma', '=', 'pt').where('slug', '=', EMERGENCY_FUND_EN).execute();
  });
});

describe('content API: each article with its language and its published translation', () => {
  it('names the translation of a linked article, in both directions', async () => {
    const articles = await publishedArticles();
    const find = (slug: string) => articles.find((article) => article.slug === slug)!;
    expect(find(SLEEP_EN)).toMatchObject({
      idioma: 'en',
      traducao: { idioma: 'pt', slug: SLEEP_PT, titulo: 'Como Criar uma Rotina de Sono que Funciona' },
    });
    expect(find(SLEEP_PT)).toMatchObject({ idioma: 'pt', traducao: { idioma: 'en', slug: SLEEP_EN } });
    expect(find(BUDGET_EN).traducao).toMatchObject({ idioma: 'pt', slug: BUDGET_PT });
    expect(find(EMERGENCY_FUND_EN).traducao).toBeNull();
  });

  it('a draft translation is not a translation yet', async () => {
    const articles = await publishedArticles();
    expect(articles.find((article) => article.slug === WALK_PT)!.traducao).toBeNull();
    expect(articles.some((article) => article.slug === WALK_EN_DRAFT)).toBe(false);
  });

  it('reviews and ebooks carry the locale they are meant for', async () => {
    const { reviews } = reviewsSchema.parse(await json(await ctx.app.request('/api/content/reviews')));
    const { ebooks } = ebooksSchema.parse(await json(await ctx.app.request('/api/content/ebooks')));
    for (const locale of ['en', 'pt'] as const) {
      expect(reviews.filter((review) => review.idioma === locale).length, `reviews in ${locale}`).toBeGreaterThanOrEqual(2);
      expect(ebooks.filter((ebook) => ebook.idioma === locale).length, `ebooks in ${locale}`).toBeGreaterThanOrEqual(2);
    }
  });
});

const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await ctx.app.request(`/api/articles?${query}`, { headers });
  expect(response.status, query).toBe(200);
  // Read as the list's island reads it: an answer it would refuse fails here.
  const page = readArticlesPage(await json(response));
  if (!page) throw new Error(`the list cannot read the answer to ${query}`);
  return page;
};

describe('GET /api/articles: the locale’s own language first', () => {
  it('lists Portuguese first, then English articles without a Portuguese version, with a matching total', async () => {
    const all = await list('locale=pt&limit=48');
    const languages = all.articles.map((article) => article.idioma);
    expect(languages.indexOf('en')).toBeGreaterThan(0);
    expect(languages.slice(languages.indexOf('en'))).not.toContain('pt');
    expect(all.articles.map((article) => article.slug)).not.toContain(SLEEP_EN);
    expect(all.articles.map((article) => article.slug)).toContain(SLEEP_PT);
    expect(all.total).toBe(all.articles.length);

    const published = await publishedArticles();
    const ptListed = published.filter((article) => article.idioma === 'pt' || article.traducao?.idioma !== 'pt');
    expect(all.total).toBe(ptListed.length);
  });

  it('pages through both parts without skipping or repeating an article', async () => {
    const all = await list('locale=pt&limit=48');
    const paged = [];
    for (let offset = 0; offset < all.total + 5; offset += 5) {
      const page = await list(`locale=pt&limit=5&offset=${offset}`);
      expect(page.total).toBe(all.total);
      paged.push(...page.articles.map((article) => article.slug));
    }
    expect(paged).toEqual(all.articles.map((article) => article.slug));
  });

  it('without a locale parameter, uses the request’s language', async () => {
    const pt = await list('limit=3', { 'Accept-Language': 'pt-BR' });
    expect(pt.articles.map((article) => article.idioma)).toEqual(['pt', 'pt', 'pt']);
    const en = await list('limit=3');
    expect(en.articles.map((article) => article.idioma)).toEqual(['en', 'en', 'en']);
  });

  it('refuses an unknown locale', async () => {
    expect((await ctx.app.request('/api/articles?locale=fr')).status).toBe(400);
  });
});

describe('search in the article’s own language', () => {
  it('"orçamentos" finds "Orçamento Familiar…" by its Portuguese stem', async () => {
    const found = await list(`locale=pt&search=${encodeURIComponent('orçamentos')}`);
    expect(found.articles.map((article) => article.slug)).toContain(BUDGET_PT);
  });

  it('"routines" finds "…Sleep Routine…" by its English stem, and a half-typed word too', async () => {
    for (const search of ['routines', 'routi', 'Sleep routines']) {
      const found = await list(`locale=en&search=${encodeURIComponent(search)}`);
      expect(
        found.articles.map((article) => article.slug),
        search,
      ).toContain(SLEEP_EN);
    }
  });

  it('keeps matching any part of a title, accents and case ignored, and the count agrees', async () => {
    const found = await list(`locale=pt&search=${encodeURIComponent('AMINHADA MATI')}`);
    expect(found.articles.map((article) => article.slug)).toEqual([WALK_PT]);
    expect(found.total).toBe(1);
  });

  it('a word found nowhere matches nothing, and a stop word alone still answers', async () => {
    expect(await list('locale=en&search=zzqx')).toEqual({ articles: [], total: 0 });
    expect((await list('locale=pt&search=para')).total).toBeGreaterThan(0);
    await list('locale=en&search=the');
  });
});

describe('chat assistant: suggestions in the chat’s language first', () => {
  const ask = (message: string, language: 'en' | 'pt') =>
    ctx.app.request('/api/functions/chatbot-assistant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, language }),
    });

  it('finds "orçamentos" in Portuguese and suggests the Portuguese article', async () => {
    const body = await json(await ask('Como fazer orçamentos em família?', 'pt'));
    expect(body.relevantArticles[0]).toMatchObject({ slug: BUDGET_PT, idioma: 'pt' });
  });

  it('suggests the translation in the chat’s language of an article found in the other', async () => {
    const body = await json(await ask('sleep routines', 'pt'));
    const slugs = body.relevantArticles.map((article: { slug: string }) => article.slug);
    expect(slugs).toContain(SLEEP_PT);
    expect(slugs).not.toContain(SLEEP_EN);
    expect(body.relevantArticles[0].idioma).toBe('pt');
  });
});

describe('article URLs in the other locale answer 301', () => {
  beforeAll(async () => {
    const dir = await writeFixtureBuild(path.join(ctx.dataDir, 'bilingual-build'), {
      'index.html': '<!doctype html><html lang="en"><title>Home</title></html>',
      [`artigos/${SLEEP_EN}.html`]: '<!doctype html><html lang="en"><title>Sleep</title></html>',
      [`pt/artigos/${SLEEP_PT}.html`]: '<!doctype html><html lang="pt-BR"><title>Sono</title></html>',
      '404.html': '<!doctype html><html lang="en"><title>Oops! Page not found</title></html>',
      'pt/404.html': '<!doctype html><html lang="pt-BR"><title>Ops!</title></html>',
    });
    ctx.site.swap(await SiteFiles.load(dir), 'bilingual');
    // The seed wrote the articles straight into the database, past the publisher that moves the
    // site version: the redirects' copy in memory reads them as it would after a version bump.
    await ctx.deps.redirects.reload();
  });

  const redirect = async (from: string) => {
    const response = await ctx.app.request(from);
    return { status: response.status, location: response.headers.get('location') };
  };

  it('to the translation in the requested locale when one is published', async () => {
    expect(await redirect(`/pt/artigos/${SLEEP_EN}?utm_source=x`)).toEqual({
      status: 301,
      location: `/pt/artigos/${SLEEP_PT}?utm_source=x`,
    });
    expect(await redirect(`/artigos/${SLEEP_PT}`)).toEqual({ status: 301, location: `/artigos/${SLEEP_EN}` });
    expect(await redirect(`/artigos/${BUDGET_PT}`)).toEqual({ status: 301, location: `/artigos/${BUDGET_EN}` });
  });

  it('otherwise to the article’s own URL (a draft translation does not count)', async () => {
    expect(await redirect(`/pt/artigos/${EMERGENCY_FUND_EN}`)).toEqual({ status: 301, location: `/artigos/${EMERGENCY_FUND_EN}` });
    expect(await redirect(`/artigos/${WALK_PT}`)).toEqual({ status: 301, location: `/pt/artigos/${WALK_PT}` });
  });

  it('/artigo/{slug} goes straight to the real URL, in the requested locale when it can', async () => {
    expect(await redirect(`/artigo/${SLEEP_EN}`)).toEqual({ status: 301, location: `/artigos/${SLEEP_EN}` });
    expect(await redirect(`/pt/artigo/${SLEEP_EN}`)).toEqual({ status: 301, location: `/pt/artigos/${SLEEP_PT}` });
    expect(await redirect(`/artigo/${WALK_PT}`)).toEqual({ status: 301, location: `/pt/artigos/${WALK_PT}` });
    expect(await redirect('/artigo/never-published')).toEqual({ status: 301, location: '/artigos/never-published' });
  });

  it('an unknown article, a draft, or an article not yet rebuilt is a 404, never a loop', async () => {
    expect((await ctx.app.request('/pt/artigos/never-published')).status).toBe(404);
    expect((await ctx.app.request(`/artigos/${WALK_EN_DRAFT}`)).status).toBe(404);
    expect((await ctx.app.request(`/artigos/${EMERGENCY_FUND_EN}`)).status).toBe(404);
  });

  it('answers a NUL byte or an overlong slug with a 404 or the plain legacy redirect, never a 500', async () => {
    expect((await ctx.app.request('/pt/artigos/a%00b')).status).toBe(404);
    expect((await ctx.app.request(`/artigos/${'a'.repeat(5000)}`)).status).toBe(404);
    expect(await redirect('/artigo/a%00b')).toEqual({ status: 301, location: '/artigos/a%00b' });
  });

  it('serves the article where it is built', async () => {
    expect((await ctx.app.request(`/pt/artigos/${SLEEP_PT}`)).status).toBe(200);
  });
});
