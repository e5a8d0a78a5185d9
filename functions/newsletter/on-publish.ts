/**
 * Publishing an article in language L queues one send to each newsletter of L, once per
 * article and newsletter, ever: newsletter_sends is unique on (article, newsletter), and the
 * job's unique key (`newsletter.send@<article>:<newsletter>`) is the queue's own guard, so a
 * second press or a second instance queues nothing. Only the article's first publish sends:
 * newsletter_article_options.first_published_at records it (migration 066, docs/decisions/069),
 * so a republish sends nothing even when the first publish had the switch off and the editor
 * turned it on before publishing again. The editor can turn it off per article before
 * publishing (newsletter_article_options.send_on_publish).
 *
 * The e-mail links to the article's page, so it must not leave before that page is live
 * (docs/decisions/061): where this process builds the site, the send is written as
 * `awaiting_live` with no job, and the live build that serves the page queues it
 * (releaseLiveSends). Where it does not build (an external build hook, scripts), nothing here
 * can see the page go live, and the job is queued at once, as before.
 */
import { sql, type Kysely } from 'kysely';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { Database } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { newsletterSendJob, sendUniqueKey } from './send-job.ts';

export interface QueueSendsOptions {
  /** Wait for a live build that serves the article's page before the job is queued. */
  afterLive?: boolean;
}

/** Resolves with how many sends were written (queued, or waiting for the page). */
export async function queueNewsletterSends(
  db: Kysely<Database>,
  articleIds: readonly string[],
  { afterLive = false }: QueueSendsOptions = {},
): Promise<number> {
  if (articleIds.length === 0) return 0;
  const articles = await db
    .selectFrom('articles')
    .select(['id', 'titulo', 'idioma'])
    .where('id', 'in', articleIds)
    .where('status', '=', 'publicado')
    .execute();
  let queued = 0;
  for (const article of articles) {
    queued += await db.transaction().execute(async (tx) => {
      // The article's first publish is written once, whatever its switch says; finding it
      // written means a republish (unpublished, maybe switched on, published again): nothing
      // is sent. The conditional upsert makes two instances announcing at once agree on one.
      const first = await tx
        .insertInto('newsletter_article_options')
        .values({ article_id: article.id, first_published_at: sql<Date>`now()` })
        .onConflict((conflict) =>
          conflict
            .column('article_id')
            .doUpdateSet({ first_published_at: sql<Date>`now()` })
            .where('newsletter_article_options.first_published_at', 'is', null),
        )
        .returning('send_on_publish')
        .executeTakeFirst();
      if (!first?.send_on_publish) return 0;
      const newsletters = await tx.selectFrom('newsletters').select('id').where('locale', '=', article.idioma).execute();
      let written = 0;
      for (const newsletter of newsletters) {
        const send = await tx
          .insertInto('newsletter_sends')
          .values({
            article_id: article.id,
            newsletter_id: newsletter.id,
            subject: article.titulo,
            status: afterLive ? 'awaiting_live' : 'queued',
          })
          .onConflict((conflict) => conflict.columns(['article_id', 'newsletter_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!send) continue;
        if (!afterLive) {
          await enqueueJob(tx, newsletterSendJob, { send_id: send.id }, { uniqueKey: sendUniqueKey(article.id, newsletter.id) });
        }
        written++;
      }
      return written;
    });
  }
  return queued;
}

/**
 * Called when a build goes live: queues the job of each waiting send whose article's page the
 * live build serves; cancels those whose article was unpublished or deleted meanwhile (no page
 * went live, nothing to announce); keeps the rest for a later build. Resolves with the sends
 * queued. The row lock makes two instances going live at once queue each send once (the job's
 * unique key would refuse a second anyway).
 */
export async function releaseLiveSends(db: Kysely<Database>, isServed: (urlPath: string) => boolean): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const waiting = await tx
      .selectFrom('newsletter_sends as s')
      .leftJoin('articles as a', 'a.id', 's.article_id')
      .select(['s.id', 's.newsletter_id', 's.article_id', 'a.slug', 'a.idioma', 'a.status as article_status'])
      .where('s.status', '=', 'awaiting_live')
      .forUpdate('s')
      .execute();
    const released: string[] = [];
    const gone: string[] = [];
    for (const send of waiting) {
      if (!send.article_id || !send.slug || !send.idioma || send.article_status !== 'publicado') gone.push(send.id);
      else if (isServed(articleUrl({ slug: send.slug, idioma: send.idioma }))) {
        await enqueueJob(tx, newsletterSendJob, { send_id: send.id }, { uniqueKey: sendUniqueKey(send.article_id, send.newsletter_id) });
        released.push(send.id);
      }
    }
    if (released.length) await tx.updateTable('newsletter_sends').set({ status: 'queued' }).where('id', 'in', released).execute();
    if (gone.length) {
      await tx
        .updateTable('newsletter_sends')
        .set({ status: 'cancelled', finished_at: sql<Date>`now()` })
        .where('id', 'in', gone)
        .execute();
    }
    return released;
  });
}
