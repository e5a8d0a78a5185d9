/** GET /api/admin/sitemap-entries: the published articles' slugs, languages and dates, newest first, and the live sitemap's parts. */
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sitemapEntriesAnswerSchema } from '../../../../lib/contracts/overview.ts';

export const sitemapEntriesQueryKey = ['admin', 'sitemap-entries'] as const;

export async function fetchSitemapEntries(signal?: AbortSignal) {
  return apiRequest('/api/admin/sitemap-entries', { schema: sitemapEntriesAnswerSchema, signal });
}

/** Always asks the server again: the sitemap must list what is published right now. */
export function useFetchSitemapEntries() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ queryKey: sitemapEntriesQueryKey, queryFn: ({ signal }) => fetchSitemapEntries(signal), staleTime: 0 });
}
