/**
 * The pure parts of a draft preview: where the draft goes in the content snapshot (the feed's
 * order, replacing itself and whatever held its address), and the marks put on its page.
 */
import { DEFAULT_SITE_FACTS } from '../../src/lib/contracts/site-settings.ts';
import { describe, expect, it } from 'vitest';
import { markAsPreview, withoutPreviewToken } from '../../functions/previews/routes.ts';
import { withArticle } from '../../functions/site/renderer/site-content.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';

const article = (id: string, slug: string, date: string, idioma: 'en' | 'pt' = 'en'): PublishedArticle => ({
  id,
  slug,
  idioma,
  traducao: null,
  titulo: slug,
  meta_descricao: '',
  categoria: 'saude',
  conteudo_html: '',
  autor: null,
  tempo_leitura: null,
  imagem_destaque_url: null,
  imagem_destaque: null,
  imagem_social: null,
  cartao_social_proporcoes: [],
  audio_url: null,
  video_titulo: null,
  video_descricao: null,
  video_url: null,
  video_link_externo: null,
  destaque: false,
  data_publicacao: date,
  updated_at: date,
  related_products: [],
});

const content = (articles: PublishedArticle[]): SiteContent => ({
  articles,
  reviews: [],
  ebooks: [],
  settings: { coach: { maxMessages: 3, windowHours: 24 }, site: DEFAULT_SITE_FACTS, affiliate_disclosure: { en: '', pt: '' } },
});

describe('withArticle', () => {
  const newest = article('c', 'newest', '2026-03-01T00:00:00.000Z');
  const middle = article('b', 'middle', '2026-02-01T00:00:00.000Z');
  const oldest = article('a', 'oldest', '2026-01-01T00:00:00.000Z');
  const live = content([newest, middle, oldest]);

  it('puts the draft where the feed would (newest first) without changing the live snapshot', () => {
    const draft = article('d', 'draft', '2026-02-15T00:00:00.000Z');
    const slugs = withArticle(live, draft).articles.map((a) => a.slug);
    expect(slugs).toEqual(['newest', 'draft', 'middle', 'oldest']);
    expect(withArticle(live, article('e', 'future', '2027-01-01T00:00:00.000Z')).articles[0]!.slug).toBe('future');
    expect(withArticle(live, article('f', 'ancient', '2020-01-01T00:00:00.000Z')).articles.at(-1)!.slug).toBe('ancient');
    expect(live.articles.map((a) => a.slug)).toEqual(['newest', 'middle', 'oldest']);
  });

  it('replaces the article itself, and any article at its address in its language', () => {
    const edited = { ...middle, titulo: 'edited' };
    expect(withArticle(live, edited).articles.filter((a) => a.id === 'b')).toEqual([edited]);
    const sameAddress = article('x', 'oldest', '2026-04-01T00:00:00.000Z');
    expect(withArticle(live, sameAddress).articles.map((a) => a.id)).toEqual(['x', 'c', 'b']);
    const otherLanguage = article('y', 'oldest', '2026-04-01T00:00:00.000Z', 'pt');
    expect(withArticle(live, otherLanguage).articles.map((a) => a.id)).toEqual(['y', 'c', 'b', 'a']);
  });
});

describe('markAsPreview', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="index"><title>T</title></head><body class="x"><main>M</main></body></html>';

  it('says noindex once, right after the charset, and adds a banner in the article’s language', () => {
    const marked = markAsPreview(page, 'pt');
    expect(marked).toContain('<meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>');
    expect(marked.match(/name="robots"/g)).toHaveLength(1);
    expect(marked).toMatch(/<body class="x"><p role="note"[^>]*>Pré-visualização: este artigo ainda não foi publicado\./);
    expect(markAsPreview(page, 'en')).toContain('>Preview: this article is not published yet.');
  });
});

describe('withoutPreviewToken', () => {
  it('keeps a preview token out of the request log', () => {
    const token = 'A'.repeat(65);
    expect(withoutPreviewToken(`/preview/${token}`)).toBe('/preview/…');
    expect(withoutPreviewToken(`/pt/preview/${token}`)).toBe('/pt/preview/…');
    expect(withoutPreviewToken('/artigos/preview')).toBe('/artigos/preview');
  });
});
