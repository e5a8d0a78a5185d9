/**
 * A published article as the content API gives it, for tests of what pages do with articles:
 * plain defaults (English, Saúde, a short body, no media, no translation), the id as its slug,
 * and whatever the test sets over them.
 */
import type { PublishedArticle } from '../../src/lib/content/schema.ts';

export function publishedArticle(overrides: Partial<PublishedArticle> & { id: string }): PublishedArticle {
  return {
    slug: overrides.id,
    idioma: 'en',
    traducao: null,
    titulo: `Title ${overrides.id}`,
    meta_descricao: 'A description.',
    categoria: 'saude',
    conteudo_html: '<p>Some words here.</p>',
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
    data_publicacao: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    related_products: [],
    ...overrides,
  };
}
