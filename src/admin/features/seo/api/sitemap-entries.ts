/**
 * GET /api/admin/sitemap-entries: the published articles' slugs, languages and dates, newest
 * first, and the live sitemap's parts. Whole for the download; a page at a time (`limit`,
 * `cursor`) for the preview (decision 083).
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sitemapEntriesAnswerSchema, sitemapEntriesPageSchema } from '../../../../lib/contracts/overview.ts';

export const sitemapEntriesQueryKey = ['admin', 'sitemap-entries'] as const;

export interface SitemapPage {
  limit: number;
  cursor?: string;
}

/** Every published article (the download). */
export async function fetchSitemapEntries(signal?: AbortSignal) {
  return apiRequest('/api/admin/sitemap-entries', { schema: sitemapEntriesAnswerSchema, signal });
}

/** A page of them (the preview). */
export async function fetchSitemapPage(page: SitemapPage, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) params.set('cursor', page.cursor);
  return apiRequest(`/api/admin/sitemap-entries?${params}`, { schema: sitemapEntriesPageSchema, signal });
}

/** Always asks the server again: the sitemap must list what is published right now. */
export function useFetchSitemapEntries() {
  const queryClient = useQueryClient();
  return {
    whole: () =>
      queryClient.fetchQuery({
        queryKey: [...sitemapEntriesQueryKey, 'whole'],
        queryFn: ({ signal }) => fetchSitemapEntries(signal),
        staleTime: 0,
      }),
    page: (page: SitemapPage) =>
      queryClient.fetchQuery({
        queryKey: [...sitemapEntriesQueryKey, page],
        queryFn: ({ signal }) => fetchSitemapPage(page, signal),
        staleTime: 0,
      }),
  };
}
