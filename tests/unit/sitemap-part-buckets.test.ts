/**
 * The SEO preview's part counts from buckets of the sitemap hash (docs/decisions/084) are the
 * parts sitemapParts() splits the ids into, the split past the protocol's 50,000 URLs included.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { partsFromSums, SITEMAP_BUCKETS } from '../../functions/admin/overview/sitemap-parts.ts';
import { cachedIdHash, sitemapParts } from '../../src/lib/sitemap.ts';

function bucketsOf(articles: ReadonlyArray<{ id: string }>) {
  const counts = new Map<number, number>();
  for (const article of articles) {
    const bucket = cachedIdHash(article) & (SITEMAP_BUCKETS - 1);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].map(([bucket, urls]) => ({ bucket, urls }));
}

/** What the database's GROUP BY answers (sitemapPartCounts), done here over the buckets; the part counts asked are noted. */
function partsFromBuckets(buckets: ReadonlyArray<{ bucket: number; urls: number }>, partSize: number, asked: number[] = []) {
  const total = buckets.reduce((sum, { urls }) => sum + urls, 0);
  return partsFromSums(total, partSize, async (count) => {
    asked.push(count);
    const sums = new Map<number, number>();
    for (const { bucket, urls } of buckets) sums.set(bucket & (count - 1), (sums.get(bucket & (count - 1)) ?? 0) + urls);
    return [...sums].map(([part, urls]) => ({ part, urls }));
  });
}

const expected = (articles: ReadonlyArray<{ id: string }>, size: number) =>
  new Map([...sitemapParts(articles, size).parts].map(([part, list]) => [part, list.length]));

describe('sitemap parts from hash buckets', () => {
  it('match the split of the ids, for a small site and for many parts', async () => {
    const articles = Array.from({ length: 5_000 }, () => ({ id: randomUUID() }));
    for (const size of [2_000, 100, 7]) expect(await partsFromBuckets(bucketsOf(articles), size)).toEqual(expected(articles, size));
    // One article per part would need 8,192 parts: finer than the buckets, left to the ids.
    expect(await partsFromBuckets(bucketsOf(articles), 1)).toBeNull();
    expect(await partsFromBuckets([], 2_000)).toEqual(new Map());
  });

  it('split again where a part would pass 50,000 URLs, as the build does', async () => {
    const articles = Array.from({ length: 100_001 }, () => ({ id: randomUUID() }));
    const parts = (await partsFromBuckets(bucketsOf(articles), 50_000))!;
    expect(parts).toEqual(expected(articles, 50_000));
    expect(Math.max(...parts.values())).toBeLessThanOrEqual(50_000);
    expect(parts.size).toBeGreaterThanOrEqual(3);
  });

  it('ask the database for one sum per part count tried, doubling while a part is over the limit', async () => {
    const asked: number[] = [];
    // 65,000 URLs: two parts by size, but buckets 0 and 2 both fall in part 0 of two (60,000).
    const buckets = [
      { bucket: 0, urls: 30_000 },
      { bucket: 2, urls: 30_000 },
      { bucket: 1, urls: 5_000 },
    ];
    expect(await partsFromBuckets(buckets, 50_000, asked)).toEqual(
      new Map([
        [0, 30_000],
        [1, 5_000],
        [2, 30_000],
      ]),
    );
    expect(asked).toEqual([2, 4]);
  });
});
