import { describe, expect, it } from 'vitest';
import { sampleArticles } from '../../functions/seed/sample-articles.ts';
import { sampleTranslations } from '../../functions/seed/sample-translations.ts';
import type { SampleArticle } from '../../functions/seed/types.ts';
import { slugify } from '../../src/lib/slug.ts';

const bySlug = new Map(sampleArticles.map((a) => [`${a.idioma}:${a.slug}`, a]));
const otherLanguage = (lang: 'en' | 'pt') => (lang === 'en' ? 'pt' : 'en');
const originalOf = (t: (typeof sampleTranslations)[number]): SampleArticle | undefined =>
  bySlug.get(`${otherLanguage(t.idioma)}:${t.traducao_de}`);

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]).sort();
/** The sequence of tags, without attributes or text: the HTML structure of an article. */
const tagSequence = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => (m[0].startsWith('</') ? `/${m[1]}` : m[1]));

describe('sample translations', () => {
  it('link at least 16 pairs, one translation per original at most', () => {
    expect(sampleTranslations.length).toBeGreaterThanOrEqual(16);
    const originals = sampleTranslations.map((t) => t.traducao_de);
    expect(new Set(originals).size).toBe(originals.length);
  });

  it('keep slugs unique per language across originals and translations', () => {
    for (const lang of ['en', 'pt'] as const) {
      const slugs = [...sampleArticles, ...sampleTranslations].filter((a) => a.idioma === lang).map((a) => a.slug);
      expect(new Set(slugs).size, `duplicate ${lang} slug`).toBe(slugs.length);
    }
  });

  describe.each(sampleTranslations.map((t) => [t.slug, t] as const))('%s', (_slug, t) => {
    const original = originalOf(t);

    it('translates an existing original in the other language', () => {
      expect(original, `no ${otherLanguage(t.idioma)} original "${t.traducao_de}"`).toBeDefined();
      expect(original!.idioma).not.toBe(t.idioma);
    });

    it('has a slug equal to slugify(titulo), a title of at most 60 characters and a 120–160 character meta description', () => {
      expect(t.slug).toBe(slugify(t.titulo));
      expect(t.titulo.length).toBeLessThanOrEqual(60);
      expect(t.meta_descricao.length).toBeGreaterThanOrEqual(120);
      expect(t.meta_descricao.length).toBeLessThanOrEqual(160);
    });

    it('keeps the language-neutral fields of the original', () => {
      const o = original!;
      expect(t.categoria).toBe(o.categoria);
      expect(t.imagem_destaque_url).toBe(o.imagem_destaque_url);
      expect(t.status).toBe(o.status);
      expect(t.autor).toBe(o.autor);
      expect(t.audio_url).toBe(o.audio_url);
      expect(t.video_link_externo).toBe(o.video_link_externo);
      expect(t.destaque).toBe(o.destaque);
      expect(t.published_days_ago).toBe(o.published_days_ago);
      expect(t.video_titulo === null).toBe(o.video_titulo === null);
      expect(t.video_descricao === null).toBe(o.video_descricao === null);
    });

    it('keeps the HTML structure of the original', () => {
      const o = original!.conteudo_html;
      const h = t.conteudo_html;
      expect(count(h, /<h2>/g)).toBe(count(o, /<h2>/g));
      expect(count(h, /<li>/g)).toBe(count(o, /<li>/g));
      expect(hrefs(h)).toEqual(hrefs(o));
      expect(tagSequence(h)).toEqual(tagSequence(o));
      expect(h).not.toMatch(/style=|<script/i);
    });

    it('keeps the related products, their prices and links', () => {
      const o = original!.related_products;
      expect(t.related_products.length).toBe(o.length);
      t.related_products.forEach((p, i) => {
        const op = o[i]!;
        expect(p.url_afiliado).toBe(op.url_afiliado);
        expect(p.imagem_url).toBe(op.imagem_url);
        expect(p.preco).toBe(op.preco);
        expect(p.nome.trim()).not.toBe('');
        expect(p.descricao.trim()).not.toBe('');
      });
    });
  });
});
