/**
 * Webhook deliveries: enqueued in the database (one per active webhook and event), sent by a
 * worker that claims due rows with SKIP LOCKED, retried with backoff, and logged attempt by
 * attempt in webhook_logs. A 410 Gone deactivates the webhook.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { deliverOnce } from './deliver.ts';

/** Seconds to wait before attempt n+1 (after n failures); the last entry ends the retries. */
export const RETRY_BACKOFF_SECONDS = [10, 60, 300, 1800, 7200];

export type WebhookEvent =
  | 'article.published'
  | 'article.updated'
  | 'article.unpublished'
  | 'article.deleted'
  | 'review.changed'
  | 'ebook.changed'
  | 'site.rebuilt'
  | 'webhook.test';

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
  await db
    .insertInto('webhook_deliveries')
    .values(targets.map((target) => ({ webhook_id: target.id, event, payload })))
    .execute();
  return targets.length;
}

export interface WebhookWorkerOptions {
  db: Kysely<Database>;
  logger: Logger;
  allowPrivateTargets: boolean;
  pollMs?: number;
  timeoutMs?: number;
}

export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  constructor(private readonly options: WebhookWorkerOptions) {}

  start(): void {
    this.stopped = false;
    const poll = () => {
      if (this.stopped) return;
      void this.runOnce().finally(() => {
        if (!this.stopped) this.timer = setTimeout(poll, this.options.pollMs ?? 1000);
      });
    };
    poll();
  }

  /** Sends what is due now (also called right after an enqueue, so deliveries are prompt). */
  async runOnce(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sendDue();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async sendDue(): Promise<void> {
    const { db, logger } = this.options;
    for (let batch = 0; batch < 20 && !this.stopped; batch++) {
      const claimed = await sql<{ id: string; webhook_id: string; event: string; payload: unknown; attempts: number }>`
        UPDATE webhook_deliveries
        SET locked_until = now() + interval '60 seconds', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_attempt_at
          LIMIT 10
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, webhook_id, event, payload, attempts
      `.execute(db);
      if (claimed.rows.length === 0) return;
      await Promise.all(
        claimed.rows.map((delivery) =>
          this.attempt(delivery).catch((error: unknown) => logger.error('webhook delivery crashed', { deliveryId: delivery.id, error })),
        ),
      );
    }
  }

  private async attempt(delivery: { id: string; webhook_id: string; event: string; payload: unknown; attempts: number }): Promise<void> {
    const { db, logger } = this.options;
    const webhook = await db
      .selectFrom('webhook_configs')
      .select(['url', 'secret', 'is_active'])
      .where('id', '=', delivery.webhook_id)
      .executeTakeFirst();
    if (!webhook || !webhook.is_active) {
      await db.updateTable('webhook_deliveries').set({ status: 'failed', locked_until: null }).where('id', '=', delivery.id).execute();
      return;
    }
    const body = typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload);
    const result = await deliverOnce({
      url: webhook.url,
      secret: webhook.secret,
      messageId: `msg_${delivery.id}`,
      body,
      allowPrivate: this.options.allowPrivateTargets,
      timeoutMs: this.options.timeoutMs,
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
    if (result.ok) {
      await db.updateTable('webhook_deliveries').set({ status: 'delivered', locked_until: null }).where('id', '=', delivery.id).execute();
      return;
    }
    if (result.status === 410) {
      logger.warn('webhook answered 410 Gone: deactivated', { webhookId: delivery.webhook_id });
      await db.updateTable('webhook_configs').set({ is_active: false }).where('id', '=', delivery.webhook_id).execute();
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', locked_until: null })
        .where('webhook_id', '=', delivery.webhook_id)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    const wait = RETRY_BACKOFF_SECONDS[delivery.attempts - 1];
    if (wait === undefined) {
      await db.updateTable('webhook_deliveries').set({ status: 'failed', locked_until: null }).where('id', '=', delivery.id).execute();
      return;
    }
    await db
      .updateTable('webhook_deliveries')
      .set({ locked_until: null, next_attempt_at: sql`now() + make_interval(secs => ${wait})` })
      .where('id', '=', delivery.id)
      .execute();
  }
}
