/** GET /api/admin/affiliate/prices/stale: prices too old to be shown, oldest first. */
import { useQuery } from '@tanstack/react-query';
import { stalePricesSchema } from '../../../../lib/contracts/affiliate.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type { StalePrice } from '../../../../lib/contracts/affiliate.ts';

export const stalePricesQueryKey = ['admin', 'affiliate', 'prices', 'stale'] as const;

export function useStalePrices() {
  return useQuery({
    queryKey: stalePricesQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/affiliate/prices/stale', { schema: stalePricesSchema, signal }),
  });
}
