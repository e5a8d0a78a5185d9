/**
 * Scheduled publishing as a recurring job of the one queue (docs/decisions/043): every
 * SCHEDULE_POLL_MS one instance of the cluster runs `publishing.scheduled`, which claims the
 * due articles through the article service (publishDue) and hands them to the publisher, which builds the site;
 * the period plus one build keeps "live within 60 s of its time". A time that fell due while
 * no server ran publishes at the first period after start.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob } from '../jobs/define.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { Publisher } from './publisher.ts';
import { ArticleService } from '../articles/service.ts';

/** One run at a time; a failed run is not retried, the next period is at most SCHEDULE_POLL_MS away. */
export const scheduledPublishingJob = defineJob({
  type: 'publishing.scheduled',
  payload: z.object({}),
  singleton: true,
  maxAttempts: 1,
});

export interface ScheduledPublishingOptions {
  db: Kysely<Database>;
  logger: Logger;
  publisher: Publisher;
}

/** Publishes what is due now; resolves with how many articles it claimed. */
export async function publishDueArticles({ db, logger, publisher }: ScheduledPublishingOptions): Promise<number> {
  const claimed = await new ArticleService({ db, publisher }).publishDue();
  if (claimed.length) logger.debug('scheduled publishing claimed articles', { articles: claimed.length });
  return claimed.length;
}

export function runScheduledPublishing(options: ScheduledPublishingOptions): JobHandler<typeof scheduledPublishingJob> {
  return async (_payload, context) => {
    const published = await publishDueArticles(options);
    await context.progress(published, published, published ? `${published} published` : null);
  };
}
