/** PATCH /api/admin/contact-messages/:id {read}: the list, the message and the unread badge follow. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTACT_MESSAGES_QUERY_KEY, contactMessageAnswerSchema } from './message-schemas.ts';

export async function markMessage({ id, read }: { id: string; read: boolean }) {
  return apiRequest(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { read },
    schema: contactMessageAnswerSchema,
  });
}

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_QUERY_KEY }),
  });
}
