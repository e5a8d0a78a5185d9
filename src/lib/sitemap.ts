/**
 * sitemap.xml: every version of every page, each listing its hreflang alternates (interface
 * pages exist in both locales; an article in its language, and in its translation's).
 */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
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
  const urls = pages.flatMap((page) => {
    const versions = page.versions ?? sameInEveryLocale(page.path);
    const alternates = hreflangAlternates(versions, site).map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
    );
    const lastmod = lastmodOf(page.lastmod);
    const locales = page.locale ? [page.locale] : LOCALES;
    return locales.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(localizePath(page.path, locale), site))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
