/** The answers of /api/admin/newsletter/* (functions/newsletter/admin-routes.ts). */
import { z } from 'zod';

export const newsletterQueryKey = ['admin', 'newsletter'] as const;

export const subscriberStatusSchema = z.enum(['pending', 'active', 'unsubscribed', 'suppressed']);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

export const overviewSchema = z.object({
  newsletters: z.array(
    z.object({
      id: z.string(),
      locale: z.enum(['en', 'pt']),
      name: z.string(),
      offered: z.boolean(),
      counts: z.object({ pending: z.number(), active: z.number(), unsubscribed: z.number(), suppressed: z.number() }),
    }),
  ),
  sending_enabled: z.boolean(),
});

export const subscriberPageSchema = z.object({
  subscribers: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      locale: z.string(),
      newsletter_id: z.string(),
      status: subscriberStatusSchema,
      created_at: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type Subscriber = z.infer<typeof subscriberPageSchema>['subscribers'][number];

export const sendsSchema = z.object({
  sends: z.array(
    z.object({
      id: z.string(),
      newsletter_id: z.string(),
      subject: z.string(),
      status: z.string(),
      recipients: z.number(),
      accepted: z.number(),
      failed: z.number(),
      suppressed: z.number(),
      clicks: z.number(),
      created_at: z.string(),
      /** Waiting longer than the notice threshold for a page no live build serves (docs/decisions/069). */
      stalled: z.boolean(),
      /** When a waiting send gives up; null for the others. */
      fails_at: z.string().nullable(),
      /** `page_not_live`: it failed waiting for its page. */
      failure_reason: z.string().nullable(),
    }),
  ),
});
export type NewsletterSend = z.infer<typeof sendsSchema>['sends'][number];

export const importAnswerSchema = z.object({
  imported: z.number(),
  unchanged: z.number(),
  confirmations: z.number(),
  rejected: z.array(z.object({ line: z.number(), value: z.string(), reason: z.enum(['invalid_email', 'invalid_locale', 'duplicate']) })),
});

export const testAnswerSchema = z.object({ sent: z.boolean(), to: z.string() });
export const deletedAnswerSchema = z.object({ deleted: z.boolean() });
