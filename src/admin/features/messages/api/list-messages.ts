/** GET /api/admin/contact-messages?search=&status=&page=: newest first, 25 a page, with the unread count. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTACT_MESSAGES_QUERY_KEY, contactMessagePageSchema, type ContactMessageFilter } from './message-schemas.ts';

export interface MessageFilter {
  search: string;
  status: ContactMessageFilter;
  page: number;
}

export async function fetchMessages(filter: MessageFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filter.page), status: filter.status });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return apiRequest(`/api/admin/contact-messages?${params}`, { schema: contactMessagePageSchema, signal });
}

export function useMessages(filter: MessageFilter) {
  return useQuery({
    queryKey: [...CONTACT_MESSAGES_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) => fetchMessages(filter, signal),
    placeholderData: keepPreviousData,
  });
}
