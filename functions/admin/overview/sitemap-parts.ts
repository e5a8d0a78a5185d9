/**
 * The sitemap's article parts and their URL counts for the SEO screen's preview, from the
 * published articles counted per bucket of their sitemap hash (migration 072, docs/decisions/084)
 * instead of from every published id: the first page of the preview then costs what a page costs.
 *
 * An article's part is `hash & (count - 1)` for a power-of-two part count (src/lib/sitemap.ts,
 * sitemapParts); a bucket is `hash & (BUCKETS - 1)`. While the part count is at most BUCKETS,
 * each bucket falls whole into one part (`bucket & (count - 1)`), so a part's size is the sum of
 * its buckets' counts, and the split (doubling the part count while a part passes the protocol's
 * limit) is the same as sitemapParts'. A larger part count (over 8 million articles at the
 * default part size) answers null, and the caller splits the ids as before.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { firstPartCount, SITEMAP_URL_LIMIT } from '../../../src/lib/sitemap.ts';

/** The buckets migration 072 counts in (the hash's low 12 bits). */
export const SITEMAP_BUCKETS = 4096;

/** The URL count of each part for one part count. */
export type PartSums = ReadonlyArray<{ part: number; urls: number }>;

/**
 * Each non-empty part's URL count by part number, in part order, for `total` published
 * articles; null when the parts are finer than the buckets. `sumsFor(count)` adds the buckets up
 * into `count` parts (the database does it, sitemapPartCounts); the part count doubles while a
 * part passes the protocol's limit, as sitemapParts does, so most visits ask for one sum.
 */
export async function partsFromSums(
  total: number,
  partSize: number,
  sumsFor: (count: number) => Promise<PartSums>,
): Promise<Map<number, number> | null> {
  for (let count = firstPartCount(total, partSize); count <= SITEMAP_BUCKETS; count *= 2) {
    const sums = (await sumsFor(count)).filter(({ urls }) => urls > 0);
    if (sums.every(({ urls }) => urls <= SITEMAP_URL_LIMIT))
      return new Map(sums.map(({ part, urls }) => [part, urls] as const).sort(([a], [b]) => a - b));
  }
  return null;
}

/**
 * The part counts of the published articles as the database counts them now (see partsFromSums):
 * the total, then the buckets summed per part in SQL, so the answer is as many rows as parts
 * whatever the site's size (decision 084 read all 4,096 bucket rows at 100,000 articles).
 */
export async function sitemapPartCounts(db: Kysely<Database>, partSize: number): Promise<Map<number, number> | null> {
  const { total } = await db
    .selectFrom('sitemap_part_tallies')
    .select(sql<number>`coalesce(sum(urls), 0)::integer`.as('total'))
    .executeTakeFirstOrThrow();
  return partsFromSums(Number(total), partSize, async (count) => {
    // The mask is this function's own integer, written into the statement so GROUP BY names the same expression.
    const part = sql<number>`bucket & ${sql.lit(count - 1)}`;
    const rows = await db
      .selectFrom('sitemap_part_tallies')
      .select([part.as('part'), sql<number>`sum(urls)::integer`.as('urls')])
      .where('urls', '>', 0)
      .groupBy(part)
      .execute();
    return rows.map((row) => ({ part: Number(row.part), urls: Number(row.urls) }));
  });
}
