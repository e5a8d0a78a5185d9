/** Product reviews as the back office reads and writes them, by `ordem` then age. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReviewInput } from '../../../src/lib/contracts/review.ts';

export async function listReviews(db: Kysely<Database>) {
  return db.selectFrom('product_reviews').selectAll().orderBy('ordem', 'asc').orderBy('created_at', 'asc').execute();
}

/** Without an order, the new review goes last: its order is the number of reviews. */
export async function createReview(db: Kysely<Database>, input: Omit<ReviewInput, 'ordem'> & { ordem?: number }) {
  const ordem = input.ordem ?? (await countReviews(db));
  return db
    .insertInto('product_reviews')
    .values({ ...input, ordem })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The review after the change, or undefined when there is none with this id. */
export async function updateReview(db: Kysely<Database>, id: string, change: ReviewInput | { ativo: boolean }) {
  return db
    .updateTable('product_reviews')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted review's id and title (for the audit log), or undefined when there was none. */
export async function deleteReview(db: Kysely<Database>, id: string) {
  return db.deleteFrom('product_reviews').where('id', '=', id).returning(['id', 'titulo']).executeTakeFirst();
}

async function countReviews(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product_reviews')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
