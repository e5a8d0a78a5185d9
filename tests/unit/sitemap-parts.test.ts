/**
 * The sitemap's parts (docs/decisions/051): an article's part depends on its id only, so adding
 * or removing articles changes no other article's part; parts stay within the protocol's limits;
 * the index names them with their newest dates.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildSitemapIndex,
  checkedSitemapPart,
  newestLastmod,
  sitemapArticlesPart,
  sitemapParts,
  SITEMAP_URL_LIMIT,
} from '../../src/lib/sitemap.ts';

const SITE = 'https://bemviver.example';
const articles = (n: number) => Array.from({ length: n }, () => ({ id: randomUUID() }));

function partOf(parts: Map<number, { id: string }[]>): Map<string, number> {
  return new Map([...parts].flatMap(([part, list]) => list.map((article) => [article.id, part] as const)));
}

describe('sitemapParts', () => {
  it('sizes the part count as a power of two averaging at most the part size, and keeps every article once', () => {
    const list = articles(10_000);
    const { count, parts } = sitemapParts(list, 2_000);
    expect(count).toBe(8);
    const sizes = [...parts.values()].map((part) => part.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10_000);
    // A hash spreads them: no part is far from the mean of 1,250.
    expect(Math.max(...sizes)).toBeLessThan(1_500);
    expect(Math.min(...sizes)).toBeGreaterThan(1_000);
  });

  it('keeps every other article in its part when one is added or removed', () => {
    const list = articles(5_000);
    const before = partOf(sitemapParts(list, 1_000).parts);
    const added = partOf(sitemapParts([...list, ...articles(1)], 1_000).parts);
    const removed = partOf(sitemapParts(list.slice(1), 1_000).parts);
    for (const article of list) expect(added.get(article.id)).toBe(before.get(article.id));
    for (const article of list.slice(1)) expect(removed.get(article.id)).toBe(before.get(article.id));
  });

  it('keeps the given order inside a part, and gives a small site a single part', () => {
    const list = articles(30);
    const { count, parts } = sitemapParts(list, 2_000);
    expect(count).toBe(1);
    expect(parts.get(0)).toEqual(list);
    expect(sitemapParts([], 2_000)).toEqual({ count: 1, parts: new Map() });
  });

  it('never makes a part over the protocol limit, whatever the part size', () => {
    const { parts } = sitemapParts(articles(60_000), 50_000);
    expect(Math.max(...[...parts.values()].map((part) => part.length))).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
  });
});

describe('the sitemap index', () => {
  it('names each part with its newest date', () => {
    const xml = buildSitemapIndex(
      [
        { path: '/sitemap-pages.xml' },
        { path: '/sitemap-articles-3.xml', lastmod: newestLastmod(['2026-01-02T00:00:00Z', 'bad', '2026-03-04T05:06:07Z']) },
      ],
      SITE,
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>',
        `    <loc>${SITE}/sitemap-pages.xml</loc>`,
        '  </sitemap>',
        '  <sitemap>',
        `    <loc>${SITE}/sitemap-articles-3.xml</loc>`,
        '    <lastmod>2026-03-04T05:06:07.000Z</lastmod>',
        '  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('reads a part number from its path only', () => {
    expect(sitemapArticlesPart('/sitemap-articles-12.xml')).toBe(12);
    expect(sitemapArticlesPart('/sitemap-articles-012.xml')).toBeNull();
    expect(sitemapArticlesPart('/sitemap.xml')).toBeNull();
  });

  it('refuses a part over the limits', () => {
    expect(() => checkedSitemapPart('<urlset/>', SITEMAP_URL_LIMIT + 1, '/sitemap-articles-0.xml')).toThrow(/over the sitemap limit/);
    expect(checkedSitemapPart('<urlset/>', 10, '/sitemap-articles-0.xml')).toBe('<urlset/>');
  });
});
