/** GET /api/admin/webhooks/logs: the last 50 delivery attempts, polled while the screen is open. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhookLogsAnswerSchema, webhookLogsQueryKey } from './webhook-schemas.ts';

export const LOGS_POLL_MS = 4_000;

export async function fetchWebhookLogs(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/webhooks/logs', { schema: webhookLogsAnswerSchema, signal })).logs;
}

export function useWebhookLogs() {
  return useQuery({
    queryKey: webhookLogsQueryKey,
    queryFn: ({ signal }) => fetchWebhookLogs(signal),
    refetchInterval: LOGS_POLL_MS,
    staleTime: 0,
  });
}
