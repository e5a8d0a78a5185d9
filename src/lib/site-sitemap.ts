/**
 * What this site's sitemap files list (docs/decisions/051): the interface pages in one part, the
 * published articles split into parts by id. The pages (src/pages/sitemap*.ts) and the build's
 * page plan (functions/site/renderer/page-plan.ts) both go through here, so they agree on which
 * part holds which article.
 */
import { articleVersions } from './article-links.ts';
import { sitemapPartSize } from './build-env.ts';
import { CATEGORY_KEYS } from './categories.ts';
import { carriedSubsequence, type ChangedArticle } from './content/queries.ts';
import { listWork, sharedWeakMap } from './content/shared-cache.ts';
import type { PublishedArticle } from './content/schema.ts';
import { articleHref, categoryPageHref } from './navigation.ts';
import {
  cachedIdHash,
  firstPartCount,
  newestLastmod,
  SITEMAP_URL_LIMIT,
  sitemapArticlesPath,
  sitemapDocument,
  sitemapParts,
  sitemapUrlEntries,
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

/** Each article's sitemap entry, written once per article object and site address (docs/decisions/095). */
const articleEntries = sharedWeakMap<PublishedArticle, { site: string; xml: string }>('sitemapArticleEntries');

/**
 * An article part's sitemap file: buildSitemap of the articles' pages, from entries kept per
 * article object, so a publish that changes one article of a part writes one entry, not the
 * part's thousands (the objects of unchanged articles are kept from build to build).
 */
export function articleSitemapXml(articles: readonly PublishedArticle[], site: string | URL): string {
  const address = String(site);
  return sitemapDocument(
    articles.map((article) => {
      let entry = articleEntries.get(article);
      if (entry?.site !== address) {
        listWork().sitemapEntries++;
        entry = { site: address, xml: sitemapUrlEntries(articleSitemapPage(article), site) };
        articleEntries.set(article, entry);
      }
      return entry.xml;
    }),
  );
}

/**
 * The parts of an article list, made once per list and part size (the plan and the pages ask for
 * them: shared with the page bundle's copy of this module, docs/decisions/095).
 */
const partsCache = sharedWeakMap<readonly PublishedArticle[], { size: number; parts: SitemapParts<PublishedArticle> }>('sitemapParts');

export function articleSitemapParts(articles: readonly PublishedArticle[]): SitemapParts<PublishedArticle> {
  const size = sitemapPartSize();
  const cached = partsCache.get(articles);
  if (cached?.size === size) return cached.parts;
  const parts = sitemapParts(articles, size);
  partsCache.set(articles, { size, parts });
  return parts;
}

/**
 * Gives `to` the parts made for `from`, with only the parts holding a changed article made again
 * (the page plan calls it: docs/decisions/064). The other parts keep their list objects, so what
 * was derived from them (their keys, their newest date) is not computed again. Nothing is given
 * when the number of parts changes or the order cannot be kept: the parts are then made anew.
 */
export function carrySitemapParts(
  from: readonly PublishedArticle[],
  to: readonly PublishedArticle[],
  changed: readonly ChangedArticle[],
): void {
  const size = sitemapPartSize();
  const cached = partsCache.get(from);
  if (!cached || cached.size !== size || partsCache.has(to) || from === to) return;
  const { count } = cached.parts;
  if (count !== firstPartCount(from.length, size) || count !== firstPartCount(to.length, size)) return;
  const partOf = (article: PublishedArticle) => cachedIdHash(article) & (count - 1);
  const touched = new Set<number>();
  for (const { before, after } of changed) for (const article of [before, after]) if (article) touched.add(partOf(article));
  const parts = new Map(cached.parts.parts);
  for (const part of touched) {
    const list = carriedSubsequence(parts.get(part) ?? [], from, to, changed, (article) => partOf(article) === part);
    if (!list || list.length > SITEMAP_URL_LIMIT) return;
    if (list.length) parts.set(part, list);
    else parts.delete(part);
  }
  partsCache.set(to, { size, parts: { count, parts: new Map([...parts].sort(([a], [b]) => a - b)) } });
}

/** Each article's `updated_at` as a time, parsed once per article object (NaN when not a date). */
const updatedTimes = sharedWeakMap<PublishedArticle, number>('updatedTimes');

/** newestLastmod of the articles' `updated_at`, without parsing again the dates of articles seen before. */
const newestOfList = sharedWeakMap<readonly PublishedArticle[], string | undefined>('newestOfList');

function newestOf(articles: readonly PublishedArticle[]): string | undefined {
  if (newestOfList.has(articles)) return newestOfList.get(articles);
  const found = newestOfUncached(articles);
  newestOfList.set(articles, found);
  return found;
}

function newestOfUncached(articles: readonly PublishedArticle[]): string | undefined {
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
