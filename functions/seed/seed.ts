/**
 * Puts the shipped sample content into the database: on the first start of an empty
 * database, and on demand with `npm run seed` (which adds what is missing, by slug or title,
 * and never touches existing rows).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sampleArticles } from './sample-articles.ts';
import { sampleEbooks } from './sample-ebooks.ts';
import { sampleReviews } from './sample-reviews.ts';

const SEEDED_KEY = 'sample_content_seeded';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  articles: number;
  reviews: number;
  ebooks: number;
}

/** Seeds only a database that has never been seeded and holds no articles. */
export async function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<SeedResult | null> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (marker) return null;
  const { count } = await db.selectFrom('articles').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) > 0) return null;
  return seedSampleContent(db, now);
}

export async function seedSampleContent(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  return db.transaction().execute(async (tx) => {
    const result: SeedResult = { articles: 0, reviews: 0, ebooks: 0 };
    for (const sample of sampleArticles) {
      const { related_products, published_days_ago, ...article } = sample;
      const publishedAt = new Date(now.getTime() - published_days_ago * DAY_MS);
      const inserted = await tx
        .insertInto('articles')
        .values({
          ...article,
          tempo_leitura: null,
          video_url: null,
          data_publicacao: article.status === 'publicado' ? publishedAt : null,
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .onConflict((oc) => oc.columns(['idioma', 'slug']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      result.articles++;
      for (const [index, product] of related_products.entries()) {
        await tx
          .insertInto('related_products')
          .values({ ...product, article_id: inserted.id, created_at: new Date(publishedAt.getTime() + index * 1000) })
          .execute();
      }
    }

    const reviewTitles = new Set((await tx.selectFrom('product_reviews').select('titulo').execute()).map((r) => r.titulo));
    for (const review of sampleReviews.filter((r) => !reviewTitles.has(r.titulo))) {
      await tx.insertInto('product_reviews').values(review).execute();
      result.reviews++;
    }

    const ebookTitles = new Set((await tx.selectFrom('interactive_ebooks').select('title').execute()).map((e) => e.title));
    for (const ebook of sampleEbooks.filter((e) => !ebookTitles.has(e.title))) {
      await tx.insertInto('interactive_ebooks').values(ebook).execute();
      result.ebooks++;
    }

    await tx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: now.toISOString(), updated_at: sql`now()` }))
      .execute();
    return result;
  });
}
