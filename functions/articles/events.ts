/** What a change to an article tells the publisher (site build + webhooks) and the audit log. */
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record.ts';
import type { Database } from '../db/schema.ts';
import type { WebhookEvent } from '../webhooks/queue.ts';
import type { ArticleActor } from './authorship.ts';
import type { AdminArticle } from './store.ts';

export function summary(article: Pick<AdminArticle, 'id' | 'slug' | 'titulo' | 'categoria' | 'status' | 'idioma'>) {
  return {
    id: article.id,
    slug: article.slug,
    titulo: article.titulo,
    categoria: article.categoria,
    status: article.status,
    idioma: article.idioma,
  };
}

/** The event a save causes on the public site, or null when nothing public changed. */
export function eventFor(before: AdminArticle | null, after: AdminArticle): WebhookEvent | null {
  const wasLive = before?.status === 'publicado';
  const isLive = after.status === 'publicado';
  if (isLive && !wasLive) return 'article.published';
  if (isLive) return 'article.updated';
  if (wasLive) return 'article.unpublished';
  return null;
}

/** Publishing, unpublishing and deleting an article go to the audit log; other saves are in its revisions. */
export async function auditArticle(
  db: Kysely<Database>,
  actor: ArticleActor,
  action: WebhookEvent | null,
  article: Pick<AdminArticle, 'id' | 'titulo'>,
): Promise<void> {
  if (action !== 'article.published' && action !== 'article.unpublished' && action !== 'article.deleted') return;
  await recordAudit(db, {
    actor: actor && { id: actor.id, email: actor.email ?? null },
    action,
    targetType: 'article',
    targetId: article.id,
    summary: article.titulo,
  });
}
