/**
 * /api/admin/jobs (administrators only, functions/auth/permissions.ts): the job queue
 * (docs/decisions/043) as the Tarefas screen shows it, with retry for a dead job and cancel
 * for a queued or running one.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { jobsQuerySchema } from '../../../src/lib/contracts/jobs.ts';
import { cancelJob, listJobs, retryJob } from './queries.ts';
import { jobIdParam } from './schemas.ts';

export function adminJobRoutes({ db, jobs }: Pick<AppDeps, 'db' | 'jobs'>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', jobsQuerySchema), async (c) => c.json({ jobs: await listJobs(db, c.req.valid('query')) }))
    .post('/:id/retry', validate('param', jobIdParam), async (c) => {
      const job = await retryJob(db, c.req.valid('param').id);
      jobs.wake();
      return c.json({ job });
    })
    .post('/:id/cancel', validate('param', jobIdParam), async (c) => {
      const job = await cancelJob(db, c.req.valid('param').id);
      // The instance running it stops it now; any other notices at its next heartbeat.
      jobs.cancelLocal(job.id);
      return c.json({ job });
    });
}
