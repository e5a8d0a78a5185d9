/**
 * The queue's statements. A claim is one UPDATE over rows picked with FOR UPDATE SKIP LOCKED,
 * so concurrent workers (other instances, other processes) never take the same row; every
 * later write by a worker is fenced by `locked_by`, so a worker whose lease ran out (and whose
 * job another worker took) cannot complete or fail it a second time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ClaimedJob {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const CLAIMED_COLUMNS = sql`id, type, payload, attempts, max_attempts`;

/** Up to `limit` due jobs without a singleton key. */
export async function claimJobs(db: Kysely<Database>, workerId: string, leaseSeconds: number, limit: number): Promise<ClaimedJob[]> {
  const { rows } = await sql<ClaimedJob>`
    UPDATE jobs
    SET status = 'running', locked_by = ${workerId}, locked_until = now() + make_interval(secs => ${leaseSeconds}),
        attempts = attempts + 1, updated_at = now()
    WHERE id IN (
      SELECT id FROM jobs
      WHERE status = 'queued' AND run_at <= now() AND singleton_key IS NULL
      ORDER BY run_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${CLAIMED_COLUMNS}
  `.execute(db);
  return rows;
}

/**
 * One due job with a singleton key none of whose kind is running. Two workers that pick two
 * jobs of one key at the same moment collide on the partial unique index; the loser gets
 * nothing this time (null) and sees the running one on its next claim.
 */
export async function claimSingletonJob(db: Kysely<Database>, workerId: string, leaseSeconds: number): Promise<ClaimedJob | null> {
  try {
    const { rows } = await sql<ClaimedJob>`
      UPDATE jobs
      SET status = 'running', locked_by = ${workerId}, locked_until = now() + make_interval(secs => ${leaseSeconds}),
          attempts = attempts + 1, updated_at = now()
      WHERE id = (
        SELECT id FROM jobs AS candidate
        WHERE status = 'queued' AND run_at <= now() AND singleton_key IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM jobs AS other WHERE other.singleton_key = candidate.singleton_key AND other.status = 'running'
          )
        ORDER BY run_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING ${CLAIMED_COLUMNS}
    `.execute(db);
    return rows[0] ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

export const LEASE_EXPIRED = 'The process running this job stopped before it finished (its lease expired); it was queued again.';
export const LEASE_EXPIRED_LAST = 'The process running this job stopped before it finished (its lease expired), on its last try.';

/**
 * Jobs whose worker stopped renewing its lease (killed, frozen, cut off): queued again now, or
 * dead when that was their last try, or cancelled when a cancel was asked for. The try they
 * were on counts.
 */
export async function releaseExpiredLeases(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    UPDATE jobs
    SET status = CASE WHEN cancel_requested THEN 'cancelled' WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
        last_error = CASE WHEN cancel_requested THEN last_error WHEN attempts >= max_attempts THEN ${LEASE_EXPIRED_LAST} ELSE ${LEASE_EXPIRED} END,
        finished_at = CASE WHEN cancel_requested OR attempts >= max_attempts THEN now() ELSE NULL END,
        locked_by = NULL, locked_until = NULL, run_at = now(), updated_at = now()
    WHERE status = 'running' AND locked_until < now()
    RETURNING id
  `.execute(db);
  return rows.length;
}

/** Extends the leases of this worker's running jobs; answers which it still holds and whether a cancel was asked for. */
export async function renewLeases(
  db: Kysely<Database>,
  workerId: string,
  ids: string[],
  leaseSeconds: number,
): Promise<Array<{ id: string; cancel_requested: boolean }>> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: string; cancel_requested: boolean }>`
    UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ANY(${ids}::uuid[]) AND locked_by = ${workerId} AND status = 'running'
    RETURNING id, cancel_requested
  `.execute(db);
  return rows;
}

export type Outcome =
  | { status: 'completed' }
  | { status: 'cancelled' }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string; delaySeconds: number }
  /** Stopped by a shutdown: queued again at once, and the try does not count. */
  | { status: 'released' };

/** Records how a try ended, if this worker still holds the job; false when it no longer did (its lease was lost). */
export async function finishJob(db: Kysely<Database>, workerId: string, id: string, outcome: Outcome): Promise<boolean> {
  const base = db.updateTable('jobs').where('id', '=', id).where('locked_by', '=', workerId).where('status', '=', 'running');
  const free = { locked_by: null, locked_until: null, updated_at: sql<Date>`now()` };
  let query;
  switch (outcome.status) {
    case 'completed':
    case 'cancelled':
      query = base.set({ ...free, status: outcome.status, finished_at: sql<Date>`now()` });
      break;
    case 'failed':
      query = base.set({ ...free, status: 'failed', last_error: outcome.error, finished_at: sql<Date>`now()` });
      break;
    case 'retry':
      query = base.set({
        ...free,
        status: 'queued',
        last_error: outcome.error,
        run_at: sql<Date>`now() + make_interval(secs => ${outcome.delaySeconds})`,
      });
      break;
    case 'released':
      query = base.set({ ...free, status: 'queued', attempts: sql<number>`attempts - 1`, run_at: sql<Date>`now()` });
      break;
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Progress of a running job; answers whether a cancel was asked for (null when this worker no longer holds it). */
export async function recordProgress(
  db: Kysely<Database>,
  workerId: string,
  id: string,
  progress: { done: number; total: number | null; message: string | null },
): Promise<boolean | null> {
  const row = await db
    .updateTable('jobs')
    .set({
      progress_done: progress.done,
      progress_total: progress.total,
      progress_message: progress.message,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? row.cancel_requested : null;
}
