/**
 * Every page of the site for a content snapshot, each with a key: a hash of exactly the content
 * the page shows. A page whose key is unchanged since the live build renders the same bytes
 * and is kept; the others are rendered again (docs/decisions/030). The selections are the ones
 * the pages themselves make (src/lib/content/queries.ts), so a page and its key cannot disagree
 * about what the page lists; the proof is tests/api/incremental-publishing.test.ts, which
 * compares the incremental output with a full render after a sequence of changes.
 */
import { createHash } from 'node:crypto';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { localizePath } from '../../../src/i18n/paths.ts';
import { translationOf } from '../../../src/lib/article-page.ts';
import { CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import {
  ARTICLES_PAGE_SIZE,
  CATEGORY_PAGE_LIMIT,
  articlesForLocale,
  articlesInCategory,
  featuredArticles,
  recentArticles,
  relatedArticles,
  shownIn,
} from '../../../src/lib/content/queries.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import { feedArticles } from '../../../src/lib/feed.ts';
import { articleHref, categoryPageHref } from '../../../src/lib/navigation.ts';

export interface PlannedPage {
  /** The URL path, e.g. `/pt/artigos/foo`. */
  path: string;
  /** A hash of what the page shows. */
  key: string;
}

/** Pages that show no content at all: they change only with a deploy. */
const FIXED_PAGES = ['/sobre', '/contato', '/products'];
const FIXED_UNLOCALIZED = ['/404', '/pt/404', '/admin', '/robots.txt', '/favicon.svg'];

const articleHashes = new WeakMap<PublishedArticle, string>();

/** A hash of everything the content API says about an article, computed once per snapshot object. */
function articleHash(article: PublishedArticle): string {
  let hash = articleHashes.get(article);
  if (!hash) {
    hash = createHash('sha1').update(JSON.stringify(article)).digest('base64url');
    articleHashes.set(article, hash);
  }
  return hash;
}

function keyOf(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('base64url');
}

const listKey = (articles: readonly PublishedArticle[]) => articles.map(articleHash).join(',');
const jsonKey = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

export function planPages(content: SiteContent): PlannedPage[] {
  const { articles, reviews, ebooks, settings } = content;
  const settingsKey = jsonKey(settings);
  const pages: PlannedPage[] = [];

  for (const path of FIXED_UNLOCALIZED) pages.push({ path, key: 'fixed' });
  pages.push({ path: '/build-settings.json', key: settingsKey });
  // Every article, its language's path; the sitemap lists them all with their versions and dates.
  pages.push({ path: '/sitemap.xml', key: keyOf(listKey(articles)) });

  for (const locale of LOCALES) {
    const at = (path: string) => localizePath(path, locale);
    const listed = articlesForLocale(articles, locale);
    for (const path of FIXED_PAGES) pages.push({ path: at(path), key: `fixed:${locale}` });
    pages.push({ path: at('/life-coach'), key: settingsKey });
    pages.push({ path: at('/life-coach/chat'), key: settingsKey });
    pages.push({ path: at('/interactive-ebooks'), key: jsonKey(shownIn(ebooks, locale)) });
    pages.push({
      path: at('/'),
      key: keyOf(
        listed.length,
        listKey(featuredArticles(articles, locale)),
        listKey(recentArticles(articles, locale)),
        jsonKey(shownIn(reviews, locale)),
      ),
    });
    pages.push({ path: at('/artigos'), key: keyOf(listed.length, listKey(listed.slice(0, ARTICLES_PAGE_SIZE))) });
    for (const category of CATEGORY_KEYS) {
      const inCategory = articlesInCategory(articles, locale, category);
      pages.push({
        path: at(categoryPageHref(category)),
        key: keyOf(inCategory.length, listKey(inCategory.slice(0, CATEGORY_PAGE_LIMIT))),
      });
    }
    pages.push({ path: at('/rss.xml'), key: keyOf(listKey(feedArticles(articles, locale))) });
  }

  for (const article of articles) {
    const translation = translationOf(articles, article);
    pages.push({
      path: localizePath(articleHref(article.slug), article.idioma),
      key: keyOf(articleHash(article), translation ? articleHash(translation) : '-', listKey(relatedArticles(articles, article))),
    });
  }
  return pages;
}
