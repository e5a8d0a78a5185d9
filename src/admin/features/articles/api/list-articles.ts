/** GET /api/admin/articles?status=&search=&idioma=&traducao=&revisao=&limit=&cursor=: the article list, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';
import type { AdminArticleListQuery } from '../../../../lib/contracts/article.ts';
import { articleListAnswerSchema, articlesQueryKey, type ArticleStatus } from './article-schemas.ts';

/** 'revisao': submitted for review and waiting (any status). */
export type StatusFilter = 'todos' | 'revisao' | ArticleStatus;
/** 'todos' sends no filter. */
export type LanguageFilter = 'todos' | ContentLanguage;
export type TranslationFilter = 'todos' | NonNullable<AdminArticleListQuery['traducao']>;

export interface ArticleFilter {
  status: StatusFilter;
  search: string;
  idioma?: LanguageFilter;
  traducao?: TranslationFilter;
}

/** Which page: `limit` rows from `cursor` (a page's next or previous cursor; none: the first). Without it, the server's first 500. */
export interface ArticlePage {
  limit: number;
  cursor?: string;
}

function listParams(filter: ArticleFilter, page?: ArticlePage) {
  const params = new URLSearchParams({ status: filter.status === 'revisao' ? 'todos' : filter.status });
  if (filter.status === 'revisao') params.set('revisao', 'aguardando');
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.idioma && filter.idioma !== 'todos') params.set('idioma', filter.idioma);
  if (filter.traducao && filter.traducao !== 'todos') params.set('traducao', filter.traducao);
  if (page) params.set('limit', String(page.limit));
  if (page?.cursor) params.set('cursor', page.cursor);
  return params;
}

/** A page of the list with its total and cursors. */
export async function fetchArticlePage(filter: ArticleFilter, page?: ArticlePage, signal?: AbortSignal) {
  return apiRequest(`/api/admin/articles?${listParams(filter, page)}`, { schema: articleListAnswerSchema, signal });
}

export async function fetchArticles(filter: ArticleFilter, signal?: AbortSignal) {
  return (await fetchArticlePage(filter, undefined, signal)).articles;
}

export function useArticles(filter: ArticleFilter) {
  return useQuery({
    queryKey: [...articlesQueryKey, 'list', filter],
    queryFn: ({ signal }) => fetchArticles(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArticlePage(filter: ArticleFilter, page: ArticlePage) {
  return useQuery({
    queryKey: [...articlesQueryKey, 'list', filter, page],
    queryFn: ({ signal }) => fetchArticlePage(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
