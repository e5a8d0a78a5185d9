/** GET /api/admin/webhooks: the configurations, newest first (never their secrets). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookSchema, webhooksQueryKey } from './webhook-schemas.ts';

const listAnswer = z.object({ webhooks: z.array(webhookSchema) });

export async function fetchWebhooks(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/webhooks', { schema: listAnswer, signal })).webhooks;
}

export function useWebhooks() {
  return useQuery({ queryKey: [...webhooksQueryKey, 'list'], queryFn: ({ signal }) => fetchWebhooks(signal) });
}
