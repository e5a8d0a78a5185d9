/**
 * Publishing an article in language L queues one send to each newsletter of L, once per
 * article and newsletter, ever: newsletter_sends is unique on (article, newsletter), and the
 * job's unique key (`newsletter.send@<article>:<newsletter>`) is the queue's own guard, so a
 * second press, a republish or a second instance queues nothing. The editor can turn it off per
 * article before publishing (newsletter_article_options).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { newsletterSendJob, sendUniqueKey } from './send-job.ts';

/** Resolves with how many sends were queued. */
export async function queueNewsletterSends(db: Kysely<Database>, articleIds: readonly string[]): Promise<number> {
  if (articleIds.length === 0) return 0;
  const articles = await db
    .selectFrom('articles as a')
    .leftJoin('newsletter_article_options as o', 'o.article_id', 'a.id')
    .select(['a.id', 'a.titulo', 'a.idioma', 'o.send_on_publish'])
    .where('a.id', 'in', articleIds)
    .where('a.status', '=', 'publicado')
    .execute();
  let queued = 0;
  for (const article of articles) {
    if (article.send_on_publish === false) continue;
    const newsletters = await db.selectFrom('newsletters').select('id').where('locale', '=', article.idioma).execute();
    for (const newsletter of newsletters) {
      queued += await db.transaction().execute(async (tx) => {
        const send = await tx
          .insertInto('newsletter_sends')
          .values({ article_id: article.id, newsletter_id: newsletter.id, subject: article.titulo })
          .onConflict((conflict) => conflict.columns(['article_id', 'newsletter_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!send) return 0;
        await enqueueJob(tx, newsletterSendJob, { send_id: send.id }, { uniqueKey: sendUniqueKey(article.id, newsletter.id) });
        return 1;
      });
    }
  }
  return queued;
}
