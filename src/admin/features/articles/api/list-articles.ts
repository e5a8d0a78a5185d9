/** GET /api/admin/articles?status=&search=&idioma=&traducao=&revisao=: the article list, newest first. */
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

export async function fetchArticles(filter: ArticleFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: filter.status === 'revisao' ? 'todos' : filter.status });
  if (filter.status === 'revisao') params.set('revisao', 'aguardando');
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.idioma && filter.idioma !== 'todos') params.set('idioma', filter.idioma);
  if (filter.traducao && filter.traducao !== 'todos') params.set('traducao', filter.traducao);
  return (await apiRequest(`/api/admin/articles?${params}`, { schema: articleListAnswerSchema, signal })).articles;
}

export function useArticles(filter: ArticleFilter) {
  return useQuery({
    queryKey: [...articlesQueryKey, 'list', filter],
    queryFn: ({ signal }) => fetchArticles(filter, signal),
    placeholderData: keepPreviousData,
  });
}
