import type { APIRoute } from 'astro';
import { CATEGORY_KEYS } from '../lib/categories.ts';
import { getContent } from '../lib/content/api.ts';
import { articleVersions } from '../lib/article-links.ts';
import { articleHref, categoryPageHref } from '../lib/navigation.ts';
import { buildSitemap, type SitemapPage } from '../lib/sitemap.ts';

/** The interface pages this build writes in both locales; each article is at its language's URL only. */
const STATIC_PAGES = ['/', '/artigos', '/sobre', '/contato', '/products', '/interactive-ebooks', '/life-coach', '/life-coach/chat'];

export const GET: APIRoute = async ({ site, url }) => {
  const { articles } = await getContent();
  const pages: SitemapPage[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...CATEGORY_KEYS.map((category) => ({ path: categoryPageHref(category) })),
    ...articles.map((article) => ({
      path: articleHref(article.slug),
      locale: article.idioma,
      versions: articleVersions(article),
      lastmod: article.updated_at,
    })),
  ];
  return new Response(buildSitemap(pages, site ?? url), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
