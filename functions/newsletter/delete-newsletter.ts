/**
 * DELETE /api/admin/newsletter/newsletters/:id (administrators; docs/decisions/061). What goes:
 * - every subscription to it (its subscribers stop receiving it; nobody is mailed about it);
 * - the subscribers left with no subscription at all, unless suppressed: their address was
 *   kept only for this newsletter, and keeping it with nothing to send is keeping personal data
 *   for no purpose. A suppressed address stays, so that a later import cannot mail it again;
 * - its sends and their per-subscriber history; a send under way stops after the message in
 *   flight (its job finds no rows left to mail).
 * If it was the newsletter the forms of its language offered, the oldest other newsletter of
 * that language is offered instead; with none left, those forms answer that there is no
 * newsletter in this language until an administrator adds one.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface DeletedNewsletter {
  deleted: true;
  subscriptions_removed: number;
  subscribers_removed: number;
  sends_removed: number;
  /** The newsletter now offered in its language in its place, if any. */
  offered_instead: string | null;
}

export async function deleteNewsletter(
  db: Kysely<Database>,
  newsletter: { id: string; locale: 'en' | 'pt'; offered: boolean },
): Promise<DeletedNewsletter> {
  return db.transaction().execute(async (tx) => {
    const subscribers = await tx
      .selectFrom('newsletter_subscriptions')
      .select('subscriber_id')
      .where('newsletter_id', '=', newsletter.id)
      .execute();
    const sends = await tx.deleteFrom('newsletter_sends').where('newsletter_id', '=', newsletter.id).executeTakeFirst();
    const subscriptions = await tx.deleteFrom('newsletter_subscriptions').where('newsletter_id', '=', newsletter.id).executeTakeFirst();
    await tx.deleteFrom('newsletters').where('id', '=', newsletter.id).execute();
    let subscribersRemoved = 0;
    if (subscribers.length) {
      const orphans = await tx
        .deleteFrom('newsletter_subscribers as r')
        .where(
          'r.id',
          'in',
          subscribers.map((row) => row.subscriber_id),
        )
        .where('r.suppressed_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('newsletter_subscriptions as s')
                .select(sql`1`.as('one'))
                .whereRef('s.subscriber_id', '=', 'r.id'),
            ),
          ),
        )
        .executeTakeFirst();
      subscribersRemoved = Number(orphans.numDeletedRows);
    }
    let offeredInstead: string | null = null;
    if (newsletter.offered) {
      const next = await tx
        .selectFrom('newsletters')
        .select('id')
        .where('locale', '=', newsletter.locale)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      if (next) {
        await tx.updateTable('newsletters').set({ offered: true }).where('id', '=', next.id).execute();
        offeredInstead = next.id;
      }
    }
    return {
      deleted: true,
      subscriptions_removed: Number(subscriptions.numDeletedRows),
      subscribers_removed: subscribersRemoved,
      sends_removed: Number(sends.numDeletedRows),
      offered_instead: offeredInstead,
    };
  });
}
