/** The affiliate group's own reads; the figures, link health and prices live in functions/affiliate/. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The article a confirmed price belongs to, as the publisher needs it to rebuild its page. */
export async function priceArticle(db: Kysely<Database>, articleId: string) {
  return db
    .selectFrom('articles')
    .select(['id', 'slug', 'titulo', 'categoria', 'status', 'idioma'])
    .where('id', '=', articleId)
    .executeTakeFirstOrThrow();
}
