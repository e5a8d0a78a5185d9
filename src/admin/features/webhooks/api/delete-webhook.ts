/** DELETE /api/admin/webhooks/:id (its log entries stay, without a name). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookDeletedAnswerSchema, webhooksQueryKey } from './webhook-schemas.ts';

export async function deleteWebhook(id: string) {
  return apiRequest(`/api/admin/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', schema: webhookDeletedAnswerSchema });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }) });
}
