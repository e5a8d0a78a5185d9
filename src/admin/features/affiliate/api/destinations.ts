/** Destinations per marketplace (issue 29): the marketplaces, the country map, a product's destinations, the clicks per country. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { affiliateClicksSchema } from '../../../../lib/contracts/affiliate.ts';
import { countryMapAnswerSchema, trackedProductsAnswerSchema } from '../../../../lib/contracts/affiliate-destinations.ts';
import { GEO_QUERY_KEY as KEY } from '../../../components/product-destinations/destinations-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// A product's destinations and the stores are read and saved by the shared destinations editor.
export { useMarketplaces, type Marketplace } from '../../../components/product-destinations/destinations-api.ts';

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

export function useClicksByCountry(days = 30) {
  return useQuery({
    queryKey: ['admin', 'affiliate', 'clicks', days],
    queryFn: ({ signal }) => apiRequest(`/api/admin/affiliate/clicks?days=${days}`, { schema: affiliateClicksSchema, signal }),
  });
}
