/** GET /api/admin/affiliate/clicks: clicks on tracked affiliate links, per day, product and article. */
import { useQuery } from '@tanstack/react-query';
import { affiliateClicksSchema } from '../../../../lib/contracts/affiliate.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type { AffiliateClicks } from '../../../../lib/contracts/affiliate.ts';

/** The dashboard's period: the last 30 days, today included. */
export const CLICK_DAYS = 30;

export function useAffiliateClicks() {
  return useQuery({
    queryKey: ['admin', 'affiliate', 'clicks', CLICK_DAYS],
    queryFn: ({ signal }) => apiRequest(`/api/admin/affiliate/clicks?days=${CLICK_DAYS}`, { schema: affiliateClicksSchema, signal }),
  });
}
