/** GET /api/admin/affiliate/links/broken and POST …/links/check: the link health list and a check on demand. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brokenLinksSchema, linkCheckAnswerSchema } from '../../../../lib/contracts/affiliate.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type { BrokenLink } from '../../../../lib/contracts/affiliate.ts';

export const brokenLinksQueryKey = ['admin', 'affiliate', 'links', 'broken'] as const;

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
    mutationFn: () => apiRequest('/api/admin/affiliate/links/check', { method: 'POST', schema: linkCheckAnswerSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brokenLinksQueryKey }),
  });
}
