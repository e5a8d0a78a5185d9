/**
 * The Tarefas screen's reads and the two changes it can ask for. Retry and cancel are single
 * conditional UPDATEs, so they hold against a worker finishing the job at the same moment.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, JobStatus } from '../../db/schema.ts';
import { notCancellable, notRetryable, jobNotFound } from './errors.ts';

const COLUMNS = [
  'id',
  'type',
  'status',
  'attempts',
  'max_attempts',
  'last_error',
  'run_at',
  'created_at',
  'updated_at',
  'finished_at',
  'cancel_requested',
  'progress_done',
  'progress_total',
  'progress_message',
] as const;

type JobRow = {
  id: string;
  type: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  cancel_requested: boolean;
  progress_done: number;
  progress_total: number | null;
  progress_message: string | null;
};

function present({ progress_done, progress_total, progress_message, ...job }: JobRow) {
  return { ...job, progress: { done: progress_done, total: progress_total, message: progress_message } };
}

export async function listJobs(db: Kysely<Database>, filter: { status?: JobStatus; type?: string; limit: number }) {
  let query = db
    .selectFrom('jobs')
    .select(COLUMNS)
    .orderBy(sql`CASE status WHEN 'running' THEN 0 WHEN 'queued' THEN 1 WHEN 'failed' THEN 2 ELSE 3 END`)
    .orderBy('updated_at', 'desc')
    .limit(filter.limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.type) query = query.where('type', '=', filter.type);
  return (await query.execute()).map(present);
}

async function currentStatus(db: Kysely<Database>, id: string): Promise<JobStatus> {
  const row = await db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) throw jobNotFound();
  return row.status;
}

/** A dead job gets a full set of tries again, from now. */
export async function retryJob(db: Kysely<Database>, id: string) {
  const row = await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      attempts: 0,
      run_at: sql<Date>`now()`,
      finished_at: null,
      cancel_requested: false,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notRetryable(await currentStatus(db, id));
  return present(row);
}

/** A queued job is cancelled at once; a running one is asked to stop (its worker notices at its next heartbeat). */
export async function cancelJob(db: Kysely<Database>, id: string) {
  const row = await db
    .updateTable('jobs')
    .set({
      cancel_requested: true,
      status: sql<JobStatus>`CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END`,
      finished_at: sql<Date | null>`CASE WHEN status = 'queued' THEN now() ELSE finished_at END`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notCancellable(await currentStatus(db, id));
  return present(row);
}

/** The job of a type to show beside its feature (the Backups screen): an active one first, else the latest. */
export async function currentJobOfType(db: Kysely<Database>, type: string) {
  const row = await db
    .selectFrom('jobs')
    .select(COLUMNS)
    .where('type', '=', type)
    .orderBy(sql`CASE status WHEN 'running' THEN 0 WHEN 'queued' THEN 1 ELSE 2 END`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? present(row) : null;
}

export async function jobById(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? present(row) : null;
}
