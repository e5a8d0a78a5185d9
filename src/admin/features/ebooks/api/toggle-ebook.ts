/** PATCH /api/admin/ebooks/:id/active: lists the ebook on the site, or hides it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ebookAnswerSchema, ebooksQueryKey, type Ebook } from './ebook-schema.ts';

export async function setEbookActive({ id, is_active }: { id: string; is_active: boolean }) {
  const path = `/api/admin/ebooks/${encodeURIComponent(id)}/active`;
  return (await apiRequest(path, { method: 'PATCH', json: { is_active }, schema: ebookAnswerSchema })).ebook;
}

export function useToggleEbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEbookActive,
    onSuccess: (saved) =>
      queryClient.setQueryData<Ebook[]>(ebooksQueryKey, (list) => list?.map((ebook) => (ebook.id === saved.id ? saved : ebook))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ebooksQueryKey }),
  });
}
