/** POST /api/admin/webhooks: answers the new webhook and its signing secret, shown only now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookSchema, webhooksQueryKey } from './webhook-schemas.ts';

const createdAnswer = z.object({ webhook: webhookSchema, secret: z.string() });

export async function createWebhook(input: { name: string; url: string; description: string }) {
  return apiRequest('/api/admin/webhooks', { method: 'POST', json: input, schema: createdAnswer });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }) });
}
