import { describe, expect, it } from 'vitest';
import { buildSitemapXml, escapeXml, STATIC_ENTRIES } from '../../src/admin/features/seo/lib/build-sitemap.ts';

const ORIGIN = 'https://bemviver.example';

function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1],
    changefreq: /<changefreq>([^<]*)<\/changefreq>/.exec(body!)?.[1],
    priority: /<priority>([^<]*)<\/priority>/.exec(body!)?.[1],
  }));
}

describe('admin sitemap', () => {
  it('lists the fixed pages first with the specification’s frequencies and priorities', () => {
    expect(urls(buildSitemapXml(ORIGIN, []))).toEqual([
      { loc: `${ORIGIN}/`, lastmod: undefined, changefreq: 'daily', priority: '1.0' },
      { loc: `${ORIGIN}/artigos`, lastmod: undefined, changefreq: 'daily', priority: '0.9' },
      { loc: `${ORIGIN}/sobre`, lastmod: undefined, changefreq: 'monthly', priority: '0.7' },
      { loc: `${ORIGIN}/contato`, lastmod: undefined, changefreq: 'monthly', priority: '0.7' },
      { loc: `${ORIGIN}/life-coach`, lastmod: undefined, changefreq: 'weekly', priority: '0.8' },
      { loc: `${ORIGIN}/products`, lastmod: undefined, changefreq: 'weekly', priority: '0.8' },
    ]);
  });

  it('adds each published article at /artigos/{slug} in its language, weekly at 0.8, with its last change', () => {
    const list = urls(
      buildSitemapXml(`${ORIGIN}/`, [
        { slug: 'reserva-de-emergencia', idioma: 'pt', updated_at: '2026-03-05T10:00:00Z', data_publicacao: '2026-03-01T08:00:00Z' },
        { slug: 'sem-data', idioma: 'en', updated_at: null, data_publicacao: '2026-02-01T08:00:00Z' },
        { slug: 'data-ruim', idioma: 'en', updated_at: 'not a date', data_publicacao: null },
      ]),
    ).slice(STATIC_ENTRIES.length);
    expect(list).toEqual([
      { loc: `${ORIGIN}/pt/artigos/reserva-de-emergencia`, lastmod: '2026-03-05T10:00:00.000Z', changefreq: 'weekly', priority: '0.8' },
      { loc: `${ORIGIN}/artigos/sem-data`, lastmod: '2026-02-01T08:00:00.000Z', changefreq: 'weekly', priority: '0.8' },
      { loc: `${ORIGIN}/artigos/data-ruim`, lastmod: undefined, changefreq: 'weekly', priority: '0.8' },
    ]);
  });

  it('escapes XML in every address and encodes slugs', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = buildSitemapXml('https://x.example/?a=1&b=2', [
      { slug: "o'brien & <co>", idioma: 'en', updated_at: null, data_publicacao: null },
    ]);
    expect(xml).toContain('<loc>https://x.example/?a=1&amp;b=2/</loc>');
    expect(xml).toContain('<loc>https://x.example/?a=1&amp;b=2/artigos/o&apos;brien%20%26%20%3Cco%3E</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is a well-formed urlset document', () => {
    const xml = buildSitemapXml(ORIGIN, [{ slug: 'a', idioma: 'en', updated_at: null, data_publicacao: null }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(STATIC_ENTRIES.length + 1);
    expect(xml.match(/<\/url>/g)).toHaveLength(STATIC_ENTRIES.length + 1);
  });

  it('skips articles without a slug', () => {
    expect(urls(buildSitemapXml(ORIGIN, [{ slug: ' ', idioma: 'en', updated_at: null, data_publicacao: null }]))).toHaveLength(
      STATIC_ENTRIES.length,
    );
  });
});
