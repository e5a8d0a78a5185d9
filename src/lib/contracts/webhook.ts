/**
 * Webhooks as they cross the line between the back office and /api/admin/webhooks: the new
 * webhook the form sends, validated by the server, and the configurations, the one-time
 * secret and the delivery log the server answers with, parsed by the back office and by the
 * API tests. Issue messages are keys of FIELD_MESSAGES (field-messages.ts). Whether an address
 * may receive deliveries (no private or loopback target) is the server's own check
 * (functions/webhooks/safe-target.ts).
 */
import { z } from 'zod';
import { blankToNull, linkUrl } from './fields.ts';

export const WEBHOOK_LIMITS = { name: 100, url: 2000, description: 500 } as const;

/** POST /api/admin/webhooks */
export const webhookInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'name_and_url_required' }).max(WEBHOOK_LIMITS.name),
  url: z.string().trim().min(1, { error: 'name_and_url_required' }).pipe(linkUrl()),
  description: z.preprocess(blankToNull, z.string().trim().max(WEBHOOK_LIMITS.description).nullable()).default(null),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** PATCH /api/admin/webhooks/:id */
export const webhookActiveInputSchema = z.object({ is_active: z.boolean() });

/** A configuration as the server shows it: never its secret. */
export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** One delivery attempt; the webhook's id and name are null once it is deleted. */
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

/** How many delivery attempts GET /api/admin/webhooks/logs answers, newest first. */
export const WEBHOOK_LOG_LIMIT = 50;

/** GET /api/admin/webhooks */
export const webhookListAnswerSchema = z.object({ webhooks: z.array(webhookSchema) });
/** GET /api/admin/webhooks/logs */
export const webhookLogsAnswerSchema = z.object({ logs: z.array(webhookLogSchema) });
/** POST /api/admin/webhooks: the new webhook and its signing secret, shown only now. */
export const webhookCreatedAnswerSchema = z.object({ webhook: webhookSchema, secret: z.string() });
/** PATCH /api/admin/webhooks/:id: the webhook after the change. */
export const webhookAnswerSchema = z.object({ webhook: webhookSchema });
/** POST /api/admin/webhooks/:id/test (202): how many deliveries were queued (one). */
export const webhookTestAnswerSchema = z.object({ queued: z.number().int() });
/** DELETE /api/admin/webhooks/:id */
export const webhookDeletedAnswerSchema = z.object({ deleted: z.string() });
