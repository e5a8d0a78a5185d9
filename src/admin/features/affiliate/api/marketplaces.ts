/** Stores created, edited (tracking ID and disclosures) and deleted from the back office (issue 29). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { marketplaceSchema } from '../../../../lib/contracts/affiliate-destinations.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'affiliate', 'geo'] as const;
const answer = z.object({ marketplace: marketplaceSchema });

export interface MarketplaceDraft {
  domain: string;
  tracking_id: string;
  disclosure: { en: string; pt: string };
}

export function useCreateMarketplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: MarketplaceDraft) =>
      apiRequest('/api/admin/affiliate/marketplaces', {
        method: 'POST',
        json: { ...draft, domain: draft.domain.trim(), tracking_id: draft.tracking_id.trim() || undefined },
        schema: answer,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The tracking ID and the disclosures of one store, saved together. */
export function useUpdateMarketplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ domain, tracking_id, disclosure }: MarketplaceDraft) =>
      apiRequest(`/api/admin/affiliate/marketplaces/${encodeURIComponent(domain)}`, {
        method: 'PATCH',
        json: { tracking_id: tracking_id.trim(), disclosure },
        schema: answer,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteMarketplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequest(`/api/admin/affiliate/marketplaces/${encodeURIComponent(domain)}`, { method: 'DELETE', schema: z.null() }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
