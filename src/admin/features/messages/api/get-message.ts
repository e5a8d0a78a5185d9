/** GET /api/admin/contact-messages/:id: one message with its whole text. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTACT_MESSAGES_QUERY_KEY, contactMessageAnswerSchema } from './message-schemas.ts';

export function useMessage(id: string | null) {
  return useQuery({
    queryKey: [...CONTACT_MESSAGES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/contact-messages/${encodeURIComponent(id ?? '')}`, { schema: contactMessageAnswerSchema, signal }),
    enabled: id !== null,
  });
}
