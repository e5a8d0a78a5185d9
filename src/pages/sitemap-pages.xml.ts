import type { APIRoute } from 'astro';
import { interfaceSitemapPages } from '../lib/site-sitemap.ts';
import { buildSitemap, checkedSitemapPart, SITEMAP_PAGES_PATH } from '../lib/sitemap.ts';

/** The sitemap's part for the interface pages, in both locales with their alternates. */
export const GET: APIRoute = ({ site, url }) => {
  const pages = interfaceSitemapPages();
  const xml = checkedSitemapPart(buildSitemap(pages, site ?? url), pages.length * 2, SITEMAP_PAGES_PATH);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
