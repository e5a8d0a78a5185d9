/** GET /api/admin/articles/:id: every field of one article, with its related products. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { articleAnswerSchema, articlesQueryKey } from './article-schemas.ts';

export async function fetchArticle(id: string, signal?: AbortSignal) {
  return (await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}`, { schema: articleAnswerSchema, signal })).article;
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: [...articlesQueryKey, 'detail', id],
    queryFn: ({ signal }) => fetchArticle(id, signal),
    // The form copies the article once; a background refetch must not overwrite typing.
    staleTime: Infinity,
    gcTime: 0,
  });
}
