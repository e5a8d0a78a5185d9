/**
 * Webhook deliveries: one row per active webhook and event in webhook_deliveries (what was
 * sent and how it went, the deliveries' own record), each sent by a `webhook.deliver` job of
 * the one queue (functions/jobs/, docs/decisions/043), enqueued in the same statement batch
 * (and transaction, when the caller has one) as the delivery. Retries keep their backoff
 * table; every attempt is logged in webhook_logs (delivery-job.ts).
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob } from '../jobs/define.ts';
import { enqueueJobs } from '../jobs/enqueue.ts';

/** Seconds to wait before attempt n+1 (after n failures); the last entry ends the retries. */
export const RETRY_BACKOFF_SECONDS = [10, 60, 300, 1800, 7200];
export const MAX_ATTEMPTS = RETRY_BACKOFF_SECONDS.length + 1;

export type WebhookEvent =
  | 'article.published'
  | 'article.updated'
  | 'article.unpublished'
  | 'article.deleted'
  | 'review.changed'
  | 'ebook.changed'
  | 'site.rebuilt'
  | 'webhook.test';

export const webhookDeliveryJob = defineJob({
  type: 'webhook.deliver',
  payload: z.object({ delivery_id: z.uuid() }),
  maxAttempts: MAX_ATTEMPTS,
  retryDelay: (failedAttempts) => RETRY_BACKOFF_SECONDS[failedAttempts - 1] ?? RETRY_BACKOFF_SECONDS.at(-1)!,
});

/** Queues `event` for every active webhook (or one); resolves with how many. The caller wakes the queue. */
export async function enqueueEvent(
  db: Kysely<Database>,
  event: WebhookEvent,
  data: Record<string, unknown>,
  onlyWebhookId?: string,
): Promise<number> {
  const payload = JSON.stringify({ type: event, timestamp: new Date().toISOString(), data });
  let query = db.selectFrom('webhook_configs').select('id').where('is_active', '=', true);
  if (onlyWebhookId) query = query.where('id', '=', onlyWebhookId);
  const targets = await query.execute();
  if (targets.length === 0) return 0;
  const deliveries = await db
    .insertInto('webhook_deliveries')
    .values(targets.map((target) => ({ webhook_id: target.id, event, payload })))
    .returning('id')
    .execute();
  await enqueueJobs(
    db,
    webhookDeliveryJob,
    deliveries.map((delivery) => ({ delivery_id: delivery.id })),
  );
  return targets.length;
}
