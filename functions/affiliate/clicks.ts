/**
 * Click counts of tracked affiliate links: one row per link, day (UTC), locale, country and
 * marketplace, counted up in one statement so that concurrent clicks never lose a count.
 * Nothing about the visitor: the country is a two-letter code, never their address.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TrackedLink } from './tracked-links.ts';

/** Where a click came from and went: a country code (XX: unknown) and a marketplace domain ('default': the product's one URL). */
export interface ClickPlace {
  country: string;
  marketplace: string;
}

export async function recordClick(
  db: Kysely<Database>,
  link: TrackedLink,
  locale: 'en' | 'pt',
  now = new Date(),
  place: ClickPlace = { country: 'XX', marketplace: 'default' },
): Promise<void> {
  await db
    .insertInto('affiliate_clicks')
    .values({
      day: now.toISOString().slice(0, 10),
      link_kind: link.kind,
      link_id: link.id,
      locale,
      article_id: link.article_id,
      product_name: link.name,
      country: place.country,
      marketplace: place.marketplace,
    })
    .onConflict((oc) =>
      oc.columns(['day', 'link_kind', 'link_id', 'locale', 'country', 'marketplace']).doUpdateSet({
        count: sql`affiliate_clicks.count + 1`,
        product_name: (eb) => eb.ref('excluded.product_name'),
      }),
    )
    .execute();
}

export interface ClickFigures {
  since: string;
  total: number;
  by_day: Array<{ day: string; clicks: number }>;
  by_product: Array<{
    link_id: string;
    link_kind: 'related_product' | 'review';
    product_name: string;
    article_id: string | null;
    clicks: number;
  }>;
  by_article: Array<{ article_id: string; titulo: string; slug: string; idioma: 'en' | 'pt'; clicks: number }>;
  /** Clicks per reader country (XX: unknown) and the marketplace they were sent to ('default': the product's one URL). */
  by_country: Array<{ country: string; marketplace: string; clicks: number }>;
}

/**
 * Clicks of the last `days` days (today included), by day, by product and by article. With
 * `createdBy` (an author's view), only the clicks of that account's articles' products count,
 * in every figure: the totals then add up to what the lists show.
 */
export async function clickFigures(
  db: Kysely<Database>,
  days: number,
  { createdBy, now = new Date() }: { createdBy?: string; now?: Date } = {},
): Promise<ClickFigures> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  let recent = db.selectFrom('affiliate_clicks').where('day', '>=', since);
  if (createdBy) {
    recent = recent.where('affiliate_clicks.article_id', 'in', db.selectFrom('articles').select('id').where('created_by', '=', createdBy));
  }
  const clicks = sql<number>`sum(affiliate_clicks.count)::int`.as('clicks');
  const [byDay, byProduct, byArticle, byCountry] = await Promise.all([
    recent
      .select([sql<string>`day::text`.as('day'), clicks])
      .groupBy('day')
      .orderBy('day', 'asc')
      .execute(),
    recent
      .select([
        'link_id',
        'link_kind',
        sql<string>`max(product_name)`.as('product_name'),
        sql<string | null>`max(article_id::text)`.as('article_id'),
        clicks,
      ])
      .groupBy(['link_id', 'link_kind'])
      .orderBy('clicks', 'desc')
      .limit(50)
      .execute(),
    recent
      .innerJoin('articles', 'articles.id', 'affiliate_clicks.article_id')
      .select(['articles.id as article_id', 'articles.titulo', 'articles.slug', 'articles.idioma', clicks])
      .groupBy(['articles.id', 'articles.titulo', 'articles.slug', 'articles.idioma'])
      .orderBy('clicks', 'desc')
      .limit(50)
      .execute(),
    recent
      .select(['country', 'marketplace', clicks])
      .groupBy(['country', 'marketplace'])
      .orderBy('clicks', 'desc')
      .orderBy('country')
      .limit(200)
      .execute(),
  ]);
  return {
    since,
    total: byDay.reduce((sum, row) => sum + Number(row.clicks), 0),
    by_day: byDay.map((row) => ({ day: row.day, clicks: Number(row.clicks) })),
    by_product: byProduct.map((row) => ({ ...row, clicks: Number(row.clicks) })),
    by_article: byArticle.map((row) => ({ ...row, clicks: Number(row.clicks) })),
    by_country: byCountry.map((row) => ({ ...row, clicks: Number(row.clicks) })),
  };
}
