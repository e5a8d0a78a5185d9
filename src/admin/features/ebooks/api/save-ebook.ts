/** POST /api/admin/ebooks (create) and PUT /api/admin/ebooks/:id (update). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ebookAnswerSchema, ebooksQueryKey, type EbookInput } from './ebook-schema.ts';

export async function saveEbook({ id, input }: { id?: string; input: EbookInput }) {
  const path = id ? `/api/admin/ebooks/${encodeURIComponent(id)}` : '/api/admin/ebooks';
  return (await apiRequest(path, { method: id ? 'PUT' : 'POST', json: input, schema: ebookAnswerSchema })).ebook;
}

export function useSaveEbook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEbook, onSuccess: () => queryClient.invalidateQueries({ queryKey: ebooksQueryKey }) });
}
