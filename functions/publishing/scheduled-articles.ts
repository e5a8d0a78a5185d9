/**
 * The database side of scheduled publishing. The claim is one UPDATE ... RETURNING: a due
 * row changes from 'agendado' to 'publicado' once, whichever process or instance runs it, so
 * the claim is the single source of truth for "this schedule fired". Where this process
 * builds the site, the claimed articles wait in articles_awaiting_live until a live build
 * shows their page, and only then is article.published sent.
 */
import { sql, type Kysely } from 'kysely';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { Database } from '../db/schema.ts';
import { summary } from '../admin/articles/events.ts';
import { ARTICLE_COLUMNS, type AdminArticle } from '../admin/articles/queries.ts';
import { sameSitePath } from '../site/same-site-path.ts';
import { enqueueEvent } from '../webhooks/queue.ts';
import { recordAudit } from '../audit/record.ts';

/**
 * Publishes every scheduled article whose time has come. `holdEvents`: keep article.published
 * until a build shows the page (releaseLiveArticles); otherwise it is queued with the claim.
 */
export async function claimDueArticles(db: Kysely<Database>, holdEvents: boolean): Promise<AdminArticle[]> {
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('articles')
      .set({ status: 'publicado', updated_at: sql<Date>`now()` })
      .where('status', '=', 'agendado')
      .where('data_publicacao', '<=', sql<Date>`now()`)
      .returning(ARTICLE_COLUMNS)
      .execute();
    if (claimed.length === 0) return claimed;
    // A page now lives at each claimed URL: a redirect leaving it would hide the article.
    await tx
      .deleteFrom('redirects')
      .where(
        'from_path',
        'in',
        claimed.map((article) => sameSitePath(articleUrl(article))),
      )
      .execute();
    for (const article of claimed) {
      await recordAudit(tx, {
        actor: null,
        action: 'article.published',
        targetType: 'article',
        targetId: article.id,
        summary: article.titulo,
      });
    }
    if (holdEvents) {
      await tx
        .insertInto('articles_awaiting_live')
        .values(claimed.map((article) => ({ article_id: article.id })))
        .onConflict((conflict) => conflict.column('article_id').doNothing())
        .execute();
    } else {
      for (const article of claimed) await enqueueEvent(tx, 'article.published', summary(article));
    }
    return claimed;
  });
}

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
