/** GET /api/admin/webhooks: the configurations, newest first (never their secrets). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookListAnswerSchema, webhooksQueryKey } from './webhook-schemas.ts';

export async function fetchWebhooks(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/webhooks', { schema: webhookListAnswerSchema, signal })).webhooks;
}

export function useWebhooks() {
  return useQuery({ queryKey: [...webhooksQueryKey, 'list'], queryFn: ({ signal }) => fetchWebhooks(signal) });
}
