/**
 * kill -9 of a worker process in the middle of 1,000 jobs, on PostgreSQL (scripts/test-postgres.ts;
 * skipped on PGlite, which is one process): three real worker processes share the queue, one
 * is killed, the other two take its jobs once their leases expire. No job is lost; each
 * completes once; only the jobs the killed process was running start twice.
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { migrate } from '../../functions/db/migrate.ts';
import { enqueueJobs } from '../../functions/jobs/enqueue.ts';
import { createEffectsTable, effectJob, startJobWorker } from '../support/job-effects.ts';
import { createTestDatabase } from '../support/test-app.ts';

const JOBS = 1000;

describe.runIf(process.env.TEST_DATABASE_URL)('the job queue across processes, on PostgreSQL', () => {
  it('loses no job and completes each once when a worker is killed with kill -9', async () => {
    const { handle, url, drop } = await createTestDatabase();
    const workers: Array<ReturnType<typeof startJobWorker>> = [];
    try {
      await migrate(handle);
      await createEffectsTable(handle.db);
      await enqueueJobs(
        handle.db,
        effectJob,
        Array.from({ length: JOBS }, (_, n) => ({ n })),
      );
      for (let i = 0; i < 3; i += 1) {
        workers.push(startJobWorker({ databaseUrl: url!, concurrency: 8, leaseSeconds: 2, pollMs: 100, delayMs: 30 }));
      }
      await Promise.all(workers.map((worker) => worker.ready));
      const [victim] = workers;
      const effectsOf = async (pid: number) =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM job_effects WHERE pid = ${pid}`.execute(handle.db)).rows[0]!.n;
      await vi.waitFor(async () => expect(await effectsOf(victim!.pid)).toBeGreaterThan(50), { timeout: 60_000, interval: 20 });

      victim!.child.kill('SIGKILL');
      const killedAt = Date.now();
      await victim!.exited;
      const orphans = (
        await handle.db
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'running')
          .where('locked_by', 'like', `%:${victim!.pid}:%`)
          .execute()
      ).map((row) => row.id);
      expect(orphans.length).toBeGreaterThan(0);

      await vi.waitFor(
        async () => {
          const done = await handle.db
            .selectFrom('jobs')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('status', '=', 'completed')
            .executeTakeFirstOrThrow();
          expect(done.n).toBe(JOBS);
        },
        { timeout: 90_000, interval: 200 },
      );

      const jobs = await handle.db.selectFrom('jobs').select(['id', 'status', 'attempts']).execute();
      expect(jobs).toHaveLength(JOBS);
      const { rows: runs } = await sql<{ job_id: string; runs: number; last_pid: number; first_rerun: Date }>`
        SELECT job_id, count(*)::int AS runs,
               (array_agg(pid ORDER BY at DESC))[1] AS last_pid,
               min(at) FILTER (WHERE pid <> ${victim!.pid}) AS first_rerun
        FROM job_effects GROUP BY job_id
      `.execute(handle.db);
      // Every job ran; a job started twice only when the killed process was running it.
      expect(runs).toHaveLength(JOBS);
      const twice = runs.filter((run) => run.runs > 1);
      expect(twice.every((run) => run.runs === 2 && orphans.includes(run.job_id) && run.last_pid !== victim!.pid)).toBe(true);
      for (const id of orphans) expect(jobs.find((job) => job.id === id)!.attempts).toBe(2);
      const resumed = runs.filter((run) => orphans.includes(run.job_id)).map((run) => new Date(run.first_rerun).getTime() - killedAt);
      console.info(
        `kill -9: ${orphans.length} jobs were running in the killed process; the first ran again elsewhere ${Math.min(...resumed)} ms later (lease 2 s)`,
      );
    } finally {
      for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
      await Promise.all(workers.map((worker) => worker.exited));
      await handle.close();
      await drop();
    }
  }, 180_000);
});
