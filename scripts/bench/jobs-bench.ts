/**
 * The job queue (docs/decisions/043): jobs per second claimed and completed, on PGlite (one
 * process, in-process queue) and on PostgreSQL with one and three worker processes
 * (tests/support/job-worker.ts), and the time from a kill -9 of a worker to its jobs running
 * again elsewhere. Each job records its effect (one INSERT), as a real job writes something.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import type { Database } from '../../functions/db/schema.ts';
import { enqueueJobs } from '../../functions/jobs/enqueue.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { createEffectsTable, effectJob, registerEffectJob, startJobWorker, type WorkerProcess } from '../../tests/support/job-effects.ts';
import { findPostgresBinDir, startPostgres } from '../lib/postgres-server.ts';
import { scratchRoot } from '../lib/scratch.ts';

const CONCURRENCY = 8;

export interface ThroughputRow {
  database: string;
  instances: number;
  jobs: number;
  seconds: number;
}

export interface KillRow {
  jobs: number;
  leaseSeconds: number;
  orphans: number;
  resumedAfterMs: number;
  completed: number;
  startedTwice: number;
}

export interface JobsBenchResult {
  throughput: ThroughputRow[];
  kill: KillRow | null;
  postgres: string | null;
}

async function completed(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs WHERE status = 'completed'`.execute(db);
  return rows[0]!.n;
}

async function until(probe: () => Promise<boolean>, timeoutMs: number, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

const payloads = (count: number) => Array.from({ length: count }, (_, n) => ({ n }));

async function benchPglite(count: number): Promise<ThroughputRow> {
  const dir = await mkdtemp(path.join(scratchRoot(), 'jobs-bench-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    await migrate(handle);
    await createEffectsTable(handle.db);
    const queue = registerEffectJob(new JobQueue({ db: handle.db, logger: createLogger('error'), concurrency: CONCURRENCY }), handle.db, 0);
    await enqueueJobs(handle.db, effectJob, payloads(count));
    const started = performance.now();
    await queue.runDue();
    const seconds = (performance.now() - started) / 1000;
    if ((await completed(handle.db)) !== count) throw new Error('PGlite: not every job completed');
    await queue.stop();
    return { database: 'PGlite', instances: 1, jobs: count, seconds };
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function freshDatabase(serverUrl: string, name: string) {
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrate(handle);
  await createEffectsTable(handle.db);
  return { handle, url: url.toString() };
}

async function stopAll(workers: WorkerProcess[]): Promise<void> {
  for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
  await Promise.all(workers.map((worker) => worker.exited));
}

async function benchPostgres(serverUrl: string, instances: number, count: number): Promise<ThroughputRow> {
  const { handle, url } = await freshDatabase(serverUrl, `jobs_bench_${instances}`);
  const workers = Array.from({ length: instances }, () =>
    startJobWorker({ databaseUrl: url, concurrency: CONCURRENCY, leaseSeconds: 30, pollMs: 100, delayMs: 0 }),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    // The workers poll an empty queue; the clock starts when the jobs are there.
    await enqueueJobs(handle.db, effectJob, payloads(count));
    const started = performance.now();
    await until(async () => (await completed(handle.db)) === count, 300_000);
    return { database: 'PostgreSQL', instances, jobs: count, seconds: (performance.now() - started) / 1000 };
  } finally {
    await stopAll(workers);
    await handle.close();
  }
}

async function benchKill(serverUrl: string, count: number, leaseSeconds: number): Promise<KillRow> {
  const { handle, url } = await freshDatabase(serverUrl, 'jobs_bench_kill');
  const workers = Array.from({ length: 3 }, () =>
    startJobWorker({ databaseUrl: url, concurrency: CONCURRENCY, leaseSeconds, pollMs: 100, delayMs: 50 }),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    await enqueueJobs(handle.db, effectJob, payloads(count));
    const victim = workers[0]!;
    await until(async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM job_effects WHERE pid = ${victim.pid}`.execute(handle.db);
      return rows[0]!.n > count / 20;
    }, 120_000);
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await victim.exited;
    const orphans = (
      await handle.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .where('locked_by', 'like', `%:${victim.pid}:%`)
        .execute()
    ).map((row) => row.id);
    await until(async () => (await completed(handle.db)) === count, 300_000, 100);
    const { rows } = await sql<{ job_id: string; runs: number; first_rerun: Date | null }>`
      SELECT job_id, count(*)::int AS runs, min(at) FILTER (WHERE pid <> ${victim.pid}) AS first_rerun FROM job_effects GROUP BY job_id
    `.execute(handle.db);
    const reruns = rows
      .filter((row) => orphans.includes(row.job_id) && row.first_rerun)
      .map((row) => new Date(row.first_rerun!).getTime() - killedAt);
    return {
      jobs: count,
      leaseSeconds,
      orphans: orphans.length,
      resumedAfterMs: reruns.length ? Math.min(...reruns) : Number.NaN,
      completed: await completed(handle.db),
      startedTwice: rows.filter((row) => row.runs > 1).length,
    };
  } finally {
    await stopAll(workers);
    await handle.close();
  }
}

export async function benchJobs(count: number): Promise<JobsBenchResult> {
  const throughput = [await benchPglite(count)];
  const binDir = findPostgresBinDir();
  if (!binDir) return { throughput, kill: null, postgres: null };
  const server = await startPostgres(binDir);
  try {
    throughput.push(await benchPostgres(server.url, 1, count));
    throughput.push(await benchPostgres(server.url, 3, count));
    const kill = await benchKill(server.url, 1000, 5);
    return { throughput, kill, postgres: server.version };
  } finally {
    server.stop();
  }
}
