import { describe, expect, it } from 'vitest';
import { publishedArticleSchema, ebooksSchema, reviewsSchema } from '../../src/lib/content/schema.ts';
import { safeHttpUrl, safeMediaUrl, safeSitePath } from '../../src/lib/safe-url.ts';
import { SAFE_LINKS, SAFE_SITE_PATHS, UNSAFE_URLS } from '../support/url-tricks.ts';

describe('the shared URL check (src/lib/safe-url.ts)', () => {
  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))('refuses %s everywhere', (_label, url) => {
    expect(safeHttpUrl(url)).toBeNull();
    expect(safeSitePath(url)).toBeNull();
    expect(safeMediaUrl(url)).toBeNull();
  });

  it('accepts http(s) links as written, and the site’s own files as media', () => {
    for (const url of SAFE_LINKS) {
      expect(safeHttpUrl(url)).toBe(url);
      expect(safeMediaUrl(url)).toBe(url);
    }
    for (const path of SAFE_SITE_PATHS) {
      expect(safeHttpUrl(path)).toBeNull();
      expect(safeMediaUrl(path)).toBe(path);
    }
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeMediaUrl(undefined)).toBeNull();
  });
});

describe('the build’s second check, where content enters the pages', () => {
  const article = {
    id: 'a1',
    slug: 'x',
    titulo: 'X',
    meta_descricao: 'X',
    categoria: 'saude',
    conteudo_html: '<p>x</p>',
    autor: null,
    tempo_leitura: null,
    destaque: false,
    data_publicacao: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    video_titulo: null,
    video_descricao: null,
    idioma: 'en' as const,
    traducao: null,
  };

  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))('drops %s from every field of the content feed', (_label, url) => {
    const parsed = publishedArticleSchema.parse({
      ...article,
      imagem_destaque_url: url,
      audio_url: url,
      video_url: url,
      video_link_externo: url,
      related_products: [
        { id: 'p1', nome: 'Bad link', descricao: 'd', preco: null, url_afiliado: url, imagem_url: null },
        { id: 'p2', nome: 'Bad image', descricao: 'd', preco: null, url_afiliado: 'https://example.com/p', imagem_url: url },
      ],
    });
    expect(parsed).toMatchObject({ imagem_destaque_url: null, audio_url: null, video_url: null, video_link_externo: null });
    expect(parsed.related_products).toEqual([expect.objectContaining({ id: 'p2', imagem_url: null })]);

    const review = { id: 'r', titulo: 't', descricao: 'd', texto_botao: 'b', ordem: 0, idioma: null };
    const reviews = reviewsSchema.parse({
      reviews: [
        { ...review, link_produto: url, video_url: null, video_link_externo: null },
        { ...review, id: 'r2', link_produto: 'https://example.com/r', video_url: url, video_link_externo: url },
      ],
    }).reviews;
    expect(reviews).toEqual([expect.objectContaining({ id: 'r2', video_url: null, video_link_externo: null })]);

    const ebook = { id: 'e', title: 't', description: 'd', display_order: 0, idioma: null };
    const ebooks = ebooksSchema.parse({
      ebooks: [
        { ...ebook, interactive_link: url, cover_image_url: null },
        { ...ebook, id: 'e2', interactive_link: 'https://example.com/e', cover_image_url: url },
      ],
    }).ebooks;
    expect(ebooks).toEqual([expect.objectContaining({ id: 'e2', cover_image_url: null })]);
  });
});
