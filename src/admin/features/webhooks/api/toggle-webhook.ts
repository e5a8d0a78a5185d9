/** PATCH /api/admin/webhooks/:id {is_active}: pauses deliveries to a webhook, or resumes them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookAnswerSchema, webhooksQueryKey, type Webhook } from './webhook-schemas.ts';

export async function setWebhookActive({ id, is_active }: { id: string; is_active: boolean }) {
  return (
    await apiRequest(`/api/admin/webhooks/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: { is_active },
      schema: webhookAnswerSchema,
    })
  ).webhook;
}

export function useToggleWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWebhookActive,
    onSuccess: (saved) =>
      queryClient.setQueryData<Webhook[]>([...webhooksQueryKey, 'list'], (list) =>
        list?.map((webhook) => (webhook.id === saved.id ? saved : webhook)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...webhooksQueryKey, 'list'] }),
  });
}
