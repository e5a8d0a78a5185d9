/** GET /api/admin/sitemap-entries: the published articles' slugs, languages and dates, newest first. */
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const entriesAnswer = z.object({
  articles: z.array(
    z.object({ slug: z.string(), idioma: z.enum(['en', 'pt']), updated_at: z.string().nullable(), data_publicacao: z.string().nullable() }),
  ),
});

export const sitemapEntriesQueryKey = ['admin', 'sitemap-entries'] as const;

export async function fetchSitemapEntries(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/sitemap-entries', { schema: entriesAnswer, signal })).articles;
}

/** Always asks the server again: the sitemap must list what is published right now. */
export function useFetchSitemapEntries() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ queryKey: sitemapEntriesQueryKey, queryFn: ({ signal }) => fetchSitemapEntries(signal), staleTime: 0 });
}
