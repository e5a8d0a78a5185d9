/** GET /api/admin/affiliate/prices/stale: prices too old to be shown, oldest first. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const stalePricesQueryKey = ['admin', 'affiliate', 'prices', 'stale'] as const;

export const stalePricesSchema = z.object({
  max_age_days: z.number(),
  products: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      preco: z.number(),
      preco_verificado_em: z.string(),
      url_afiliado: z.string(),
      article_id: z.string(),
      titulo: z.string(),
      idioma: z.enum(['en', 'pt']),
      status: z.enum(['publicado', 'rascunho']),
    }),
  ),
});
export type StalePrice = z.infer<typeof stalePricesSchema>['products'][number];

export function useStalePrices() {
  return useQuery({
    queryKey: stalePricesQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/affiliate/prices/stale', { schema: stalePricesSchema, signal }),
  });
}
