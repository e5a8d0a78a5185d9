/**
 * The stored affiliate links a /go/{id} can lead to: a related product's url_afiliado of a
 * published article, or an active review's link_produto. A draft's or a scheduled article's
 * product is not a link of the public site: anyone who can save a draft could otherwise make
 * this domain redirect anywhere. A destination is followed only when it passes the one URL
 * check (src/lib/safe-url.ts) again, carries no credentials, and is sent in its ASCII form,
 * so a row written before those checks cannot redirect anywhere but to a plain http(s) address.
 */
import type { Kysely } from 'kysely';
import { redirectableHttpUrl } from '../../src/lib/safe-url.ts';
import type { Database } from '../db/schema.ts';

export interface TrackedLink {
  kind: 'related_product' | 'review';
  id: string;
  name: string;
  destination: string;
  article_id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findTrackedLink(db: Kysely<Database>, id: string): Promise<TrackedLink | undefined> {
  if (!UUID.test(id)) return undefined;
  const product = await db
    .selectFrom('related_products as p')
    .innerJoin('articles as a', 'a.id', 'p.article_id')
    .select(['p.id', 'p.nome', 'p.url_afiliado', 'p.article_id'])
    .where('p.id', '=', id)
    .where('a.status', '=', 'publicado')
    .executeTakeFirst();
  const link: TrackedLink | undefined = product
    ? { kind: 'related_product', id: product.id, name: product.nome, destination: product.url_afiliado, article_id: product.article_id }
    : await db
        .selectFrom('product_reviews')
        .select(['id', 'titulo', 'link_produto'])
        .where('id', '=', id)
        .where('ativo', '=', true)
        .executeTakeFirst()
        .then(
          (review) =>
            review && { kind: 'review' as const, id: review.id, name: review.titulo, destination: review.link_produto, article_id: null },
        );
  const destination = link && redirectableHttpUrl(link.destination);
  return link && destination ? { ...link, destination } : undefined;
}
