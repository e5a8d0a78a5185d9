/** Webhook configurations (never their secrets, once created) and the delivery log, as the back office reads them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { WEBHOOK_LOG_LIMIT } from '../../../src/lib/contracts/webhook.ts';

const PUBLIC_COLUMNS = ['id', 'name', 'url', 'description', 'is_active', 'created_at'] as const;

export async function listWebhooks(db: Kysely<Database>) {
  return db.selectFrom('webhook_configs').select(PUBLIC_COLUMNS).orderBy('created_at', 'desc').execute();
}

/** The latest delivery attempts, newest first, with the webhook's name while it exists. */
export async function listWebhookLogs(db: Kysely<Database>) {
  return db
    .selectFrom('webhook_logs')
    .leftJoin('webhook_configs', 'webhook_configs.id', 'webhook_logs.webhook_id')
    .select([
      'webhook_logs.id',
      'webhook_logs.webhook_id',
      'webhook_configs.name as webhook_name',
      'webhook_logs.event',
      'webhook_logs.success',
      'webhook_logs.response_status',
      'webhook_logs.error_message',
      'webhook_logs.created_at',
    ])
    .orderBy('webhook_logs.created_at', 'desc')
    .limit(WEBHOOK_LOG_LIMIT)
    .execute();
}

/** The new webhook as the back office sees it; its secret is the caller's to show once. */
export async function createWebhook(
  db: Kysely<Database>,
  webhook: { name: string; url: string; description: string | null; secret: string },
) {
  return db.insertInto('webhook_configs').values(webhook).returning(PUBLIC_COLUMNS).executeTakeFirstOrThrow();
}

/** The webhook after the change, or undefined when there is none with this id. */
export async function setWebhookActive(db: Kysely<Database>, id: string, isActive: boolean) {
  return db.updateTable('webhook_configs').set({ is_active: isActive }).where('id', '=', id).returning(PUBLIC_COLUMNS).executeTakeFirst();
}

/** The deleted webhook's id, name and URL (for the audit log), or undefined when there was none. */
export async function deleteWebhook(db: Kysely<Database>, id: string) {
  return db.deleteFrom('webhook_configs').where('id', '=', id).returning(['id', 'name', 'url']).executeTakeFirst();
}
