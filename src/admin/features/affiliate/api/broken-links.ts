/** GET /api/admin/affiliate/links/broken and POST …/links/check: the link health list and a check on demand. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const brokenLinksQueryKey = ['admin', 'affiliate', 'links', 'broken'] as const;

export const brokenLinksSchema = z.object({
  running: z.boolean(),
  last_run: z.string().nullable(),
  links: z.array(
    z.object({
      url: z.string(),
      state: z.enum(['broken', 'refused']),
      http_status: z.number().nullable(),
      error: z.string().nullable(),
      checked_at: z.string(),
      products: z.array(z.object({ id: z.string(), nome: z.string(), kind: z.enum(['related_product', 'review']) })),
      articles: z.array(
        z.object({ id: z.string(), titulo: z.string(), idioma: z.enum(['en', 'pt']), status: z.enum(['publicado', 'rascunho']) }),
      ),
    }),
  ),
});
export type BrokenLink = z.infer<typeof brokenLinksSchema>['links'][number];

export function useBrokenLinks() {
  return useQuery({
    queryKey: brokenLinksQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/affiliate/links/broken', { schema: brokenLinksSchema, signal }),
    // While a check runs, ask again until it ends.
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
}

export function useCheckLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/affiliate/links/check', { method: 'POST', schema: z.object({ running: z.boolean() }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brokenLinksQueryKey }),
  });
}
