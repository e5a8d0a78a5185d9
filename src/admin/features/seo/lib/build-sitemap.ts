/**
 * The sitemap the SEO screen offers for download (specification section 7): the fixed pages
 * with their change frequency and priority, then every published article at /artigos/{slug}
 * in its language (Portuguese under /pt) with its last change. Built in the browser from the
 * site's current origin.
 */
import { localizePath } from '../../../../i18n/paths.ts';
import type { SitemapArticle } from '../../../../lib/contracts/overview.ts';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapEntry {
  path: string;
  changefreq: ChangeFrequency;
  priority: number;
  lastmod?: string | null;
}

/** A published article as GET /api/admin/sitemap-entries answers it. */
export type PublishedArticle = SitemapArticle;

export const STATIC_ENTRIES: readonly SitemapEntry[] = [
  { path: '/', changefreq: 'daily', priority: 1.0 },
  { path: '/artigos', changefreq: 'daily', priority: 0.9 },
  { path: '/sobre', changefreq: 'monthly', priority: 0.7 },
  { path: '/contato', changefreq: 'monthly', priority: 0.7 },
  { path: '/life-coach', changefreq: 'weekly', priority: 0.8 },
  { path: '/products', changefreq: 'weekly', priority: 0.8 },
];

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An ISO date-time, or null for a missing or unreadable date. */
function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function articleEntries(articles: readonly PublishedArticle[]): SitemapEntry[] {
  return articles
    .filter((article) => article.slug.trim() !== '')
    .map((article) => ({
      path: localizePath(`/artigos/${encodeURIComponent(article.slug)}`, article.idioma),
      changefreq: 'weekly',
      priority: 0.8,
      lastmod: article.updated_at ?? article.data_publicacao,
    }));
}

/** `withFixedPages` false: the articles alone (a later page of the screen's preview). */
export function buildSitemapXml(origin: string, articles: readonly PublishedArticle[], withFixedPages = true): string {
  const base = origin.replace(/\/+$/, '');
  const urls = [...(withFixedPages ? STATIC_ENTRIES : []), ...articleEntries(articles)].map((entry) => {
    const lastmod = isoDate(entry.lastmod);
    return [
      '  <url>',
      `    <loc>${escapeXml(base + entry.path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
