/**
 * The queue keeps its own table small: finished jobs are kept for the Tarefas screen for a
 * while (completed and cancelled a week, failed a month, long enough to be looked at and
 * retried), then deleted by a job of its own, once an hour for the cluster.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob } from './define.ts';

export const KEEP_FINISHED_DAYS = 7;
export const KEEP_FAILED_DAYS = 30;

export const pruneJobsJob = defineJob({ type: 'jobs.prune', payload: z.object({}), singleton: true, maxAttempts: 3 });

export async function pruneFinishedJobs(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['completed', 'cancelled']),
          eb('finished_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_FINISHED_DAYS})`),
        ]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_FAILED_DAYS})`)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
