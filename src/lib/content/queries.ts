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
/** Category pages show the newest cards only; the articles list filtered by the category has them all. */
export const CATEGORY_PAGE_LIMIT = 24;

/** Parsed once per article object: a build's content keeps the objects of unchanged articles. */
const publishedTimes = new WeakMap<PublishedArticle, number>();

function publishedTime(article: PublishedArticle): number {
  let time = publishedTimes.get(article);
  if (time === undefined) {
    time = Date.parse(article.data_publicacao);
    if (Number.isNaN(time)) time = 0;
    publishedTimes.set(article, time);
  }
  return time;
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

/** The same list without the copy, for a reader that only looks (the page plan's neighbour search). */
export function categoryList(
  articles: readonly PublishedArticle[],
  locale: Locale,
  category: CategoryKey,
): readonly PublishedArticle[] {
  return inCategory(articles, locale, category);
}

/** Each article's position in its locale's category list, built once per article list. */
const positionCache = new WeakMap<readonly PublishedArticle[], Map<string, number>>();

function positionInCategory(articles: readonly PublishedArticle[], article: PublishedArticle): number {
  let positions = positionCache.get(articles);
  if (!positions) {
    positions = new Map();
    positionCache.set(articles, positions);
  }
  const key = `${article.idioma}|${article.id}`;
  let position = positions.get(key);
  if (position === undefined) {
    inCategory(articles, article.idioma, article.categoria).forEach((other, index) =>
      positions.set(`${article.idioma}|${other.id}`, index),
    );
    position = positions.get(key) ?? -1;
  }
  return position;
}

/**
 * Up to three articles of the same category for an article's page (in the article's own
 * language's list): its nearest neighbours in that list, the ones published just before it
 * first, then the ones just after it when fewer than three came before. A steady choice: a new
 * article changes no other page's related block (except in a category's last three), so a
 * publish re-renders a handful of pages, not the whole category (docs/decisions/030).
 */
export function relatedArticles(
  articles: readonly PublishedArticle[],
  article: PublishedArticle,
  limit = RELATED_LIMIT,
): PublishedArticle[] {
  const sameCategory = inCategory(articles, article.idioma, article.categoria);
  const at = positionInCategory(articles, article);
  if (at === -1) return sameCategory.filter((other) => other.id !== article.id).slice(0, limit);
  const related = sameCategory.slice(at + 1, at + 1 + limit);
  for (let before = at - 1; before >= 0 && related.length < limit; before--) related.push(sameCategory[before]!);
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

const bySlugCache = new WeakMap<readonly PublishedArticle[], Map<string, PublishedArticle>>();

/** The article published in `locale` at `slug`, found through an index built once per article list. */
export function publishedArticle(articles: readonly PublishedArticle[], locale: Locale, slug: string): PublishedArticle | undefined {
  let index = bySlugCache.get(articles);
  if (!index) {
    index = new Map(articles.map((article) => [`${article.idioma}/${article.slug}`, article]));
    bySlugCache.set(articles, index);
  }
  return index.get(`${locale}/${slug}`);
}
