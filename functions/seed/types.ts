/** Shapes of the shipped sample content (functions/seed/sample-*.ts), inserted by seed.ts. */
import type { CategoryKey } from '../../src/lib/categories.ts';

export interface SampleRelatedProduct {
  nome: string;
  descricao: string;
  /** Dollars, two decimals at most; null when the price is not known. */
  preco: number | null;
  url_afiliado: string;
  /** A path under public/, e.g. /sample/products/kettle.webp */
  imagem_url: string | null;
}

export interface SampleArticle {
  titulo: string;
  /** Written out, and equal to slugify(titulo) from src/lib/slug.ts. */
  slug: string;
  /** The language the article is written in. */
  idioma: 'en' | 'pt';
  /** 120 to 160 characters. */
  meta_descricao: string;
  categoria: CategoryKey;
  /** Clean HTML: p, h2, h3, ul/ol/li, strong, em, a[href], blockquote. No inline styles or scripts. */
  conteudo_html: string;
  autor: string | null;
  /** Path under public/, e.g. /sample/articles/morning-walk.webp, or null for the placeholder. */
  imagem_destaque_url: string | null;
  audio_url: string | null;
  video_titulo: string | null;
  video_descricao: string | null;
  video_link_externo: string | null;
  status: 'publicado' | 'rascunho';
  destaque: boolean;
  /** Days before the seed runs that the article was published (drafts: ignored). */
  published_days_ago: number;
  related_products: SampleRelatedProduct[];
}

export interface SampleReview {
  titulo: string;
  descricao: string;
  link_produto: string;
  texto_botao: string;
  video_link_externo: string | null;
  ordem: number;
  /** The locale it is shown in; null for both. */
  idioma: 'en' | 'pt' | null;
  ativo: boolean;
}

export interface SampleEbook {
  title: string;
  description: string;
  cover_image_url: string | null;
  interactive_link: string;
  display_order: number;
  /** The locale it is shown in; null for both. */
  idioma: 'en' | 'pt' | null;
  is_active: boolean;
}

/** One row of the affiliate products feed: the spreadsheet's column names. */
export interface FeedProduct {
  Nome: string;
  Imagem: string;
  Link: string;
}

/**
 * A sample article written as the translation of another sample article (functions/seed/
 * sample-translations.ts): its own language, its own slug, linked to the original by slug.
 */
export interface SampleTranslation extends SampleArticle {
  /** Slug of the sample article (in the other language) that this one translates. */
  traducao_de: string;
}

/** A shipped image in public/sample: its size and its resized copies, narrowest first (functions/seed/sample-images.ts). */
export interface SampleImage {
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; height: number }>;
}
