/** Destinations per marketplace (issue 29): the marketplaces, the country map, a product's destinations, the clicks per country. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { affiliateClicksSchema } from '../../../../lib/contracts/affiliate.ts';
import {
  countryMapAnswerSchema,
  destinationsAnswerSchema,
  marketplacesAnswerSchema,
  trackedProductsAnswerSchema,
  type DestinationStatus,
} from '../../../../lib/contracts/affiliate-destinations.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type { DestinationsAnswer, Marketplace } from '../../../../lib/contracts/affiliate-destinations.ts';

const KEY = ['admin', 'affiliate', 'geo'] as const;

export function useMarketplaces() {
  return useQuery({
    queryKey: [...KEY, 'marketplaces'],
    queryFn: ({ signal }) => apiRequest('/api/admin/affiliate/marketplaces', { schema: marketplacesAnswerSchema, signal }),
  });
}

export function useCountryMap() {
  return useQuery({
    queryKey: [...KEY, 'countries'],
    queryFn: ({ signal }) => apiRequest('/api/admin/affiliate/countries', { schema: countryMapAnswerSchema, signal }),
  });
}

export function useSaveCountryMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (map: Record<string, string | string[]>) =>
      apiRequest('/api/admin/affiliate/countries', { method: 'PUT', json: { map }, schema: countryMapAnswerSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useTrackedProducts(q: string) {
  return useQuery({
    queryKey: [...KEY, 'products', q],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/affiliate/products?q=${encodeURIComponent(q)}`, { schema: trackedProductsAnswerSchema, signal }),
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

export function useClicksByCountry(days = 30) {
  return useQuery({
    queryKey: ['admin', 'affiliate', 'clicks', days],
    queryFn: ({ signal }) => apiRequest(`/api/admin/affiliate/clicks?days=${days}`, { schema: affiliateClicksSchema, signal }),
  });
}
