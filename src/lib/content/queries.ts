/**
 * What each page shows from the published content: pure selections, no I/O. A locale lists
 * its own language's articles first, then the articles written only in the other language
 * (those without a published translation into this one): docs/decisions/013.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { CategoryKey } from '../categories.ts';
import { readingMinutes } from '../reading-time.ts';
import { leanBodyOf } from './bodies.ts';
import { listWork, sharedWeakMap } from './shared-cache.ts';
import type { InteractiveEbook, ProductReview, PublishedArticle } from './schema.ts';

/** Business limits of the specification (section 9). */
export const ARTICLES_PAGE_SIZE = 9;
export const FEATURED_LIMIT = 5;
export const HOME_RECENT_LIMIT = 3;
export const RELATED_LIMIT = 3;
/** Category pages show the newest cards only; the articles list filtered by the category has them all. */
export const CATEGORY_PAGE_LIMIT = 24;

/** Parsed once per article object: a build's content keeps the objects of unchanged articles. */
const publishedTimes = sharedWeakMap<PublishedArticle, number>('publishedTimes');

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
const listCache = sharedWeakMap<readonly PublishedArticle[], Map<Locale, PublishedArticle[]>>('listsByLocale');

export function articlesForLocale(articles: readonly PublishedArticle[], locale: Locale): PublishedArticle[] {
  let byLocale = listCache.get(articles);
  if (!byLocale) {
    byLocale = new Map();
    listCache.set(articles, byLocale);
  }
  let list = byLocale.get(locale);
  if (!list) {
    listWork().scanned += articles.length;
    const newest = newestFirst(articles);
    list = [
      ...newest.filter((article) => article.idioma === locale),
      ...newest.filter((article) => article.idioma !== locale && listedIn(article, locale)),
    ];
    byLocale.set(locale, list);
  }
  return list;
}

/**
 * Every featured article of a locale's list, in its order, made once per article list and carried
 * by carryLists (docs/decisions/095): a locale whose own articles are seldom featured would
 * otherwise walk most of its list for five.
 */
const featuredCache = sharedWeakMap<readonly PublishedArticle[], Map<Locale, PublishedArticle[]>>('featuredByLocale');

function featuredIn(articles: readonly PublishedArticle[], locale: Locale): PublishedArticle[] {
  let byLocale = featuredCache.get(articles);
  if (!byLocale) {
    byLocale = new Map();
    featuredCache.set(articles, byLocale);
  }
  let featured = byLocale.get(locale);
  if (!featured) {
    const listed = articlesForLocale(articles, locale);
    listWork().scanned += listed.length;
    featured = listed.filter((article) => article.destaque);
    byLocale.set(locale, featured);
  }
  return featured;
}

export function featuredArticles(articles: readonly PublishedArticle[], locale: Locale, limit = FEATURED_LIMIT): PublishedArticle[] {
  return featuredIn(articles, locale).slice(0, limit);
}

export function recentArticles(articles: readonly PublishedArticle[], locale: Locale, limit = HOME_RECENT_LIMIT): PublishedArticle[] {
  return articlesForLocale(articles, locale).slice(0, limit);
}

