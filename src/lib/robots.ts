/** robots.txt: everything public is crawlable; the back office and the API are not. */
import { absoluteUrl } from './seo.ts';

export function buildRobotsTxt(site: string | URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', site)}`,
    '',
  ].join('\n');
}
