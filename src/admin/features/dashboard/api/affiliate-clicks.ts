/** GET /api/admin/affiliate/clicks: clicks on tracked affiliate links, per day, product and article. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const affiliateClicksSchema = z.object({
  since: z.string(),
  total: z.number(),
  by_day: z.array(z.object({ day: z.string(), clicks: z.number() })),
  by_product: z.array(
    z.object({
      link_id: z.string(),
      link_kind: z.enum(['related_product', 'review']),
      product_name: z.string(),
      article_id: z.string().nullable(),
      clicks: z.number(),
    }),
  ),
  by_article: z.array(
    z.object({ article_id: z.string(), titulo: z.string(), slug: z.string(), idioma: z.enum(['en', 'pt']), clicks: z.number() }),
  ),
});
export type AffiliateClicks = z.infer<typeof affiliateClicksSchema>;

/** The dashboard's period: the last 30 days, today included. */
export const CLICK_DAYS = 30;

export function useAffiliateClicks() {
  return useQuery({
    queryKey: ['admin', 'affiliate', 'clicks', CLICK_DAYS],
    queryFn: ({ signal }) => apiRequest(`/api/admin/affiliate/clicks?days=${CLICK_DAYS}`, { schema: affiliateClicksSchema, signal }),
  });
}
