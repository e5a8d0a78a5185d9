import { describe, it, expect } from 'vitest';
import { buildRobotsTxt } from '../../src/lib/robots.ts';
import { buildSitemap } from '../../src/lib/sitemap.ts';

const SITE = 'https://bemviver.example';

describe('buildSitemap', () => {
  const xml = buildSitemap(
    [{ path: '/' }, { path: '/artigos/a&b', lastmod: '2026-03-05T10:00:00Z' }, { path: '/sobre', lastmod: 'bad' }],
    SITE,
  );

  it('lists every page once per locale', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/pt`,
      `${SITE}/artigos/a&amp;b`,
      `${SITE}/pt/artigos/a&amp;b`,
      `${SITE}/sobre`,
      `${SITE}/pt/sobre`,
    ]);
  });

  it('gives each URL its en, pt and x-default alternates', () => {
    const first = xml.split('</url>')[1]!;
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/"/>`);
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="pt" href="${SITE}/pt"/>`);
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`);
  });

  it('writes lastmod when it is a date, and declares both namespaces', () => {
    expect(xml.match(/<lastmod>2026-03-05T10:00:00.000Z<\/lastmod>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('buildSitemap with articles in one language', () => {
  const xml = buildSitemap(
    [
      { path: '/artigos/sleep', locale: 'en', versions: { en: '/artigos/sleep', pt: '/artigos/sono' } },
      { path: '/artigos/sono', locale: 'pt', versions: { en: '/artigos/sleep', pt: '/artigos/sono' } },
      { path: '/artigos/so-pt', locale: 'pt', versions: { pt: '/artigos/so-pt' } },
    ],
    SITE,
  );
  const entries = xml.split('</url>').slice(0, -1);

  it('lists each article once, at its language’s URL', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${SITE}/artigos/sleep`, `${SITE}/pt/artigos/sono`, `${SITE}/pt/artigos/so-pt`]);
  });

  it('gives alternates only between real translations', () => {
    expect(entries[0]).toContain(`<xhtml:link rel="alternate" hreflang="pt" href="${SITE}/pt/artigos/sono"/>`);
    expect(entries[1]).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/artigos/sleep"/>`);
    expect(entries[1]).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/artigos/sleep"/>`);
    expect(entries[2]).not.toContain('xhtml:link');
  });
});

describe('buildRobotsTxt', () => {
  it('allows everything but the back office and the API, and points at the sitemap', () => {
    expect(buildRobotsTxt(SITE)).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /go/', '', `Sitemap: ${SITE}/sitemap.xml`, ''].join(
        '\n',
      ),
    );
  });
});
