/** POST /api/admin/affiliate/prices/:id/confirm: the editor says the price is still right today. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmedPriceAnswerSchema } from '../../../../lib/contracts/affiliate.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { stalePricesQueryKey } from './stale-prices.ts';

export async function confirmPrice(id: string) {
  return apiRequest(`/api/admin/affiliate/prices/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    schema: confirmedPriceAnswerSchema,
  });
}

export function useConfirmPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stalePricesQueryKey }),
  });
}
