/**
 * GET /api/admin/contact-messages/unread-count: the readers' messages nobody has read yet, for
 * the sidebar's badge and the dashboard. Only editors and administrators may ask (authors would
 * get 403, which the gate would read as a lost role), so the hook stays off for other roles.
 * The Mensagens screen invalidates it whenever a message is read, unread or deleted.
 */
import { useQuery } from '@tanstack/react-query';
import { contactMessagesUnreadSchema } from '../../lib/contracts/contact-message.ts';
import { apiRequest } from './api-client.ts';
import { showsScreen, useCurrentMember } from './member-role.ts';

export const CONTACT_MESSAGES_QUERY_KEY = ['admin', 'contact-messages'] as const;

/** New messages arrive from readers at any time: looked at again every minute. */
const REFRESH_MS = 60_000;

export function useUnreadMessages() {
  const role = useCurrentMember()?.role ?? null;
  return useQuery({
    queryKey: [...CONTACT_MESSAGES_QUERY_KEY, 'unread'],
    queryFn: ({ signal }) => apiRequest('/api/admin/contact-messages/unread-count', { schema: contactMessagesUnreadSchema, signal }),
    enabled: role !== null && showsScreen(role, 'messages'),
    refetchInterval: REFRESH_MS,
  });
}
