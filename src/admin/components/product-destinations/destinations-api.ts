/**
 * A tracked product's destinations and the stores they can name (issue 29): read and saved by
 * the destinations editor, wherever it is shown (the Links de afiliado screen, the article
 * editor's product form). The query keys are the affiliate screen's, so a save there or here
 * refreshes both.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  destinationsAnswerSchema,
  marketplacesAnswerSchema,
  type DestinationStatus,
} from '../../../lib/contracts/affiliate-destinations.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type { DestinationsAnswer, Marketplace } from '../../../lib/contracts/affiliate-destinations.ts';

/** Every destinations-per-country query starts with this key. */
export const GEO_QUERY_KEY = ['admin', 'affiliate', 'geo'] as const;
const KEY = GEO_QUERY_KEY;

export function useMarketplaces() {
  return useQuery({
    queryKey: [...KEY, 'marketplaces'],
    queryFn: ({ signal }) => apiRequest('/api/admin/affiliate/marketplaces', { schema: marketplacesAnswerSchema, signal }),
  });
}

export function useDestinations(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'destinations', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/affiliate/products/${encodeURIComponent(id!)}/destinations`, { schema: destinationsAnswerSchema, signal }),
  });
}

export interface DestinationDraft {
  marketplace: string;
  url: string;
  asin: string;
  status: DestinationStatus;
}

export function useSaveDestinations(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (destinations: DestinationDraft[]) =>
      apiRequest(`/api/admin/affiliate/products/${encodeURIComponent(id)}/destinations`, {
        method: 'PUT',
        json: {
          destinations: destinations.map((d) => ({
            marketplace: d.marketplace,
            url: d.url || undefined,
            asin: d.asin || undefined,
            status: d.status,
          })),
        },
        schema: destinationsAnswerSchema,
      }),
    onSuccess: (answer) => client.setQueryData([...KEY, 'destinations', id], answer),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'products'] }),
  });
}
