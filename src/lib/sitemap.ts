/**
 * sitemap.xml: every version of every page, each listing its hreflang alternates (interface
 * pages exist in both locales; an article in its language, and in its translation's).
 */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { sharedWeakMap } from './content/shared-cache.ts';
import { absoluteUrl, hreflangAlternates, sameInEveryLocale, type PageVersions } from './seo.ts';

export interface SitemapPage {
  /** Default-locale path, e.g. /artigos/foo. */
  path: string;
  /** The one locale this URL is in (an article); every locale otherwise. */
  locale?: Locale;
  /** The page's versions by locale, for its alternates; the same path in every locale unless given. */
  versions?: PageVersions;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function lastmodOf(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function buildSitemap(pages: readonly SitemapPage[], site: string | URL): string {
  return sitemapDocument(pages.map((page) => sitemapUrlEntries(page, site)));
}

/** One page's `<url>` entries (one per locale it is in), as buildSitemap writes them. */
export function sitemapUrlEntries(page: SitemapPage, site: string | URL): string {
  const versions = page.versions ?? sameInEveryLocale(page.path);
  const alternates = hreflangAlternates(versions, site).map(
    (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
  );
  const lastmod = lastmodOf(page.lastmod);
  const locales = page.locale ? [page.locale] : LOCALES;
  return locales
    .map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(localizePath(page.path, locale), site))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n'),
    )
    .join('\n');
}

/** A sitemap file around its pages' entries (sitemapUrlEntries). */
export function sitemapDocument(entries: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/*
 * The sitemap as an index of parts (docs/decisions/051). `/sitemap.xml` is a sitemap index
 * naming `/sitemap-pages.xml` (the interface pages, both locales) and the article parts
 * `/sitemap-articles-N.xml`. An article's part is a hash of its id, so it stays in the same part
 * for life: a publish, edit or delete changes one part (and the index's dates), and only that
 * part is rendered again. The number of parts is a power of two sized so the parts average at
 * most SITEMAP_PART_SIZE articles; it doubles as the site grows (every part is rewritten once
 * then) and doubles again if any part would pass the protocol's 50,000 URLs.
 */

/** The sitemap protocol's limits for one file: URLs, and bytes uncompressed. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_BYTE_LIMIT = 50 * 1024 * 1024;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
export const sitemapArticlesPath = (part: number) => `/sitemap-articles-${part}.xml`;
/** The part number in an article part's path, or null for any other path. */
export function sitemapArticlesPart(path: string): number | null {
  const match = /^\/sitemap-articles-(0|[1-9]\d{0,5})\.xml$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** FNV-1a, 32 bits: cheap, the same in the server and the browser, and spread well enough for parts. */
function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An article object's hash, computed once: a build's content keeps the objects of unchanged articles. */
const idHashes = sharedWeakMap<{ id: string }, number>('idHashes');

export function cachedIdHash(article: { id: string }): number {
  let hash = idHashes.get(article);
  if (hash === undefined) {
    hash = idHash(article.id);
    idHashes.set(article, hash);
  }
  return hash;
}

export interface SitemapParts<T> {
  /** How many article parts there are (a power of two); part numbers run from 0 to count - 1. */
  count: number;
  /** The articles of each part that has any, in the order given, by part number (empty parts have no file). */
  parts: Map<number, T[]>;
}

/** Splits the articles into their parts. Each article is one URL (its language's). */
/** The number of parts before any part's size is checked: the smallest power of two that keeps the average at most `partSize`. */
export function firstPartCount(articles: number, partSize: number): number {
  let count = 1;
  while (count * partSize < articles) count *= 2;
  return count;
}

export function sitemapParts<T extends { id: string }>(articles: readonly T[], partSize: number): SitemapParts<T> {
  let count = firstPartCount(articles.length, partSize);
  for (;;) {
    const parts = new Map<number, T[]>();
    for (const article of articles) {
      const part = cachedIdHash(article) & (count - 1);
      const list = parts.get(part);
      if (list) list.push(article);
      else parts.set(part, [article]);
    }
    let largest = 0;
    for (const list of parts.values()) largest = Math.max(largest, list.length);
    if (largest <= SITEMAP_URL_LIMIT || count >= 2 ** 20) {
      return { count, parts: new Map([...parts].sort(([a], [b]) => a - b)) };
    }
    count *= 2;
  }
}

/** The newest of the given dates, as an ISO date-time; undefined when none is a date. */
export function newestLastmod(values: Iterable<string | undefined>): string | undefined {
  let newest: number | null = null;
  for (const value of values) {
    const time = value ? new Date(value).getTime() : Number.NaN;
    if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
  }
  return newest === null ? undefined : new Date(newest).toISOString();
}

export interface SitemapIndexEntry {
  /** The part's path, e.g. /sitemap-articles-3.xml. */
  path: string;
  lastmod?: string;
}

export function buildSitemapIndex(entries: readonly SitemapIndexEntry[], site: string | URL): string {
  const items = entries.map((entry) => {
    const lastmod = lastmodOf(entry.lastmod);
    return [
      '  <sitemap>',
      `    <loc>${escapeXml(absoluteUrl(entry.path, site))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * A part's file, refused when it breaks the protocol's limits: a build that cannot write a
 * valid part fails rather than publishing an index naming a part search engines reject.
 */
export function checkedSitemapPart(xml: string, urls: number, path: string): string {
  if (urls > SITEMAP_URL_LIMIT) throw new Error(`${path} would list ${urls} URLs, over the sitemap limit of ${SITEMAP_URL_LIMIT}`);
  const bytes = new TextEncoder().encode(xml).length;
  if (bytes > SITEMAP_BYTE_LIMIT) throw new Error(`${path} would be ${bytes} bytes, over the sitemap limit of ${SITEMAP_BYTE_LIMIT}`);
  return xml;
}
