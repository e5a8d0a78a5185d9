/**
 * robots.txt: everything public is crawlable; the back office, the API and the tracked
 * affiliate links (/go/, redirects to shops that would only count crawlers as clicks) are not.
 */
import { absoluteUrl } from './seo.ts';

export function buildRobotsTxt(site: string | URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /go/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', site)}`,
    '',
  ].join('\n');
}
