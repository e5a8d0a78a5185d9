/** Webhook configurations and delivery log entries as /api/admin/webhooks answers them. */
import { z } from 'zod';

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookLogSchema = z.object({
  id: z.string(),
  webhook_id: z.string().nullable(),
  webhook_name: z.string().nullable(),
  event: z.string(),
  success: z.boolean(),
  response_status: z.number().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookLog = z.infer<typeof webhookLogSchema>;

export const webhooksQueryKey = ['admin', 'webhooks'] as const;
export const webhookLogsQueryKey = ['admin', 'webhooks', 'logs'] as const;
