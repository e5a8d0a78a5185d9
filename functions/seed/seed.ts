/**
 * Puts the shipped sample content into the database: on the first start of an empty
 * database, and on demand with `npm run seed` (which adds what is missing, by language and
 * slug or by title, and never changes existing rows, except to link a newly added
 * translation to its original when that original is in no translation group yet).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sampleArticles } from './sample-articles.ts';
import { sampleEbooks } from './sample-ebooks.ts';
import { sampleReviews } from './sample-reviews.ts';
import { sampleTranslations } from './sample-translations.ts';
import type { SampleArticle, SampleTranslation } from './types.ts';

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
  const { count } = await db
    .selectFrom('articles')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return null;
  return seedSampleContent(db, now);
}

/** `translations` defaults to the shipped ones; tests pass their own. */
export async function seedSampleContent(
  db: Kysely<Database>,
  now = new Date(),
  translations: readonly SampleTranslation[] = sampleTranslations,
): Promise<SeedResult> {
  return db.transaction().execute(async (tx) => {
    const result: SeedResult = { articles: 0, reviews: 0, ebooks: 0 };
    for (const sample of sampleArticles) {
      if (await insertSampleArticle(tx, sample, now)) result.articles++;
    }
    // Translations after the originals they link to: each pair shares a new translation group.
    for (const { traducao_de, ...sample } of translations) {
      // Created a second after its original: the first-created member is the pair's original (JSON-LD's translationOfWork).
      const inserted = await insertSampleArticle(tx, sample, now, 1000);
      if (!inserted) continue;
      result.articles++;
      await linkTranslation(tx, inserted, { idioma: sample.idioma === 'en' ? 'pt' : 'en', slug: traducao_de });
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

/** Inserts a sample article and its related products; null when its language and slug are taken. */
async function insertSampleArticle(
  tx: Transaction<Database>,
  sample: SampleArticle,
  now: Date,
  createdLaterMs = 0,
): Promise<string | null> {
  const { related_products, published_days_ago, ...article } = sample;
  const publishedAt = new Date(now.getTime() - published_days_ago * DAY_MS);
  const inserted = await tx
    .insertInto('articles')
    .values({
      ...article,
      tempo_leitura: null,
      video_url: null,
      data_publicacao: article.status === 'publicado' ? publishedAt : null,
      created_at: new Date(publishedAt.getTime() + createdLaterMs),
      updated_at: publishedAt,
    })
    .onConflict((oc) => oc.columns(['idioma', 'slug']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  for (const [index, product] of related_products.entries()) {
    await tx
      .insertInto('related_products')
      .values({ ...product, article_id: inserted.id, created_at: new Date(publishedAt.getTime() + index * 1000) })
      .execute();
  }
  return inserted.id;
}

/**
 * Puts a new translation in its original's group, or in a new group with it. An original that
 * is missing, or whose group already has an article in the translation's language (an
 * editor's own link), is left alone and the translation stays unlinked.
 */
async function linkTranslation(
  tx: Transaction<Database>,
  translationId: string,
  original: { idioma: 'en' | 'pt'; slug: string },
): Promise<void> {
  const found = await tx
    .selectFrom('articles')
    .select(['id', 'grupo_traducao'])
    .where('idioma', '=', original.idioma)
    .where('slug', '=', original.slug)
    .executeTakeFirst();
  if (!found) return;
  if (found.grupo_traducao) {
    const taken = await tx
      .selectFrom('articles')
      .select('id')
      .where('grupo_traducao', '=', found.grupo_traducao)
      .where('idioma', '<>', original.idioma)
      .executeTakeFirst();
    if (taken) return;
  }
  const group = found.grupo_traducao ?? randomUUID();
  await tx.updateTable('articles').set({ grupo_traducao: group }).where('id', 'in', [found.id, translationId]).execute();
}
