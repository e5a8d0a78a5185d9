/** Reads of imports for /api/admin/imports, and the cancel of an import's job. */
import { sql, type Kysely } from 'kysely';
import type { Database, ImportStatus } from '../../db/schema.ts';

type JobStatus = Database['jobs']['status'] extends { __select__: infer S } ? S : string;

/** The import's state: its own once it ended, else its job's (queued, running; a dead job is failed). */
function statusOf(own: ImportStatus, job: string | null): ImportStatus {
  if (own === 'done' || own === 'cancelled') return own;
  if (job === 'running') return 'running';
  if (job === 'failed') return 'failed';
  if (job === 'cancelled') return 'cancelled';
  if (job === 'completed') return 'done';
  return own === 'failed' ? 'failed' : 'queued';
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('imports')
    .leftJoin('jobs', 'jobs.id', 'imports.job_id')
    .leftJoin('user', 'user.id', 'imports.created_by')
    .select([
      'imports.id',
      'imports.source',
      'imports.dry_run',
      'imports.status',
      'imports.file_name',
      'imports.file_size',
      'imports.options',
      'imports.report',
      'imports.error',
      'imports.created_at',
      'imports.updated_at',
      'jobs.status as job_status',
      'jobs.progress_done',
      'jobs.progress_total',
      'jobs.last_error',
      'user.email as created_by_email',
    ])
    .where('imports.job_id', 'is not', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function answerOf(row: Row) {
  const status = statusOf(row.status, row.job_status as JobStatus | null);
  return {
    id: row.id,
    status,
    source: row.source,
    dry_run: row.dry_run,
    file_name: row.file_name,
    file_size: Number(row.file_size),
    options: row.options,
    progress: { done: row.progress_done ?? 0, total: row.progress_total ?? null },
    report: row.report ?? null,
    error: status === 'failed' || status === 'cancelled' ? (row.error ?? row.last_error ?? null) : null,
    created_by: row.created_by_email ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function importAnswer(db: Kysely<Database>, id: string) {
  const row = await baseQuery(db).where('imports.id', '=', id).executeTakeFirst();
  return row ? answerOf(row) : null;
}

/** The 20 latest imports, without their reports (GET /api/admin/imports/:id has it). */
export async function listImports(db: Kysely<Database>) {
  const rows = await baseQuery(db).orderBy('imports.created_at', 'desc').limit(20).execute();
  return rows.map((row) => {
    const { report, ...rest } = answerOf(row);
    return { ...rest, has_report: report !== null };
  });
}

/** Cancels a queued or running import job; false when it already ended. A running one stops at its next item. */
export async function cancelImportJob(db: Kysely<Database>, jobId: string): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set({
      cancel_requested: true,
      status: sql`CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END`,
      finished_at: sql`CASE WHEN status = 'queued' THEN now() ELSE finished_at END`,
      updated_at: sql`now()`,
    })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
