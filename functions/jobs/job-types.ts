/**
 * Every job type this server runs, with its handler, and the recurring ones with their
 * period: the registry. A new background task adds a definition beside its code and one
 * line here; it does not start a timer of its own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { registerNewsletterJobs } from '../newsletter/job-types.ts';
import type { Publisher } from '../publishing/publisher.ts';
import { runScheduledPublishing, scheduledPublishingJob } from '../publishing/scheduler.ts';
import { deliverWebhook } from '../webhooks/delivery-job.ts';
import { webhookDeliveryJob } from '../webhooks/queue.ts';
import { pruneFinishedJobs, pruneJobsJob } from './maintenance.ts';
import type { JobQueue } from './queue.ts';

const HOUR_MS = 3_600_000;

export interface JobTypeDeps {
  db: Kysely<Database>;
  env: Env;
  logger: Logger;
  publisher: Publisher;
  mailer: Mailer | null;
}

export function registerJobTypes(queue: JobQueue, { db, env, logger, publisher, mailer }: JobTypeDeps): JobQueue {
  queue.register(webhookDeliveryJob, deliverWebhook({ db, logger, allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS }));
  queue.register(scheduledPublishingJob, runScheduledPublishing({ db, logger, publisher }));
  queue.every(scheduledPublishingJob, env.SCHEDULE_POLL_MS, {});
  queue.register(pruneJobsJob, async () => {
    const deleted = await pruneFinishedJobs(db);
    if (deleted) logger.info('old finished jobs deleted', { jobs: deleted });
  });
  queue.every(pruneJobsJob, HOUR_MS, {});
  registerNewsletterJobs(queue, { db, env, logger, mailer });
  return queue;
}
