/** GET /api/admin/newsletter and /sends: the newsletters with their counts, and the last sends. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsletterQueryKey, overviewSchema, sendsSchema } from './newsletter-schemas.ts';

export function useNewsletterOverview() {
  return useQuery({
    queryKey: [...newsletterQueryKey, 'overview'],
    queryFn: ({ signal }) => apiRequest('/api/admin/newsletter', { schema: overviewSchema, signal }),
  });
}

/** Refreshed every few seconds while a send waits for its page or is under way. */
export function useNewsletterSends() {
  return useQuery({
    queryKey: [...newsletterQueryKey, 'sends'],
    queryFn: ({ signal }) => apiRequest('/api/admin/newsletter/sends', { schema: sendsSchema, signal }),
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => ['awaiting_live', 'queued', 'sending'].includes(send.status)) ? 3000 : false,
  });
}
