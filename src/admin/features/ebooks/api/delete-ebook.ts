/** DELETE /api/admin/ebooks/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ebookDeletedAnswerSchema, ebooksQueryKey } from './ebook-schema.ts';

export async function deleteEbook(id: string) {
  return apiRequest(`/api/admin/ebooks/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ebookDeletedAnswerSchema });
}

export function useDeleteEbook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEbook, onSuccess: () => queryClient.invalidateQueries({ queryKey: ebooksQueryKey }) });
}