const byCategoryCache = sharedWeakMap<readonly PublishedArticle[], Map<Locale, Map<CategoryKey, PublishedArticle[]>>>('listsByCategory');

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
    const listed = articlesForLocale(articles, locale);
    listWork().scanned += listed.length;
    for (const article of listed) {
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

/** The same list without the copy, for a reader that only looks (a category page, the page plan's neighbour search). */
export function categoryList(articles: readonly PublishedArticle[], locale: Locale, category: CategoryKey): readonly PublishedArticle[] {
  return inCategory(articles, locale, category);
}

/** Positions by id in one category list, for content whose order binary search cannot use. */
const positionCache = sharedWeakMap<readonly PublishedArticle[], Map<string, number>>('categoryPositions');

/**
 * Where `article` is in `locale`'s list of its category for `articles` (-1 when it is not there).
 * The list is in listOrder's order, so a binary search finds it (docs/decisions/095): a new list at
 * each publish is not indexed whole to find a few articles. Content not in the content API's order
 * (or an article object the list does not hold) falls back to an index by id, built once per list.
 */
export function categoryPosition(articles: readonly PublishedArticle[], locale: Locale, article: PublishedArticle): number {
  const list = inCategory(articles, locale, article.categoria);
  try {
    const { at, found } = place(list, article, listOrder(articles, locale));
    if (found) return at;
  } catch (error) {
    if (!(error instanceof OutOfOrder)) throw error;
  }
  let positions = positionCache.get(list);
  if (!positions) {
    listWork().scanned += list.length;
    positions = new Map(list.map((other, index) => [other.id, index]));
    positionCache.set(list, positions);
  }
  return positions.get(article.id) ?? -1;
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
  const at = categoryPosition(articles, article.idioma, article);
  if (at === -1) return sameCategory.filter((other) => other.id !== article.id).slice(0, limit);
  const related = sameCategory.slice(at + 1, at + 1 + limit);
  for (let before = at - 1; before >= 0 && related.length < limit; before--) related.push(sameCategory[before]!);
  return related;
}

/** The stored reading time, or one computed from the content when the editor left it empty. */
export function articleReadingMinutes(article: PublishedArticle): number {
  if (article.tempo_leitura && article.tempo_leitura > 0) return article.tempo_leitura;
  // A lean article (the server's snapshot, bodies.ts) kept its body's reading time.
  return Math.max(1, leanBodyOf(article)?.minutes ?? readingMinutes(article.conteudo_html));
}

/** Reviews and ebooks meant for a locale: its own, and those for both (idioma null). */
export function shownIn<T extends ProductReview | InteractiveEbook>(items: readonly T[], locale: Locale): T[] {
  return items.filter((item) => item.idioma === null || item.idioma === locale);
}

const bySlugCache = sharedWeakMap<readonly PublishedArticle[], Map<string, PublishedArticle>>('articlesBySlug');

/** The article published in `locale` at `slug`, found through an index built once per article list. */
export function publishedArticle(articles: readonly PublishedArticle[], locale: Locale, slug: string): PublishedArticle | undefined {
  let index = bySlugCache.get(articles);
  if (!index) {
    listWork().scanned += articles.length;
    index = new Map(articles.map((article) => [`${article.idioma}/${article.slug}`, article]));
    bySlugCache.set(articles, index);
  }
  return index.get(`${locale}/${slug}`);
}

/** One article whose object differs between two article lists: `before` in the older, `after` in the newer. */
export interface ChangedArticle {
  before?: PublishedArticle;
  after?: PublishedArticle;
}

/**
 * The index of `article` in `articles` (newest first by publication time, as the content API
 * and ContentSnapshot give them), by a binary search on the time and a look along its ties; -1
 * when it is not there or the list is not in that order around it.
 */
function inputIndex(articles: readonly PublishedArticle[], article: PublishedArticle): number {
  const time = publishedTime(article);
  let low = 0;
  let high = articles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (publishedTime(articles[middle]!) > time) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < articles.length && publishedTime(articles[index]!) === time; index++) {
    if (articles[index] === article) return index;
  }
  return -1;
}

class OutOfOrder extends Error {}

/**
 * The order of a locale's lists as newestFirst and articlesForLocale make them from `input`: its
 * own language first, then newest first, then as `input` has them (the sort is stable).
 */
function listOrder(input: readonly PublishedArticle[], locale: Locale | null) {
  const indexOf = (article: PublishedArticle) => {
    const index = inputIndex(input, article);
    if (index === -1) throw new OutOfOrder();
    return index;
  };
  return (a: PublishedArticle, b: PublishedArticle): number => {
    if (a === b) return 0;
    const section = locale ? Number(a.idioma !== locale) - Number(b.idioma !== locale) : 0;
    if (section) return section;
    const time = publishedTime(b) - publishedTime(a);
    if (time) return time;
    return indexOf(a) - indexOf(b);
  };
}

/** Where `article` is in `list` by `order`, or where it would go (`found` false). */
function place(list: readonly PublishedArticle[], article: PublishedArticle, order: (a: PublishedArticle, b: PublishedArticle) => number) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(list[middle]!, article) < 0) low = middle + 1;
    else high = middle;
  }
  return { at: low, found: list[low] === article };
}

