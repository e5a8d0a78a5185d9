/**
 * A send waits for its article's page (`awaiting_live`, docs/decisions/061). A build that keeps
 * failing, or one that never serves the page, would leave it waiting silently for ever; here it
 * becomes visible, then ends (docs/decisions/069):
 *
 * - after LIVE_WAIT_NOTICE_MINUTES the Newsletter screen says the send waits for a page that is
 *   not live and when it will give up (listSends' `stalled` and `fails_at`);
 * - after LIVE_WAIT_LIMIT_HOURS the hourly `newsletter.expire-waiting` job fails it with the
 *   reason `page_not_live` (an error in the log too). No message has left, and an announcement
 *   a day late is not one the editor chose to send: a later build does not send it.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob } from '../jobs/define.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';

/** A live build follows a publish within seconds to minutes; half an hour without one is a failing build. */
export const LIVE_WAIT_NOTICE_MINUTES = 30;
/** A day: long enough to fix a build, short enough that the e-mail still announces something new. */
export const LIVE_WAIT_LIMIT_HOURS = 24;
/** newsletter_sends.failure_reason of a send whose page never went live. */
export const PAGE_NOT_LIVE = 'page_not_live';

export const expireWaitingJob = defineJob({
  type: 'newsletter.expire-waiting',
  payload: z.object({}),
  singleton: true,
  maxAttempts: 1,
});

/**
 * How many sends wait longer than the notice threshold for a page no build put live: the
 * Newsletter screen's alert and the Dashboard's site state both show it (the same condition as
 * listSends' `stalled`).
 */
export async function countStalledSends(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('newsletter_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'awaiting_live')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${LIVE_WAIT_NOTICE_MINUTES})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Fails the sends that waited longer than `limitHours` for their page; resolves with their ids. */
export async function failStalledSends(db: Kysely<Database>, limitHours = LIVE_WAIT_LIMIT_HOURS): Promise<string[]> {
  // The status condition is checked again on the locked row: a live build that queued the send meanwhile wins.
  const rows = await db
    .updateTable('newsletter_sends')
    .set({ status: 'failed', failure_reason: PAGE_NOT_LIVE, finished_at: sql<Date>`now()` })
    .where('status', '=', 'awaiting_live')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${limitHours})`)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export function runExpireWaiting({ db, logger }: { db: Kysely<Database>; logger: Logger }): JobHandler<typeof expireWaitingJob> {
  return async (_payload, context) => {
    const failed = await failStalledSends(db);
    if (failed.length) {
      logger.error('newsletter sends failed: no live build served their page', { sends: failed, hours: LIVE_WAIT_LIMIT_HOURS });
    }
    await context.progress(failed.length, failed.length, failed.length ? `${failed.length} failed: page not live` : null);
  };
}
