/**
 * The `webhook.deliver` job: one attempt at one delivery. A failed attempt throws, and the
 * queue tries again after the delivery's backoff (queue.ts); a 410 Gone deactivates the
 * webhook and ends its pending deliveries. The delivery row mirrors the job for the webhooks
 * screen: its status, attempts and next attempt time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import { deliverOnce } from './deliver.ts';
import { RETRY_BACKOFF_SECONDS, type webhookDeliveryJob } from './queue.ts';

export interface WebhookDeliveryOptions {
  db: Kysely<Database>;
  logger: Logger;
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}

export function deliverWebhook(options: WebhookDeliveryOptions): JobHandler<typeof webhookDeliveryJob> {
  const { db, logger } = options;
  return async ({ delivery_id: id }, context) => {
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .select(['id', 'webhook_id', 'event', 'payload', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    // Deleted with its webhook, or ended by a 410 of another delivery.
    if (!delivery || delivery.status !== 'pending') return;
    const webhook = await db
      .selectFrom('webhook_configs')
      .select(['url', 'secret', 'is_active'])
      .where('id', '=', delivery.webhook_id)
      .executeTakeFirst();
    if (!webhook || !webhook.is_active) {
      await db.updateTable('webhook_deliveries').set({ status: 'failed', locked_until: null }).where('id', '=', id).execute();
      return;
    }
    const body = typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload);
    const result = await deliverOnce({
      url: webhook.url,
      secret: webhook.secret,
      messageId: `msg_${delivery.id}`,
      body,
      allowPrivate: options.allowPrivateTargets,
      timeoutMs: options.timeoutMs,
    });
    await db
      .insertInto('webhook_logs')
      .values({
        webhook_id: delivery.webhook_id,
        event: delivery.event,
        success: result.ok,
        response_status: result.status,
        error_message: result.error,
      })
      .execute();
    const attempts = context.job.attempt;
    if (result.ok) {
      await db.updateTable('webhook_deliveries').set({ status: 'delivered', attempts }).where('id', '=', id).execute();
      return;
    }
    if (result.status === 410) {
      logger.warn('webhook answered 410 Gone: deactivated', { webhookId: delivery.webhook_id });
      await db.updateTable('webhook_configs').set({ is_active: false }).where('id', '=', delivery.webhook_id).execute();
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', attempts })
        .where('webhook_id', '=', delivery.webhook_id)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    const wait = RETRY_BACKOFF_SECONDS[attempts - 1];
    await db
      .updateTable('webhook_deliveries')
      .set(
        wait === undefined
          ? { status: 'failed', attempts }
          : { attempts, next_attempt_at: sql<Date>`now() + make_interval(secs => ${wait})` },
      )
      .where('id', '=', id)
      .execute();
    throw new Error(result.status ? `The receiver answered HTTP ${result.status}` : (result.error ?? 'The delivery failed'));
  };
}
