/** GET /api/admin/redirects?search=&origin=&page=: newest first, 50 a page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RedirectOrigin } from '../../../../lib/contracts/redirect.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { redirectPageSchema, redirectsQueryKey } from './redirect-schemas.ts';

export interface RedirectFilter {
  search: string;
  origin: 'todos' | RedirectOrigin;
  page: number;
}

export async function fetchRedirects(filter: RedirectFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.origin !== 'todos') params.set('origin', filter.origin);
  return apiRequest(`/api/admin/redirects?${params}`, { schema: redirectPageSchema, signal });
}

export function useRedirects(filter: RedirectFilter) {
  return useQuery({
    queryKey: [...redirectsQueryKey, 'list', filter],
    queryFn: ({ signal }) => fetchRedirects(filter, signal),
    placeholderData: keepPreviousData,
  });
}
