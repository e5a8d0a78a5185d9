/**
 * DELETE /api/admin/media/:id[?force=true]. Without force the server refuses a file that
 * articles, reviews or ebooks still use (409 `in_use`, its message names them).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaDeletedAnswerSchema } from '../../../../lib/contracts/media.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { mediaQueryKey } from './list-media.ts';

export async function deleteMedia({ id, force }: { id: string; force: boolean }) {
  const query = force ? '?force=true' : '';
  return apiRequest(`/api/admin/media/${encodeURIComponent(id)}${query}`, { method: 'DELETE', schema: mediaDeletedAnswerSchema });
}

export function isInUse(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'in_use';
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
