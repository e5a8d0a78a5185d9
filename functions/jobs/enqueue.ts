/**
 * Putting a job in the queue: one INSERT, on any connection or inside the caller's
 * transaction (a job enqueued with the change that causes it is never lost nor sent for a
 * change that rolled back). The payload is checked against its type's schema here, and again
 * when the job runs (a row may come from an older or newer version of the code).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition, type JobPayload } from './define.ts';

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Only one job with this key, ever: a second enqueue returns the first (created: false). */
  uniqueKey?: string;
  /** When the type is a singleton and one is already queued or running, return it instead of adding another. */
  joinActive?: boolean;
}

export interface Enqueued {
  id: string;
  created: boolean;
}

export async function enqueueJob<Definition extends JobDefinition>(
  db: Kysely<Database>,
  definition: Definition,
  payload: JobPayload<Definition>,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  const parsed: unknown = definition.payload.parse(payload);
  const singletonKey = definition.singleton ? definition.type : null;
  if (options.joinActive && singletonKey) {
    const active = await db
      .selectFrom('jobs')
      .select('id')
      .where('singleton_key', '=', singletonKey)
      .where('status', 'in', ['queued', 'running'])
      .orderBy('created_at')
      .executeTakeFirst();
    if (active) return { id: active.id, created: false };
  }
  const inserted = await db
    .insertInto('jobs')
    .values({
      type: definition.type,
      payload: JSON.stringify(parsed ?? {}),
      max_attempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: options.runAt ?? sql<Date>`now()`,
      singleton_key: singletonKey,
      unique_key: options.uniqueKey ?? null,
    })
    .onConflict((conflict) => conflict.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db.selectFrom('jobs').select('id').where('unique_key', '=', options.uniqueKey!).executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Many jobs of one type in one INSERT (a webhook event to every receiver, a benchmark's load). */
export async function enqueueJobs<Definition extends JobDefinition>(
  db: Kysely<Database>,
  definition: Definition,
  payloads: ReadonlyArray<JobPayload<Definition>>,
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const rows = await db
    .insertInto('jobs')
    .values(
      payloads.map((payload) => ({
        type: definition.type,
        payload: JSON.stringify(definition.payload.parse(payload) ?? {}),
        max_attempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_at: sql<Date>`now()`,
        singleton_key: definition.singleton ? definition.type : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
