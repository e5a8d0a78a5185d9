/** The dashboard's figures and the sitemap's source rows. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countPageViews } from '../../analytics/routes.ts';
import { adminArticlePage } from '../../articles/list-page.ts';
import { countStalledSends } from '../../newsletter/live-wait.ts';
import { DASHBOARD_RECENT } from '../../../src/lib/contracts/overview.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { sitemapPartSize } from '../../../src/lib/build-env.ts';
import { interfaceSitemapPages } from '../../../src/lib/site-sitemap.ts';
import { SITEMAP_PAGES_PATH, sitemapArticlesPath, sitemapParts } from '../../../src/lib/sitemap.ts';
import { sitemapPartCounts } from './sitemap-parts.ts';

/**
 * Article counts, the site's own page views and the latest changed articles (the site's state
 * is the caller's). `createdBy` limits the latest articles to one account's (an author's view);
 * the counts are the site's, as they name no article.
 */
export async function dashboardFigures(db: Kysely<Database>, createdBy?: string) {
  // Kept by a trigger (migration 071): counting every article on each visit grew with the site.
  const counts = await db
    .selectFrom('article_tallies')
    .select(['published', 'drafts', 'featured', 'awaiting_review', 'translations_out_of_date'])
    .executeTakeFirstOrThrow();
  let recentQuery = db.selectFrom('articles');
  if (createdBy) recentQuery = recentQuery.where('created_by', '=', createdBy);
  const recent = await recentQuery
    .select(['id', 'slug', 'titulo', 'categoria', 'status', 'destaque', 'data_publicacao', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .limit(DASHBOARD_RECENT)
    .execute();
  return {
    published: Number(counts.published),
    drafts: Number(counts.drafts),
    featured: Number(counts.featured),
    awaiting_review: Number(counts.awaiting_review),
    translations_out_of_date: Number(counts.translations_out_of_date),
    views: await countPageViews(db),
    // Sends held by a build that does not put their page live: the site's state names them (docs/decisions/075).
    newsletter_sends_stalled: await countStalledSends(db),
    recent,
  };
}

/**
 * The published articles' slugs, languages and dates, newest first, and the sitemap's parts as
 * a build writes them: the interface pages' part (both locales), then each article part with its
 * count, split by the same function the pages use (src/lib/site-sitemap.ts). With `limit`, one
 * page of the articles (the SEO screen's preview, decision 083): read from the article list's
 * order index (a published article's order key is its publication date) with the list's
 * cursors, the total from the tallies; the parts, with the first page only, from the published
 * articles counted per bucket of their sitemap hash (sitemap-parts.ts, docs/decisions/084).
 */
export async function sitemapEntries(db: Kysely<Database>, page: { limit?: number; cursor?: string } = {}) {
  if (page.limit !== undefined) {
    // The parts come with the first page only (a later page repeats nothing), counted per bucket
    // (a few thousand rows at most) rather than from every published id.
    const [answer, parts] = await Promise.all([
      adminArticlePage(db, { status: 'publicado', search: '', limit: page.limit, cursor: page.cursor }),
      page.cursor ? null : firstPageParts(db),
    ]);
    return {
      articles: answer.articles.map(({ slug, idioma, updated_at, data_publicacao }) => ({ slug, idioma, updated_at, data_publicacao })),
      ...(parts ? { parts } : {}),
      total: answer.total,
      next_cursor: answer.next_cursor,
      previous_cursor: answer.previous_cursor,
    };
  }
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'slug', 'idioma', 'updated_at', 'data_publicacao'])
    .where('status', '=', 'publicado')
    .orderBy('data_publicacao', 'desc')
    .execute();
  return { articles: rows.map(({ id: _id, ...article }) => article), parts: partsOf(rows) };
}

function partsOf(rows: ReadonlyArray<{ id: string }>) {
  const { parts } = sitemapParts(rows, sitemapPartSize());
  return partList(new Map([...parts].map(([part, articles]) => [part, articles.length])));
}

function partList(parts: ReadonlyMap<number, number>) {
  return [
    { path: SITEMAP_PAGES_PATH, urls: interfaceSitemapPages().length * LOCALES.length },
    ...[...parts].map(([part, urls]) => ({ path: sitemapArticlesPath(part), urls })),
  ];
}

async function firstPageParts(db: Kysely<Database>) {
  const counted = await sitemapPartCounts(db, sitemapPartSize());
  if (counted) return partList(counted);
  // Parts finer than the buckets (millions of articles): split the ids, as a whole download does.
  return partsOf(await db.selectFrom('articles').select('id').where('status', '=', 'publicado').execute());
}
