/** POST /api/admin/webhooks: answers the new webhook and its signing secret, shown only now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookCreatedAnswerSchema, webhooksQueryKey, type WebhookInput } from './webhook-schemas.ts';

export async function createWebhook(input: WebhookInput) {
  return apiRequest('/api/admin/webhooks', { method: 'POST', json: input, schema: webhookCreatedAnswerSchema });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }) });
}
