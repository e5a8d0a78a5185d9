/** POST /api/admin/webhooks/:id/test: queues a `webhook.test` delivery (202). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookLogsQueryKey, webhookTestAnswerSchema } from './webhook-schemas.ts';

export async function testWebhook(id: string) {
  return apiRequest(`/api/admin/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST', json: {}, schema: webhookTestAnswerSchema });
}

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    // The delivery runs right after the answer; look at the log again shortly.
    onSuccess: () => setTimeout(() => void queryClient.invalidateQueries({ queryKey: webhookLogsQueryKey }), 1_500),
  });
}
