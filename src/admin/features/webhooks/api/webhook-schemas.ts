/**
 * Webhook configurations and delivery log entries as /api/admin/webhooks answers them: the
 * contract shared with the server (src/lib/contracts/webhook.ts).
 */
export {
  webhookAnswerSchema,
  webhookCreatedAnswerSchema,
  webhookDeletedAnswerSchema,
  webhookListAnswerSchema,
  webhookLogsAnswerSchema,
  webhookTestAnswerSchema,
  WEBHOOK_LIMITS,
  type Webhook,
  type WebhookInput,
} from '../../../../lib/contracts/webhook.ts';

export const webhooksQueryKey = ['admin', 'webhooks'] as const;
export const webhookLogsQueryKey = ['admin', 'webhooks', 'logs'] as const;
