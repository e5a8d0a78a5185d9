/**
 * A static page keeps showing a price after it turns stale unless the page is built again.
 * Every hour (and at start) this finds the published articles whose shown price went stale
 * since the last look and reports them as changed, which rebuilds the site without those
 * prices and notifies webhooks. The last look is kept in app_meta, so a restart or a second
 * instance misses nothing (at worst both report the same article once).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { Publisher } from '../publishing/publisher.ts';
import { articlesWithPricesExpiredBetween } from './prices.ts';

const LAST_LOOK_KEY = 'affiliate_prices_expired_until';
const HOUR_MS = 3_600_000;

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

/** Looks now and then every hour until stopped. */
export function startPriceExpiryWatch(options: PriceExpiryOptions): { stop(): void } {
  const look = () => reportExpiredPrices(options).catch((error: unknown) => options.logger.error('price expiry check failed', { error }));
  void look();
  const timer = setInterval(() => void look(), HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
