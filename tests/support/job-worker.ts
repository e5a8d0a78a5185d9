/**
 * A worker process of the job queue for tests and benchmarks (job-effects.ts): opens the
 * PostgreSQL at JOB_WORKER_DATABASE_URL, runs the effect job until it is stopped or killed.
 */
import { openDatabase } from '../../functions/db/database.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { registerEffectJob } from './job-effects.ts';

const number = (name: string) => Number(process.env[name]);
const handle = await openDatabase({ databaseUrl: process.env.JOB_WORKER_DATABASE_URL! });
const queue = new JobQueue({
  db: handle.db,
  logger: createLogger('error'),
  concurrency: number('JOB_WORKER_CONCURRENCY'),
  leaseSeconds: number('JOB_WORKER_LEASE_SECONDS'),
  pollMs: number('JOB_WORKER_POLL_MS'),
});
registerEffectJob(queue, handle.db, number('JOB_WORKER_DELAY_MS'));
queue.start();
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
