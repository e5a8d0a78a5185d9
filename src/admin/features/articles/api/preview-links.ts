/**
 * An article's secret preview links: the open ones (GET …/previas), a new one (POST; its
 * address is answered only then) and revoking one (DELETE …/previas/:id).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createdPreviewAnswerSchema,
  previewListAnswerSchema,
  revokedPreviewAnswerSchema,
} from '../../../../lib/contracts/article-preview.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey } from './article-schemas.ts';

const base = (articleId: string) => `/api/admin/articles/${encodeURIComponent(articleId)}/previas`;
const previewLinksQueryKey = (articleId: string) => [...articlesQueryKey, 'previews', articleId] as const;

export function usePreviewLinks(articleId: string) {
  return useQuery({
    queryKey: previewLinksQueryKey(articleId),
    queryFn: async ({ signal }) => (await apiRequest(base(articleId), { schema: previewListAnswerSchema, signal })).previews,
  });
}

export function useCreatePreviewLink(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(base(articleId), {
        method: 'POST',
        json: {},
        schema: createdPreviewAnswerSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: previewLinksQueryKey(articleId) }),
  });
}

export function useRevokePreviewLink(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) =>
      apiRequest(`${base(articleId)}/${encodeURIComponent(previewId)}`, { method: 'DELETE', schema: revokedPreviewAnswerSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: previewLinksQueryKey(articleId) }),
  });
}
