import type { APIRoute } from 'astro';
import { getContent } from '../lib/content/api.ts';
import { articleSitemapParts, sitemapIndexEntries } from '../lib/site-sitemap.ts';
import { buildSitemapIndex } from '../lib/sitemap.ts';

/** The sitemap index search engines know by this address: the parts, each with its newest change (docs/decisions/051). */
export const GET: APIRoute = async ({ site, url }) => {
  const { articles } = await getContent();
  return new Response(buildSitemapIndex(sitemapIndexEntries(articleSitemapParts(articles)), site ?? url), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
