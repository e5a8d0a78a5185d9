/** The newsletter's job types and the recurring one, registered on the queue by jobs/job-types.ts. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmationJob, forgetUnconfirmedJob, runForgetUnconfirmed, sendConfirmation } from './confirm-job.ts';
import { expireWaitingJob, runExpireWaiting } from './live-wait.ts';
import { newsletterSendJob, runNewsletterSend } from './send-job.ts';
import { createNewsletterTokens } from './tokens.ts';

const HOUR_MS = 3_600_000;

export function registerNewsletterJobs(
  queue: JobQueue,
  { db, env, logger, mailer }: { db: Kysely<Database>; env: Env; logger: Logger; mailer: Mailer | null },
): void {
  const tokens = createNewsletterTokens(db, env.NEWSLETTER_SECRET);
  const deps = { db, env, logger, mailer, tokens };
  queue.register(confirmationJob, sendConfirmation(deps));
  queue.register(forgetUnconfirmedJob, runForgetUnconfirmed(deps));
  queue.every(forgetUnconfirmedJob, HOUR_MS, {});
  queue.register(newsletterSendJob, runNewsletterSend(deps));
  // Sends waiting for a page that never went live (a build that keeps failing) fail after a day.
  queue.register(expireWaitingJob, runExpireWaiting(deps));
  queue.every(expireWaitingJob, HOUR_MS, {}, { offsetMs: 30 * 60_000 });
}
