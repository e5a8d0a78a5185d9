/**
 * The list selections' caches are shared by every copy of their module (docs/decisions/095): the
 * deploy's page bundle has its own copy of src/lib/content/queries.ts, and the lists the page plan
 * carried to a publish's content must be the ones its pages read. Also: a category position is
 * found without indexing the category's list, and an article part of the sitemap writes the
 * entries of the articles that changed only.
 */
import { describe, expect, it } from 'vitest';
import { PagePlan } from '../../functions/site/renderer/page-plan.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import * as queries from '../../src/lib/content/queries.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';
import { listWork } from '../../src/lib/content/shared-cache.ts';
import { DEFAULT_SITE_FACTS } from '../../src/lib/contracts/site-settings.ts';
import { articleSitemapPage, articleSitemapXml } from '../../src/lib/site-sitemap.ts';
import { buildSitemap } from '../../src/lib/sitemap.ts';
import { publishedArticle } from '../support/published-article.ts';

const CATEGORIES = ['saude', 'dinheiro', 'relacionamentos'] as const;
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

/** `count` articles in the content API's order (newest first), in both languages and three categories. */
function articles(count: number, offset = 0): PublishedArticle[] {
  return Array.from({ length: count }, (_, index) =>
    publishedArticle({
      id: `a${String(index + offset).padStart(5, '0')}`,
      slug: `slug-${index + offset}`,
      idioma: index % 3 === 0 ? 'pt' : 'en',
      categoria: CATEGORIES[index % 3]!,
      // Pairs share a minute: ties are ordered by their place in the list.
      data_publicacao: minute(100_000 - Math.floor(index / 2)),
      updated_at: minute(index),
      // Seldom featured, and only in English: Portuguese's featured are untranslated English ones far down its list.
      destaque: index % 50 === 0,
    }),
  );
}

const content = (list: PublishedArticle[]): SiteContent => ({
  articles: list,
  reviews: [],
  ebooks: [],
  settings: { coach: { maxMessages: 3, windowHours: 24 }, site: DEFAULT_SITE_FACTS, affiliate_disclosure: { en: '', pt: '' } },
});

describe('list caches shared between copies of the module', () => {
  it('a second copy of queries.ts (as the page bundle has) reads the lists the first made', async () => {
    // A query string makes Vite load the module a second time, as the page bundle holds its own copy.
    // @ts-expect-error TypeScript resolves no module with a query string; Vite does.
    const copy = (await import('../../src/lib/content/queries.ts?bundle-copy')) as typeof queries;
    expect(copy.articlesForLocale).not.toBe(queries.articlesForLocale);
    const list = articles(200);
    const made = queries.articlesForLocale(list, 'en');
    const scanned = listWork().scanned;
    expect(copy.articlesForLocale(list, 'en')).toBe(made);
    expect(copy.categoryList(list, 'en', 'saude')).toBe(queries.categoryList(list, 'en', 'saude'));
    expect(listWork().scanned).toBe(scanned + 200);
    // The category index was the only list made (the locale list was the first copy's).
  });

  it("finds an article's place in its category list by binary search, and a plan diff makes no list from scratch", () => {
    const list = articles(3000);
    const { plan } = PagePlan.whole(content(list));
    for (const article of list.filter((_, index) => index % 37 === 0)) {
      for (const locale of ['en', 'pt'] as const) {
        const inCategory = queries.categoryList(list, locale, article.categoria);
        expect(queries.categoryPosition(list, locale, article)).toBe(inCategory.indexOf(article));
      }
    }
    // One new article, published now: the plan carries every list to the new content.
    const next = [...articles(1, 9000).map((each) => ({ ...each, data_publicacao: minute(200_000) })), ...list];
    const scanned = listWork().scanned;
    const delta = plan.diff(content(next));
    // The site's few list pages and the new article's neighbours, not 3,000 article pages.
    expect(delta.set.size).toBeLessThan(60);
    for (const article of next.slice(0, 50)) queries.relatedArticles(next, article);
    expect(queries.articlesForLocale(next, 'pt').length).toBeGreaterThan(0);
    expect(listWork().scanned).toBe(scanned);
    // The same related blocks as lists made from scratch.
    const fresh = [...next];
    for (const article of next.slice(0, 50))
      expect(queries.relatedArticles(next, article)).toEqual(queries.relatedArticles(fresh, article));
    // The featured articles too (carried, not walked for).
    for (const locale of ['en', 'pt'] as const)
      expect(queries.featuredArticles(next, locale)).toEqual(queries.featuredArticles(fresh, locale));
  });

  it('an article part of the sitemap is buildSitemap of its pages, writing the changed entries only', () => {
    const site = 'https://bemviver.example';
    const list = articles(500);
    expect(articleSitemapXml(list, site)).toBe(buildSitemap(list.map(articleSitemapPage), site));
    const written = listWork().sitemapEntries;
    const changed = list.map((article, index) => (index === 7 ? { ...article, updated_at: minute(999_999) } : article));
    const xml = articleSitemapXml(changed, site);
    expect(listWork().sitemapEntries).toBe(written + 1);
    expect(xml).toBe(buildSitemap(changed.map(articleSitemapPage), site));
    expect(xml).toContain(`<lastmod>${minute(999_999)}</lastmod>`);
  });
});
