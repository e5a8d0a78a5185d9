/**
 * The SEO preview's part counts from buckets of the sitemap hash (docs/decisions/084) are the
 * parts sitemapParts() splits the ids into, the split past the protocol's 50,000 URLs included.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { partsFromBuckets, SITEMAP_BUCKETS } from '../../functions/admin/overview/sitemap-parts.ts';
import { cachedIdHash, sitemapParts } from '../../src/lib/sitemap.ts';

function bucketsOf(articles: ReadonlyArray<{ id: string }>) {
  const counts = new Map<number, number>();
  for (const article of articles) {
    const bucket = cachedIdHash(article) & (SITEMAP_BUCKETS - 1);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].map(([bucket, urls]) => ({ bucket, urls }));
}

const expected = (articles: ReadonlyArray<{ id: string }>, size: number) =>
  new Map([...sitemapParts(articles, size).parts].map(([part, list]) => [part, list.length]));

describe('sitemap parts from hash buckets', () => {
  it('match the split of the ids, for a small site and for many parts', () => {
    const articles = Array.from({ length: 5_000 }, () => ({ id: randomUUID() }));
    for (const size of [2_000, 100, 7, 1]) {
      const parts = size === 1 ? null : partsFromBuckets(bucketsOf(articles), size);
      // One article per part would need 8,192 parts: finer than the buckets, left to the ids.
      if (size === 1) expect(partsFromBuckets(bucketsOf(articles), size)).toBeNull();
      else expect(parts).toEqual(expected(articles, size));
    }
    expect(partsFromBuckets([], 2_000)).toEqual(new Map());
  });

  it('split again where a part would pass 50,000 URLs, as the build does', () => {
    const articles = Array.from({ length: 100_001 }, () => ({ id: randomUUID() }));
    const parts = partsFromBuckets(bucketsOf(articles), 50_000)!;
    expect(parts).toEqual(expected(articles, 50_000));
    expect(Math.max(...parts.values())).toBeLessThanOrEqual(50_000);
    expect(parts.size).toBeGreaterThanOrEqual(3);
  });
});
