/** GET /api/admin/articles?status=&search=: the article list, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articleSummarySchema, articlesQueryKey } from './article-schemas.ts';

export type StatusFilter = 'todos' | 'publicado' | 'rascunho';

const listAnswer = z.object({ articles: z.array(articleSummarySchema) });

export async function fetchArticles(filter: { status: StatusFilter; search: string }, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return (await apiRequest(`/api/admin/articles?${params}`, { schema: listAnswer, signal })).articles;
}

export function useArticles(filter: { status: StatusFilter; search: string }) {
  return useQuery({
    queryKey: [...articlesQueryKey, 'list', filter],
    queryFn: ({ signal }) => fetchArticles(filter, signal),
    placeholderData: keepPreviousData,
  });
}
