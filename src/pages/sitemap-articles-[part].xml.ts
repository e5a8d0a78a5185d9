import type { APIRoute } from 'astro';
import { pageNotFound } from '../i18n/index.ts';
import { getContent } from '../lib/content/api.ts';
import { articleSitemapParts, articleSitemapXml } from '../lib/site-sitemap.ts';
import { checkedSitemapPart, sitemapArticlesPath } from '../lib/sitemap.ts';

/** One part of the sitemap's articles (docs/decisions/051); a part with no article has no file. */
export const GET: APIRoute = async ({ params, site, url }) => {
  const part = /^(0|[1-9]\d{0,5})$/.test(params.part ?? '') ? Number(params.part) : null;
  const { articles } = await getContent();
  const listed = part === null ? undefined : articleSitemapParts(articles).parts.get(part);
  if (!listed) return pageNotFound();
  const xml = checkedSitemapPart(articleSitemapXml(listed, site ?? url), listed.length, sitemapArticlesPath(part!));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
