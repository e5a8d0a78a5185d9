/**
 * A job type whose every run leaves a row in job_effects (which job, which process, when), and
 * worker processes that run it on a shared PostgreSQL: for the kill -9 test and the queue
 * benchmark (scripts/bench/jobs-bench.ts). The table is the test's own, made beside the
 * migrated schema of a throw-away database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../functions/db/schema.ts';
import { defineJob } from '../../functions/jobs/define.ts';
import type { JobQueue } from '../../functions/jobs/queue.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const effectJob = defineJob({ type: 'test.effect', payload: z.object({ n: z.number().int() }), maxAttempts: 5 });

export async function createEffectsTable(db: Kysely<Database>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS job_effects (job_id uuid NOT NULL, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`.execute(
    db,
  );
}

/** Registers the effect job: records the run, then takes `delayMs` (jobs in flight when a process is killed). */
export function registerEffectJob(queue: JobQueue, db: Kysely<Database>, delayMs: number): JobQueue {
  return queue.register(effectJob, async (_payload, context) => {
    await sql`INSERT INTO job_effects (job_id, pid) VALUES (${context.job.id}, ${process.pid})`.execute(db);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  });
}

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  /** Resolves once the worker polls. */
  ready: Promise<void>;
  /** Resolves when the process has ended (after kill -9 too). */
  exited: Promise<void>;
}

export function startJobWorker(options: {
  databaseUrl: string;
  concurrency: number;
  leaseSeconds: number;
  pollMs: number;
  delayMs: number;
}): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/support/job-worker.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      JOB_WORKER_DATABASE_URL: options.databaseUrl,
      JOB_WORKER_CONCURRENCY: String(options.concurrency),
      JOB_WORKER_LEASE_SECONDS: String(options.leaseSeconds),
      JOB_WORKER_POLL_MS: String(options.pollMs),
      JOB_WORKER_DELAY_MS: String(options.delayMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`job worker exited (${code}) before it was ready`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker that never gets ready must not leave an unhandled rejection behind.
  ready.catch(() => undefined);
  return { child, pid: child.pid!, ready, exited };
}
