/**
 * A static page keeps showing a price after it turns stale unless the page is built again.
 * Every hour an `affiliate.price-expiry` job (one instance of the cluster runs each hour's,
 * docs/decisions/043) finds the published articles whose shown price went stale since the last
 * look and reports them as changed, which rebuilds the site without those prices and notifies
 * webhooks. The last look is kept in app_meta, so a restart misses nothing.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob } from '../jobs/define.ts';
import type { Logger } from '../lib/logger.ts';
import type { Publisher } from '../publishing/publisher.ts';
import { articlesWithPricesExpiredBetween } from './prices.ts';

const LAST_LOOK_KEY = 'affiliate_prices_expired_until';

const HOUR_MS = 3_600_000;

export const priceExpiryJob = defineJob({ type: 'affiliate.price-expiry', payload: z.object({}), singleton: true, maxAttempts: 3 });

export interface PriceExpiryOptions {
  db: Kysely<Database>;
  publisher: Pick<Publisher, 'siteChanged'>;
  logger: Logger;
  maxAgeDays: number;
}

/** One look: reports the articles whose price expired since the last one; returns their ids. */
export async function reportExpiredPrices({ db, publisher, logger, maxAgeDays }: PriceExpiryOptions, now = new Date()): Promise<string[]> {
  const stored = await db.selectFrom('app_meta').select('value').where('key', '=', LAST_LOOK_KEY).executeTakeFirst();
  // The first look ever covers the last hour: older expiries were built without their price already.
  const since = stored ? new Date(stored.value) : new Date(now.getTime() - HOUR_MS);
  const articles = since < now ? await articlesWithPricesExpiredBetween(db, since, now, maxAgeDays) : [];
  for (const article of articles) await publisher.siteChanged('article.updated', article, { slugsUnchanged: true });
  await db
    .insertInto('app_meta')
    .values({ key: LAST_LOOK_KEY, value: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: now.toISOString(), updated_at: now }))
    .execute();
  if (articles.length) logger.info('prices went stale', { articles: articles.length });
  return articles.map((article) => article.id);
}
