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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { firstPartCount, SITEMAP_URL_LIMIT } from '../../../src/lib/sitemap.ts';

/** The buckets migration 072 counts in (the hash's low 12 bits). */
export const SITEMAP_BUCKETS = 4096;

/** Each non-empty part's URL count by part number, in part order; null when the parts are finer than the buckets. */
export function partsFromBuckets(buckets: ReadonlyArray<{ bucket: number; urls: number }>, partSize: number): Map<number, number> | null {
  let total = 0;
  for (const { urls } of buckets) total += urls;
  for (let count = firstPartCount(total, partSize); count <= SITEMAP_BUCKETS; count *= 2) {
    const parts = new Map<number, number>();
    for (const { bucket, urls } of buckets) {
      if (urls <= 0) continue;
      const part = bucket & (count - 1);
      parts.set(part, (parts.get(part) ?? 0) + urls);
    }
    if (Math.max(0, ...parts.values()) <= SITEMAP_URL_LIMIT) return new Map([...parts].sort(([a], [b]) => a - b));
  }
  return null;
}

/** The part counts of the published articles as the database counts them now (see partsFromBuckets). */
export async function sitemapPartCounts(db: Kysely<Database>, partSize: number): Promise<Map<number, number> | null> {
  const buckets = await db.selectFrom('sitemap_part_tallies').select(['bucket', 'urls']).where('urls', '>', 0).execute();
  return partsFromBuckets(buckets, partSize);
}
