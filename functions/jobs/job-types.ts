/**
 * Every job type this server runs, with its handler, and the recurring ones with their
 * period: the registry. A new background task adds a definition beside its code and one
 * line here; it does not start a timer of its own.
 */
import type { Kysely } from 'kysely';
import { linkCheckJob, type LinkHealth } from '../affiliate/link-health.ts';
import { priceExpiryJob, reportExpiredPrices } from '../affiliate/price-expiry.ts';
import { auditRetentionJob, pruneAuditLog } from '../audit/record.ts';
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
import { importJob, runImportJob } from '../import/job.ts';
import { importUploads } from '../import/uploads.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { backupJob, runBackupJob } from '../backups/backup-job.ts';
import { backupStoreFor } from '../backups/backup-store.ts';
import { parseBackupSchedule } from '../backups/schedule.ts';
import type { DatabaseKind } from '../db/database.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface JobTypeDeps {
  db: Kysely<Database>;
  /** The engine, written in backups' manifests. */
  engine: DatabaseKind;
  env: Env;
  logger: Logger;
  publisher: Publisher;
  linkHealth: LinkHealth;
  /** For imports: where their images go. */
  media: MediaStorage;
  mailer: Mailer | null;
}

export function registerJobTypes(
  queue: JobQueue,
  { db, engine, env, logger, publisher, linkHealth, media, mailer }: JobTypeDeps,
): JobQueue {
  queue.register(
    importJob,
    runImportJob({
      db,
      storage: media,
      engine,
      pipeline: env.IMPORT_PIPELINE,
      uploads: importUploads({ db, engine, dataDir: env.dataDir }),
      logger,
      allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      publisher,
    }),
  );
  queue.register(webhookDeliveryJob, deliverWebhook({ db, logger, allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS }));
  queue.register(scheduledPublishingJob, runScheduledPublishing({ db, logger, publisher }));
  queue.every(scheduledPublishingJob, env.SCHEDULE_POLL_MS, {});
  queue.register(linkCheckJob, async (_payload, context) => {
    await linkHealth.checkAll(context);
  });
  if (env.AFFILIATE_LINK_CHECKS === 'daily') queue.every(linkCheckJob, DAY_MS, {});
  queue.register(priceExpiryJob, async () => {
    await reportExpiredPrices({ db, publisher, logger, maxAgeDays: env.PRICE_MAX_AGE_DAYS });
  });
  queue.every(priceExpiryJob, HOUR_MS, {});
  queue.register(auditRetentionJob, async () => {
    const deleted = await pruneAuditLog(db, env.AUDIT_LOG_RETENTION_DAYS);
    if (deleted) logger.info('audit log entries past their retention deleted', { entries: deleted });
  });
  queue.every(auditRetentionJob, HOUR_MS, {});
  queue.register(pruneJobsJob, async () => {
    const deleted = await pruneFinishedJobs(db);
    if (deleted) logger.info('old finished jobs deleted', { jobs: deleted });
  });
  queue.every(pruneJobsJob, HOUR_MS, {});
  registerNewsletterJobs(queue, { db, env, logger, mailer });
  const backupSchedule = parseBackupSchedule(env.BACKUP_SCHEDULE);
  queue.register(
    backupJob,
    runBackupJob({
      db,
      engine,
      media,
      store: backupStoreFor(env.dataDir, media),
      logger,
      passphrase: env.BACKUP_PASSPHRASE,
      keep: env.BACKUP_KEEP,
      scheduleEveryMs: backupSchedule?.everyMs,
    }),
  );
  if (backupSchedule) queue.every(backupJob, backupSchedule.everyMs, { reason: 'scheduled' }, { offsetMs: backupSchedule.offsetMs });
  return queue;
}
