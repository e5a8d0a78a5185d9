/** Interactive ebooks as the back office reads and writes them, by display order then age. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EbookInput } from '../../../src/lib/contracts/ebook.ts';

export async function listEbooks(db: Kysely<Database>) {
  return db.selectFrom('interactive_ebooks').selectAll().orderBy('display_order', 'asc').orderBy('created_at', 'asc').execute();
}

export async function createEbook(db: Kysely<Database>, input: EbookInput) {
  return db.insertInto('interactive_ebooks').values(input).returningAll().executeTakeFirstOrThrow();
}

/** The ebook after the change, or undefined when there is none with this id. */
export async function updateEbook(db: Kysely<Database>, id: string, change: EbookInput | { is_active: boolean }) {
  return db
    .updateTable('interactive_ebooks')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted ebook's id and title (for the audit log), or undefined when there was none. */
export async function deleteEbook(db: Kysely<Database>, id: string) {
  return db.deleteFrom('interactive_ebooks').where('id', '=', id).returning(['id', 'title']).executeTakeFirst();
}
