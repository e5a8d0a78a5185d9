/**
 * GET /api/admin/sitemap-entries: the published articles' slugs, languages and dates, newest
 * first, and the live sitemap's parts. Whole for the download; a page at a time (`limit`,
 * `cursor`) for the preview (decision 083).
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sitemapEntriesAnswerSchema } from '../../../../lib/contracts/overview.ts';

export const sitemapEntriesQueryKey = ['admin', 'sitemap-entries'] as const;

export interface SitemapPage {
  limit: number;
  cursor?: string;
}

export async function fetchSitemapEntries(signal?: AbortSignal, page?: SitemapPage) {
  const params = new URLSearchParams();
  if (page) params.set('limit', String(page.limit));
  if (page?.cursor) params.set('cursor', page.cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/api/admin/sitemap-entries${query}`, { schema: sitemapEntriesAnswerSchema, signal });
}

/** Always asks the server again: the sitemap must list what is published right now. */
export function useFetchSitemapEntries() {
  const queryClient = useQueryClient();
  return (page?: SitemapPage) =>
    queryClient.fetchQuery({
      queryKey: [...sitemapEntriesQueryKey, page ?? 'whole'],
      queryFn: ({ signal }) => fetchSitemapEntries(signal, page),
      staleTime: 0,
    });
}
