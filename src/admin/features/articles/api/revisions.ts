/** An article's revisions: the list (GET …/revisoes), one revision's fields, and restoring one (POST …/restaurar). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey } from './article-schemas.ts';

const revisionSummary = z.object({
  id: z.string(),
  created_at: z.string(),
  alterados: z.array(z.string()),
  restaurada_de: z.string().nullable(),
  autor_nome: z.string().nullable(),
  autor_email: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

const revisionDetail = z.object({
  revision: z.object({ id: z.string(), created_at: z.string(), campos: z.record(z.string(), z.unknown()) }),
});

const base = (articleId: string) => `/api/admin/articles/${encodeURIComponent(articleId)}/revisoes`;
export const revisionsQueryKey = (articleId: string) => [...articlesQueryKey, 'revisions', articleId] as const;

export function useRevisions(articleId: string) {
  return useQuery({
    queryKey: revisionsQueryKey(articleId),
    queryFn: async ({ signal }) =>
      (await apiRequest(base(articleId), { schema: z.object({ revisions: z.array(revisionSummary) }), signal })).revisions,
  });
}

export function useRevisionFields(articleId: string, revisionId: string | null) {
  return useQuery({
    queryKey: [...revisionsQueryKey(articleId), 'detail', revisionId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`${base(articleId)}/${encodeURIComponent(revisionId!)}`, { schema: revisionDetail, signal })).revision,
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

export function useRestoreRevision(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiRequest(`${base(articleId)}/${encodeURIComponent(revisionId)}/restaurar`, {
        method: 'POST',
        json: {},
        schema: z.object({ article: z.object({ id: z.string() }).loose() }),
      }),
    // Not awaited: the reloaded article remounts the form, and the caller's own success steps
    // (toast, dropping the local draft) must not depend on still being mounted by then.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: articlesQueryKey }),
  });
}
