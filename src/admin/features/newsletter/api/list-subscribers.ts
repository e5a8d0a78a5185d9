/** GET /api/admin/newsletter/subscribers?newsletter=&status=&q=&page=, and the address of its CSV export. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { newsletterQueryKey, subscriberPageSchema, type SubscriberStatus } from './newsletter-schemas.ts';

export interface SubscriberFilter {
  newsletter: string;
  status: '' | SubscriberStatus;
  q: string;
  page: number;
}

function params(filter: SubscriberFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.newsletter) query.set('newsletter', filter.newsletter);
  if (filter.status) query.set('status', filter.status);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  return query;
}

export const exportUrl = (filter: SubscriberFilter) => `/api/admin/newsletter/subscribers.csv?${params(filter)}`;

export function useSubscribers(filter: SubscriberFilter) {
  return useQuery({
    queryKey: [...newsletterQueryKey, 'subscribers', filter],
    queryFn: ({ signal }) => {
      const query = params(filter);
      query.set('page', String(filter.page));
      return apiRequest(`/api/admin/newsletter/subscribers?${query}`, { schema: subscriberPageSchema, signal });
    },
    placeholderData: keepPreviousData,
  });
}