/** `list` (ordered for `from`) with the changed articles taken out and put back where `to` orders them. */
function patched(
  list: readonly PublishedArticle[],
  from: readonly PublishedArticle[],
  to: readonly PublishedArticle[],
  locale: Locale | null,
  changed: readonly ChangedArticle[],
  belongs: (article: PublishedArticle) => boolean,
): PublishedArticle[] {
  const next = list.slice();
  const before = listOrder(from, locale);
  for (const { before: article } of changed) {
    if (!article || !belongs(article)) continue;
    const { at, found } = place(next, article, before);
    if (!found) throw new OutOfOrder();
    next.splice(at, 1);
  }
  const after = listOrder(to, locale);
  for (const { after: article } of changed) {
    if (!article || !belongs(article)) continue;
    next.splice(place(next, article, after).at, 0, article);
  }
  return next;
}

/**
 * Gives `to` the lists already made for `from`, changed only where `changed` says (the page plan
 * calls this for a build's new content: docs/decisions/064), so a build that changed a few articles
 * does not sort and split every article again. The lists are copies (the older content keeps its
 * own); the address index moves over. Nothing is given when the lists cannot be kept exactly
 * (content not in the content API's order): they are then made from scratch when asked for.
 */
export function carryLists(from: readonly PublishedArticle[], to: readonly PublishedArticle[], changed: readonly ChangedArticle[]): void {
  if (from === to || listCache.has(to)) return;
  const locales = listCache.get(from);
  const categories = byCategoryCache.get(from);
  try {
    for (const { after } of changed) {
      if (!after) continue;
      const index = inputIndex(to, after);
      if (index === -1 || (index > 0 && publishedTime(to[index - 1]!) < publishedTime(after))) throw new OutOfOrder();
    }
    if (locales) {
      const carried = new Map<Locale, PublishedArticle[]>();
      for (const [locale, list] of locales)
        carried.set(
          locale,
          patched(list, from, to, locale, changed, (a) => listedIn(a, locale)),
        );
      if (categories) {
        const carriedCategories = new Map<Locale, Map<CategoryKey, PublishedArticle[]>>();
        for (const [locale, index] of categories) {
          if (!carried.has(locale)) continue;
          const next = new Map(index);
          const touched = new Set<CategoryKey>();
          for (const { before, after } of changed) for (const article of [before, after]) if (article) touched.add(article.categoria);
          for (const category of touched) {
            const list = patched(
              index.get(category) ?? [],
              from,
              to,
              locale,
              changed,
              (a) => a.categoria === category && listedIn(a, locale),
            );
            if (list.length) next.set(category, list);
            else next.delete(category);
          }
          carriedCategories.set(locale, next);
        }
        byCategoryCache.set(to, carriedCategories);
      }
      const featured = featuredCache.get(from);
      if (featured) {
        const carriedFeatured = new Map<Locale, PublishedArticle[]>();
        for (const [locale, list] of featured) {
          if (!carried.has(locale)) continue;
          carriedFeatured.set(
            locale,
            patched(list, from, to, locale, changed, (a) => a.destaque && listedIn(a, locale)),
          );
        }
        featuredCache.set(to, carriedFeatured);
      }
      listCache.set(to, carried);
    }
  } catch (error) {
    if (!(error instanceof OutOfOrder)) throw error;
    featuredCache.delete(to);
    byCategoryCache.delete(to);
    listCache.delete(to);
  }
  const slugs = bySlugCache.get(from);
  if (slugs && !bySlugCache.has(to)) {
    bySlugCache.delete(from);
    for (const { before } of changed)
      if (before && slugs.get(`${before.idioma}/${before.slug}`) === before) slugs.delete(`${before.idioma}/${before.slug}`);
    for (const { after } of changed) if (after) slugs.set(`${after.idioma}/${after.slug}`, after);
    bySlugCache.set(to, slugs);
  }
}

/**
 * A list kept in `from`'s order (a subsequence of it), given to `to`: a copy with the changed
 * articles that `belongs` accepts taken out and put back in `to`'s order. Null when `to` is not
 * in the content API's order around them (the caller then makes the list anew).
 */
export function carriedSubsequence(
  list: readonly PublishedArticle[],
  from: readonly PublishedArticle[],
  to: readonly PublishedArticle[],
  changed: readonly ChangedArticle[],
  belongs: (article: PublishedArticle) => boolean,
): PublishedArticle[] | null {
  try {
    return patched(list, from, to, null, changed, belongs);
  } catch (error) {
    if (error instanceof OutOfOrder) return null;
    throw error;
  }
}
