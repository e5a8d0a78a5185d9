/**
 * Every job type this server runs, with its handler, and the recurring ones with their
 * period: the registry. A new background task adds a definition beside its code and one
 * line here; it does not start a timer of its own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { deliverWebhook } from '../webhooks/delivery-job.ts';
import { webhookDeliveryJob } from '../webhooks/queue.ts';
import { pruneFinishedJobs, pruneJobsJob } from './maintenance.ts';
import type { JobQueue } from './queue.ts';
import { importJob, runImportJob } from '../import/job.ts';
import type { MediaStorage } from '../media/media-storage.ts';

const HOUR_MS = 3_600_000;

export interface JobTypeDeps {
  db: Kysely<Database>;
  env: Env;
  logger: Logger;
  /** For imports: where their images go, and who rebuilds the site once at the end. */
  media: MediaStorage;
  publisher: { rebuildRequested(reason?: string): Promise<void> } | null;
}

export function registerJobTypes(queue: JobQueue, { db, env, logger, media, publisher }: JobTypeDeps): JobQueue {
  queue.register(
    importJob,
    runImportJob({ db, storage: media, logger, allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS, publisher }),
  );
  queue.register(webhookDeliveryJob, deliverWebhook({ db, logger, allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS }));
  queue.register(pruneJobsJob, async () => {
    const deleted = await pruneFinishedJobs(db);
    if (deleted) logger.info('old finished jobs deleted', { jobs: deleted });
  });
  queue.every(pruneJobsJob, HOUR_MS, {});
  return queue;
}
