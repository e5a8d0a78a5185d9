/** An article's revisions: the list (GET …/revisoes), one revision's fields, and restoring one (POST …/restaurar). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revisionAnswerSchema, revisionListAnswerSchema } from '../../../../lib/contracts/article-revision.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey, savedArticleAnswerSchema } from './article-schemas.ts';

export type { RevisionSummary } from '../../../../lib/contracts/article-revision.ts';

const base = (articleId: string) => `/api/admin/articles/${encodeURIComponent(articleId)}/revisoes`;
export const revisionsQueryKey = (articleId: string) => [...articlesQueryKey, 'revisions', articleId] as const;

export function useRevisions(articleId: string) {
  return useQuery({
    queryKey: revisionsQueryKey(articleId),
    queryFn: async ({ signal }) => (await apiRequest(base(articleId), { schema: revisionListAnswerSchema, signal })).revisions,
  });
}

export function useRevisionFields(articleId: string, revisionId: string | null) {
  return useQuery({
    queryKey: [...revisionsQueryKey(articleId), 'detail', revisionId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`${base(articleId)}/${encodeURIComponent(revisionId!)}`, { schema: revisionAnswerSchema, signal })).revision,
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
        schema: savedArticleAnswerSchema,
      }),
    // Not awaited: the reloaded article remounts the form, and the caller's own success steps
    // (toast, dropping the local draft) must not depend on still being mounted by then.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: articlesQueryKey }),
  });
}
