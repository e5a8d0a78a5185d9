/**
 * What this site's sitemap files list (docs/decisions/051): the interface pages in one part, the
 * published articles split into parts by id. The pages (src/pages/sitemap*.ts) and the build's
 * page plan (functions/site/renderer/page-plan.ts) both go through here, so they agree on which
 * part holds which article.
 */
import { articleVersions } from './article-links.ts';
import { sitemapPartSize } from './build-env.ts';
import { CATEGORY_KEYS } from './categories.ts';
import type { PublishedArticle } from './content/schema.ts';
import { articleHref, categoryPageHref } from './navigation.ts';
import {
  newestLastmod,
  sitemapArticlesPath,
  sitemapParts,
  SITEMAP_PAGES_PATH,
  type SitemapIndexEntry,
  type SitemapPage,
  type SitemapParts,
} from './sitemap.ts';

/** The interface pages every build writes in both locales. */
const STATIC_PAGES = ['/', '/artigos', '/sobre', '/contato', '/products', '/interactive-ebooks', '/life-coach', '/life-coach/chat'];

export function interfaceSitemapPages(): SitemapPage[] {
  return [...STATIC_PAGES.map((path) => ({ path })), ...CATEGORY_KEYS.map((category) => ({ path: categoryPageHref(category) }))];
}

/** An article is one URL, at its language's address, with its translation as alternate. */
export function articleSitemapPage(article: PublishedArticle): SitemapPage {
  return { path: articleHref(article.slug), locale: article.idioma, versions: articleVersions(article), lastmod: article.updated_at };
}

export function articleSitemapParts(articles: readonly PublishedArticle[]): SitemapParts<PublishedArticle> {
  return sitemapParts(articles, sitemapPartSize());
}

/** Each article's `updated_at` as a time, parsed once per article object (NaN when not a date). */
const updatedTimes = new WeakMap<PublishedArticle, number>();

/** newestLastmod of the articles' `updated_at`, without parsing again the dates of articles seen before. */
function newestOf(articles: readonly PublishedArticle[]): string | undefined {
  let newest: PublishedArticle | null = null;
  let newestTime = Number.NaN;
  for (const article of articles) {
    let time = updatedTimes.get(article);
    if (time === undefined) {
      time = article.updated_at ? new Date(article.updated_at).getTime() : Number.NaN;
      updatedTimes.set(article, time);
    }
    if (!Number.isNaN(time) && (newest === null || time > newestTime)) {
      newest = article;
      newestTime = time;
    }
  }
  return newest ? newestLastmod([newest.updated_at]) : undefined;
}

/** The index's entries: the interface pages' part, then each article part with its newest change. */
export function sitemapIndexEntries(parts: SitemapParts<PublishedArticle>): SitemapIndexEntry[] {
  return [
    { path: SITEMAP_PAGES_PATH },
    ...[...parts.parts].map(([part, articles]) => ({
      path: sitemapArticlesPath(part),
      lastmod: newestOf(articles),
    })),
  ];
}
