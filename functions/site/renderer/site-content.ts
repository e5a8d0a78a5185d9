/**
 * The published content the pages show, read from the database by the same queries that answer
 * the content API (functions/content/), so a page rendered by the server and one built from
 * /api/content show the same thing.
 */
import type { Kysely } from 'kysely';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import { decodeCursor, listActiveEbooks, listActiveReviews, listPublishedArticles } from '../../content/queries.ts';
import { publicSettings } from '../../content/settings.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';

const PAGE = 1000;

export async function loadSiteContent(db: Kysely<Database>, env: Env): Promise<SiteContent> {
  const articles: PublishedArticle[] = [];
  let after = null;
  for (;;) {
    const page = await listPublishedArticles(db, { limit: PAGE, after, priceMaxAgeDays: env.PRICE_MAX_AGE_DAYS });
    articles.push(...page.articles);
    if (!page.next) break;
    after = decodeCursor(page.next);
  }
  const [reviews, ebooks] = await Promise.all([listActiveReviews(db), listActiveEbooks(db)]);
  return { articles, reviews, ebooks, settings: publicSettings(env) };
}
