/** What a change to an article tells the publisher (site build + webhooks). */
import type { WebhookEvent } from '../../webhooks/queue.ts';
import type { AdminArticle } from './queries.ts';

export function summary(article: AdminArticle) {
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
