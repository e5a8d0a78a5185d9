/** The back office's reads: newsletters with their counts, subscribers by status, sends with their outcome. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LIVE_WAIT_LIMIT_HOURS, LIVE_WAIT_NOTICE_MINUTES } from './live-wait.ts';

export type ScreenStatus = 'pending' | 'active' | 'unsubscribed' | 'suppressed';

/** A suppressed address shows as suppressed in every newsletter, whatever its subscription says. */
const screenStatus = sql<ScreenStatus>`CASE WHEN r.suppressed_at IS NOT NULL THEN 'suppressed' ELSE s.status END`;

export async function newsletterCounts(db: Kysely<Database>) {
  const newsletters = await db
    .selectFrom('newsletters')
    .select(['id', 'locale', 'name', 'offered'])
    .orderBy('locale')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('newsletter_subscriptions as s')
    .innerJoin('newsletter_subscribers as r', 'r.id', 's.subscriber_id')
    .select(['s.newsletter_id', screenStatus.as('status'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['s.newsletter_id', screenStatus])
    .execute();
  return newsletters.map((newsletter) => {
    const of = (status: ScreenStatus) => Number(counts.find((row) => row.newsletter_id === newsletter.id && row.status === status)?.n ?? 0);
    return {
      ...newsletter,
      counts: { pending: of('pending'), active: of('active'), unsubscribed: of('unsubscribed'), suppressed: of('suppressed') },
    };
  });
}

export interface SubscriberFilter {
  newsletter?: string;
  status?: ScreenStatus;
  q?: string;
}

export const SUBSCRIBERS_PAGE_SIZE = 50;

function filtered(db: Kysely<Database>, filter: SubscriberFilter) {
  let query = db.selectFrom('newsletter_subscriptions as s').innerJoin('newsletter_subscribers as r', 'r.id', 's.subscriber_id');
  if (filter.newsletter) query = query.where('s.newsletter_id', '=', filter.newsletter);
  if (filter.status) query = query.where(screenStatus, '=', filter.status);
  if (filter.q)
    query = query.where(sql<string>`lower(r.email)`, 'like', `%${filter.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  return query;
}

const SUBSCRIBER_COLUMNS = [
  'r.id',
  'r.email',
  'r.locale',
  's.newsletter_id',
  's.consent',
  's.created_at',
  's.confirmed_at',
  's.unsubscribed_at',
  'r.suppressed_reason',
] as const;

export async function listSubscribers(db: Kysely<Database>, filter: SubscriberFilter, page: number) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select([...SUBSCRIBER_COLUMNS, screenStatus.as('status')])
      .orderBy('s.created_at', 'desc')
      .orderBy('r.id')
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { subscribers: rows, total: Number(total.n), page, page_size: SUBSCRIBERS_PAGE_SIZE };
}

/**
 * Every matching row, for the CSV export, in pages keyed on (subscriber, newsletter): exact
 * values, unlike timestamps, which PostgreSQL keeps in microseconds and JavaScript in milliseconds.
 */
export async function* exportSubscribers(db: Kysely<Database>, filter: SubscriberFilter) {
  let after: { id: string; newsletter: string } | null = null;
  for (;;) {
    let query = filtered(db, filter).select([...SUBSCRIBER_COLUMNS, screenStatus.as('status')]);
    if (after) {
      const cursor: { id: string; newsletter: string } = after;
      query = query.where((eb) =>
        eb.or([eb('r.id', '>', cursor.id), eb.and([eb('r.id', '=', cursor.id), eb('s.newsletter_id', '>', cursor.newsletter)])]),
      );
    }
    const rows = await query.orderBy('r.id').orderBy('s.newsletter_id').limit(1000).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    after = { id: last.id, newsletter: last.newsletter_id };
  }
}

export async function listSends(db: Kysely<Database>) {
  const { rows } = await sql<{
    id: string;
    newsletter_id: string;
    article_id: string | null;
    subject: string;
    status: string;
    clicks: number;
    created_at: Date;
    finished_at: Date | null;
    recipients: number;
    accepted: number;
    failed: number;
    suppressed: number;
    skipped: number;
    job_status: string | null;
    job_error: string | null;
    failure_reason: string | null;
    stalled: boolean;
    fails_at: Date | null;
  }>`
    SELECT s.id, s.newsletter_id, s.article_id, s.subject, s.status, s.clicks, s.created_at, s.finished_at, s.failure_reason,
      (s.status = 'awaiting_live' AND s.created_at < now() - make_interval(mins => ${LIVE_WAIT_NOTICE_MINUTES})) AS stalled,
      CASE WHEN s.status = 'awaiting_live' THEN s.created_at + make_interval(hours => ${LIVE_WAIT_LIMIT_HOURS}) END AS fails_at,
      count(d.subscriber_id)::int AS recipients,
      (count(*) FILTER (WHERE d.status = 'sent'))::int AS accepted,
      (count(*) FILTER (WHERE d.status = 'failed'))::int AS failed,
      (count(*) FILTER (WHERE d.status = 'bounced'))::int AS suppressed,
      (count(*) FILTER (WHERE d.status = 'skipped'))::int AS skipped,
      j.status AS job_status, j.last_error AS job_error
    FROM newsletter_sends s
    LEFT JOIN newsletter_deliveries d ON d.send_id = s.id
    LEFT JOIN jobs j ON j.unique_key = 'newsletter.send@' || s.article_id || ':' || s.newsletter_id
    GROUP BY s.id, j.status, j.last_error
    ORDER BY s.created_at DESC
    LIMIT 100
  `.execute(db);
  return rows;
}
