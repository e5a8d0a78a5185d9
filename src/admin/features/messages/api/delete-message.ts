/** DELETE /api/admin/contact-messages/:id: the message is gone for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTACT_MESSAGES_QUERY_KEY, deletedContactMessageSchema } from './message-schemas.ts';

export async function deleteMessage(id: string) {
  return apiRequest(`/api/admin/contact-messages/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedContactMessageSchema });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...CONTACT_MESSAGES_QUERY_KEY, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_QUERY_KEY });
    },
  });
}
