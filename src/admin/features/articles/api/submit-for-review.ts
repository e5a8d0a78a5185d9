/** POST /api/admin/articles/:id/revisao: an author tells the editors a draft is ready. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey } from './article-schemas.ts';

export async function submitForReview(id: string) {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/revisao`, {
    method: 'POST',
    json: {},
    schema: z.object({ revisao_solicitada_em: z.string() }),
  });
}

export function useSubmitForReview() {
  const queryClient = useQueryClient();
  // The editor shows the article's review state: read it again.
  return useMutation({ mutationFn: submitForReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesQueryKey }) });
}
