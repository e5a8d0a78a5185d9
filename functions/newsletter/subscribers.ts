/**
 * Subscriber and subscription changes. A request asks for a pending subscription (a new
 * address, a pending one, or one that left before); only the confirmation link makes it
 * active; unsubscribing and suppression stop it. Every change is one statement keyed on
 * (subscriber, newsletter), so a repeated request or link changes nothing more.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../lib/locale.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewsletterRow {
  id: string;
  locale: Locale;
  name: string;
  offered: boolean;
}

/** The newsletter a form in `locale` offers: the one marked offered, else the oldest of that language. */
export async function offeredNewsletter(db: Db, locale: Locale): Promise<NewsletterRow | undefined> {
  return db
    .selectFrom('newsletters')
    .select(['id', 'locale', 'name', 'offered'])
    .where('locale', '=', locale)
    .orderBy('offered', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

export async function findNewsletter(db: Db, id: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletters').select(['id', 'locale', 'name', 'offered']).where('id', '=', id).executeTakeFirst();
}

/** The subscriber of `email` (any case), created with `locale` when new. */
export async function upsertSubscriber(db: Db, email: string, locale: Locale) {
  const { rows } = await sql<{ id: string; suppressed_at: Date | null; locale: Locale }>`
    INSERT INTO newsletter_subscribers (email, locale) VALUES (${email}, ${locale})
    ON CONFLICT ((lower(email))) DO UPDATE SET email = newsletter_subscribers.email
    RETURNING id, suppressed_at, locale
  `.execute(db);
  return rows[0]!;
}

/**
 * Asks for `newsletterId` for `email`. Returns the subscriber to send a confirmation to, or
 * null when there is nothing to confirm (already active, or the address is suppressed).
 */
export async function requestSubscription(db: Kysely<Database>, email: string, locale: Locale, newsletterId: string) {
  return db.transaction().execute(async (tx) => {
    const subscriber = await upsertSubscriber(tx, email, locale);
    if (subscriber.suppressed_at) return null;
    const { rows } = await sql<{ status: string }>`
      INSERT INTO newsletter_subscriptions (subscriber_id, newsletter_id, status)
      VALUES (${subscriber.id}, ${newsletterId}, 'pending')
      ON CONFLICT (subscriber_id, newsletter_id) DO UPDATE
        SET status = 'pending', created_at = now(), unsubscribed_at = NULL, consent = NULL
        WHERE newsletter_subscriptions.status = 'unsubscribed'
      RETURNING status
    `.execute(tx);
    if (rows[0]) return { subscriberId: subscriber.id };
    const current = await tx
      .selectFrom('newsletter_subscriptions')
      .select('status')
      .where('subscriber_id', '=', subscriber.id)
      .where('newsletter_id', '=', newsletterId)
      .executeTakeFirst();
    return current?.status === 'pending' ? { subscriberId: subscriber.id } : null;
  });
}

/** Pending → active. True when the subscription is active afterwards (a second use of the link too). */
export async function confirmSubscription(db: Db, subscriberId: string, newsletterId: string): Promise<boolean> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'active', consent: 'confirmed', confirmed_at: sql<Date>`now()` })
    .where('subscriber_id', '=', subscriberId)
    .where('newsletter_id', '=', newsletterId)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.exists(eb.selectFrom('newsletter_subscribers').select('id').where('id', '=', subscriberId).where('suppressed_at', 'is', null)),
    )
    .execute();
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('status')
    .where('subscriber_id', '=', subscriberId)
    .where('newsletter_id', '=', newsletterId)
    .executeTakeFirst();
  return row?.status === 'active';
}

/** Leaves one newsletter, or every one (`*`). Resolves with how many subscriptions changed. */
export async function unsubscribe(db: Db, subscriberId: string, newsletterId: string | '*'): Promise<number> {
  let query = db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'unsubscribed', unsubscribed_at: sql<Date>`now()` })
    .where('subscriber_id', '=', subscriberId)
    .where('status', 'in', ['pending', 'active']);
  if (newsletterId !== '*') query = query.where('newsletter_id', '=', newsletterId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Stops every newsletter to this subscriber (a hard bounce, a complaint, a 5xx refusal); the first reason stays. */
export async function suppressSubscriber(db: Db, subscriberId: string, reason: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ suppressed_at: sql<Date>`now()`, suppressed_reason: reason.slice(0, 500) })
    .where('id', '=', subscriberId)
    .where('suppressed_at', 'is', null)
    .execute();
}

export async function findSubscriber(db: Db, id: string) {
  return db.selectFrom('newsletter_subscribers').select(['id', 'email', 'locale', 'suppressed_at']).where('id', '=', id).executeTakeFirst();
}

/** The subscriber's newsletters with their status, for the preferences page. */
export async function subscriptionsOf(db: Db, subscriberId: string) {
  return db
    .selectFrom('newsletter_subscriptions as s')
    .innerJoin('newsletters as n', 'n.id', 's.newsletter_id')
    .select(['n.id', 'n.name', 's.status'])
    .where('s.subscriber_id', '=', subscriberId)
    .orderBy('n.id')
    .execute();
}

/**
 * Forgets unconfirmed addresses: pending subscriptions older than `days`, then subscribers left
 * with no subscription and no suppression (a suppressed address is kept so that it stays
 * suppressed). Resolves with the subscribers deleted.
 */
export async function forgetUnconfirmed(db: Kysely<Database>, days = 7): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('newsletter_subscriptions')
      .where('status', '=', 'pending')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .execute();
    const deleted = await tx
      .deleteFrom('newsletter_subscribers as r')
      .where('r.suppressed_at', 'is', null)
      .where('r.created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('newsletter_subscriptions as s').select('s.subscriber_id').whereRef('s.subscriber_id', '=', 'r.id')),
        ),
      )
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
