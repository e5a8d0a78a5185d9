/**
 * The publishing side of scheduled articles. The article service claims the due ones
 * (functions/articles/scheduled.ts); where this process builds the site, the claimed articles
 * wait in articles_awaiting_live until a live build shows their page, and only then is
 * article.published sent.
 */
import type { Kysely } from 'kysely';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { Database } from '../db/schema.ts';
import { summary } from '../articles/events.ts';
import { ARTICLE_COLUMNS } from '../articles/store.ts';
import { enqueueEvent } from '../webhooks/queue.ts';

/**
 * Called when a build goes live: sends article.published for each waiting article whose page
 * the live build serves; forgets those no longer published (unpublished before any build
 * showed them: nothing went live); keeps the rest for a later build. Returns the ids sent.
 */
export async function releaseLiveArticles(db: Kysely<Database>, isServed: (urlPath: string) => boolean): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const waiting = await tx
      .selectFrom('articles_awaiting_live as w')
      .innerJoin('articles as a', 'a.id', 'w.article_id')
      .select(ARTICLE_COLUMNS.map((column) => `a.${column}` as const))
      .forUpdate()
      .execute();
    const live = waiting.filter((article) => article.status === 'publicado' && isServed(articleUrl(article)));
    const gone = waiting.filter((article) => article.status !== 'publicado');
    for (const article of live) await enqueueEvent(tx, 'article.published', summary(article));
    const done = [...live, ...gone].map((article) => article.id);
    if (done.length) await tx.deleteFrom('articles_awaiting_live').where('article_id', 'in', done).execute();
    return live.map((article) => article.id);
  });
}

/** The next scheduled time, for the back office and for tests; null when nothing is scheduled. */
export async function nextScheduledAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.min('data_publicacao').as('next'))
    .where('status', '=', 'agendado')
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}
