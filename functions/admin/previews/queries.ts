/** The preview links group's own read; the links themselves live in functions/previews/preview-links.ts. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a preview link needs of its article: whether it is published, and its language (the link's address). */
export async function previewedArticle(db: Kysely<Database>, id: string) {
  return db.selectFrom('articles').select(['id', 'status', 'idioma']).where('id', '=', id).executeTakeFirst();
}
