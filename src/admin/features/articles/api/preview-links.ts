/**
 * An article's secret preview links: the open ones (GET …/previas), a new one (POST; its
 * address is answered only then) and revoking one (DELETE …/previas/:id).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey } from './article-schemas.ts';

const previewLink = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  autor_nome: z.string().nullable(),
  autor_email: z.string().nullable(),
});
export type PreviewLink = z.infer<typeof previewLink>;

const base = (articleId: string) => `/api/admin/articles/${encodeURIComponent(articleId)}/previas`;
const previewLinksQueryKey = (articleId: string) => [...articlesQueryKey, 'previews', articleId] as const;

export function usePreviewLinks(articleId: string) {
  return useQuery({
    queryKey: previewLinksQueryKey(articleId),
    queryFn: async ({ signal }) =>
      (await apiRequest(base(articleId), { schema: z.object({ previews: z.array(previewLink) }), signal })).previews,
  });
}

export function useCreatePreviewLink(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(base(articleId), {
        method: 'POST',
        json: {},
        schema: z.object({ preview: z.object({ id: z.string(), expires_at: z.string() }), link: z.string() }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: previewLinksQueryKey(articleId) }),
  });
}

export function useRevokePreviewLink(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) =>
      apiRequest(`${base(articleId)}/${encodeURIComponent(previewId)}`, { method: 'DELETE', schema: z.object({ revoked: z.string() }) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: previewLinksQueryKey(articleId) }),
  });
}
