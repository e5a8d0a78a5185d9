/** What each page shows from the published content: pure selections, no I/O. */
import type { CategoryKey } from '../categories.ts';
import { readingMinutes } from '../reading-time.ts';
import type { PublishedArticle } from './schema.ts';

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

export function featuredArticles(articles: readonly PublishedArticle[], limit = FEATURED_LIMIT): PublishedArticle[] {
  return newestFirst(articles.filter((article) => article.destaque)).slice(0, limit);
}

export function recentArticles(articles: readonly PublishedArticle[], limit = HOME_RECENT_LIMIT): PublishedArticle[] {
  return newestFirst(articles).slice(0, limit);
}

/**
 * Articles by category, newest first, computed once per article list: every article page of
 * a build asks for its related articles, and a scan per page would grow with the site squared.
 */
const byCategoryCache = new WeakMap<readonly PublishedArticle[], Map<CategoryKey, PublishedArticle[]>>();

function byCategory(articles: readonly PublishedArticle[]): Map<CategoryKey, PublishedArticle[]> {
  let index = byCategoryCache.get(articles);
  if (!index) {
    index = new Map();
    for (const article of newestFirst(articles)) {
      const list = index.get(article.categoria) ?? [];
      list.push(article);
      index.set(article.categoria, list);
    }
    byCategoryCache.set(articles, index);
  }
  return index;
}

export function articlesInCategory(articles: readonly PublishedArticle[], category: CategoryKey): PublishedArticle[] {
  return [...(byCategory(articles).get(category) ?? [])];
}

/** Up to three articles of the same category, newest first, never the article itself. */
export function relatedArticles(
  articles: readonly PublishedArticle[],
  article: PublishedArticle,
  limit = RELATED_LIMIT,
): PublishedArticle[] {
  const sameCategory = byCategory(articles).get(article.categoria) ?? [];
  const related: PublishedArticle[] = [];
  for (const other of sameCategory) {
    if (related.length === limit) break;
    if (other.id !== article.id) related.push(other);
  }
  return related;
}

/** The stored reading time, or one computed from the content when the editor left it empty. */
export function articleReadingMinutes(article: PublishedArticle): number {
  return article.tempo_leitura && article.tempo_leitura > 0
    ? article.tempo_leitura
    : Math.max(1, readingMinutes(article.conteudo_html));
}
