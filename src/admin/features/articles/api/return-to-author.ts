/** POST /api/admin/articles/:id/revisao/devolver: an editor sends a submitted draft back with a note. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey } from './article-schemas.ts';

export async function returnToAuthor({ id, nota }: { id: string; nota: string }) {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/revisao/devolver`, {
    method: 'POST',
    json: { nota },
    schema: z.object({ revisao_devolvida_em: z.string(), revisao_nota: z.string() }),
  });
}

export function useReturnToAuthor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: returnToAuthor, onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesQueryKey }) });
}
