/**
 * Puts the shipped sample content into the database: on the first start of an empty
 * database, and on demand with `npm run seed` (which adds what is missing, by language and
 * slug or by title, and never changes existing rows, except to link a newly added
 * translation to its original when that original is in no translation group yet). Articles
 * are written through the article service, like every other article.
 */
import { sql, type Kysely } from 'kysely';
import { otherLocale, type Locale } from '../../src/i18n/locales.ts';
import { ArticleService } from '../articles/service.ts';
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
    // It runs before the server builds (the first start, or `npm run seed` with the server
    // stopped), and that build reads everything: no one is told of each article.
    const articles = new ArticleService({ db: tx, publisher: null });
    const taken = new Set((await tx.selectFrom('articles').select(['idioma', 'slug']).execute()).map(keyOf));
    const missing = (sample: SampleArticle) => !taken.has(keyOf(sample));
    for (const sample of sampleArticles.filter(missing)) {
      await insertSampleArticle(articles, sample, now);
      result.articles++;
    }
    // Translations after the originals they link to: each pair shares a new translation group.
    for (const { traducao_de, ...sample } of translations.filter(missing)) {
      // Created a second after its original: the first-created member is the pair's original (JSON-LD's translationOfWork).
      await insertSampleArticle(articles, sample, now, { idioma: otherLocale(sample.idioma), slug: traducao_de }, 1000);
      result.articles++;
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

const keyOf = (article: { idioma: string; slug: string }) => `${article.idioma}/${article.slug}`;

/**
 * Writes a sample article through the article service, as the server itself, dated
 * `published_days_ago` before now. `original` names the article it translates: it joins that
 * article's translation group, unless the original is missing or already has a translation
 * (an editor's own link), when it stays unlinked.
 */
async function insertSampleArticle(
  articles: ArticleService,
  sample: SampleArticle,
  now: Date,
  original?: { idioma: Locale; slug: string },
  createdLaterMs = 0,
): Promise<void> {
  const { related_products, published_days_ago, destaque, ...article } = sample;
  const publishedAt = new Date(now.getTime() - published_days_ago * DAY_MS);
  const translated = original ? await articles.findBySlug(original.idioma, original.slug) : null;
  await articles.create(
    {
      ...article,
      tempo_leitura: null,
      video_url: null,
      products: related_products.map((product) => ({
        name: product.nome,
        description: product.descricao,
        price: product.preco,
        affiliate_link: product.url_afiliado,
        image_url: product.imagem_url,
      })),
    },
    null,
    {
      publishedAt,
      createdAt: new Date(publishedAt.getTime() + createdLaterMs),
      destaque,
      ...(translated && !translated.traducao ? { translationOf: translated.id } : {}),
    },
  );
}
