/**
 * What each page shows from the published content: pure selections, no I/O. A locale lists
 * its own language's articles first, then the articles written only in the other language
 * (those without a published translation into this one): docs/decisions/013.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { CategoryKey } from '../categories.ts';
import { readingMinutes } from '../reading-time.ts';
import type { InteractiveEbook, ProductReview, PublishedArticle } from './schema.ts';

/** Business limits of the specification (section 9). */
export const ARTICLES_PAGE_SIZE = 9;
export const FEATURED_LIMIT = 5;
export const HOME_RECENT_LIMIT = 3;
export const RELATED_LIMIT = 3;

function publishedTime(article: PublishedArticle): number {
  const time = Date.parse(article.data_publicacao);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest first; a copy, the input is left as it was. */
export function newestFirst(articles: readonly PublishedArticle[]): PublishedArticle[] {
  return [...articles].sort((a, b) => publishedTime(b) - publishedTime(a));
}

/** Whether a locale lists an article: its own language, or the other one without a translation here. */
export function listedIn(article: Pick<PublishedArticle, 'idioma' | 'traducao'>, locale: Locale): boolean {
  return article.idioma === locale || article.traducao?.idioma !== locale;
}

/**
 * What a locale lists, computed once per article list and locale: its own language newest
 * first, then the other language's untranslated articles newest first. Every page of a build
 * asks for a selection of it, and a scan per page would grow with the site squared.
 */
const listCache = new WeakMap<readonly PublishedArticle[], Map<Locale, PublishedArticle[]>>();

export function articlesForLocale(articles: readonly PublishedArticle[], locale: Locale): PublishedArticle[] {
  let byLocale = listCache.get(articles);
  if (!byLocale) {
    byLocale = new Map();
    listCache.set(articles, byLocale);
  }
  let list = byLocale.get(locale);
  if (!list) {
    const newest = newestFirst(articles);
    list = [
      ...newest.filter((article) => article.idioma === locale),
      ...newest.filter((article) => article.idioma !== locale && listedIn(article, locale)),
    ];
    byLocale.set(locale, list);
  }
  return list;
}

export function featuredArticles(articles: readonly PublishedArticle[], locale: Locale, limit = FEATURED_LIMIT): PublishedArticle[] {
  return articlesForLocale(articles, locale)
    .filter((article) => article.destaque)
    .slice(0, limit);
}

export function recentArticles(articles: readonly PublishedArticle[], locale: Locale, limit = HOME_RECENT_LIMIT): PublishedArticle[] {
  return articlesForLocale(articles, locale).slice(0, limit);
}

const byCategoryCache = new WeakMap<readonly PublishedArticle[], Map<Locale, Map<CategoryKey, PublishedArticle[]>>>();

/** A locale's list by category, in the list's order, computed once (see articlesForLocale). */
function inCategory(articles: readonly PublishedArticle[], locale: Locale, category: CategoryKey): PublishedArticle[] {
  let byLocale = byCategoryCache.get(articles);
  if (!byLocale) {
    byLocale = new Map();
    byCategoryCache.set(articles, byLocale);
  }
  let index = byLocale.get(locale);
  if (!index) {
    index = new Map();
    for (const article of articlesForLocale(articles, locale)) {
      const list = index.get(article.categoria) ?? [];
      list.push(article);
      index.set(article.categoria, list);
    }
    byLocale.set(locale, index);
  }
  return index.get(category) ?? [];
}

export function articlesInCategory(articles: readonly PublishedArticle[], locale: Locale, category: CategoryKey): PublishedArticle[] {
  return [...inCategory(articles, locale, category)];
}

/**
 * Up to three articles of the same category for an article's page (in the article's own
 * language), in that locale's list order, never the article itself.
 */
export function relatedArticles(
  articles: readonly PublishedArticle[],
  article: PublishedArticle,
  limit = RELATED_LIMIT,
): PublishedArticle[] {
  const sameCategory = inCategory(articles, article.idioma, article.categoria);
  const related: PublishedArticle[] = [];
  for (const other of sameCategory) {
    if (related.length === limit) break;
    if (other.id !== article.id) related.push(other);
  }
  return related;
}

/** The stored reading time, or one computed from the content when the editor left it empty. */
export function articleReadingMinutes(article: PublishedArticle): number {
  return article.tempo_leitura && article.tempo_leitura > 0 ? article.tempo_leitura : Math.max(1, readingMinutes(article.conteudo_html));
}

/** Reviews and ebooks meant for a locale: its own, and those for both (idioma null). */
export function shownIn<T extends ProductReview | InteractiveEbook>(items: readonly T[], locale: Locale): T[] {
  return items.filter((item) => item.idioma === null || item.idioma === locale);
}
