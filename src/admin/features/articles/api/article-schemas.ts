/** The article shapes the back office reads from /api/admin/articles, and the one it sends. */
import { z } from 'zod';
import { type CATEGORY_KEYS } from '../../../../lib/categories.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';

import { articleStatusSchema as articleStatus, type ArticleStatus } from '../../../../lib/contracts/article-status.ts';

export { articleStatus, type ArticleStatus };

export const contentLanguage = z.enum(['en', 'pt']);

/** A translation draft not reviewed yet: machine-translated, or still holding the original's text. */
export const translationState = z.enum(['automatica', 'aguardando']);
export type TranslationState = z.infer<typeof translationState>;

/** The other language's version, as the editor and the list show it. */
export const linkedTranslationSchema = z.object({
  id: z.string(),
  idioma: contentLanguage,
  slug: z.string(),
  titulo: z.string(),
  status: articleStatus,
  estado_traducao: translationState.nullable(),
});
export type LinkedTranslation = z.infer<typeof linkedTranslationSchema>;

export const articleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  meta_descricao: z.string(),
  categoria: z.string(),
  status: articleStatus,
  destaque: z.boolean(),
  data_publicacao: z.string().nullable(),
  updated_at: z.string(),
  autor: z.string().nullable().optional(),
  idioma: contentLanguage,
  estado_traducao: translationState.nullable(),
  traducao: linkedTranslationSchema.nullable(),
  /** When its author submitted it for review (null: not waiting). */
  revisao_solicitada_em: z.string().nullish(),
  /** When an editor sent it back, with a note (null: not sent back since the last submission). */
  revisao_devolvida_em: z.string().nullish(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleProductSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number().nullable(),
  url_afiliado: z.string(),
  imagem_url: z.string().nullable(),
});

export const articleSchema = articleSummarySchema.extend({
  conteudo_html: z.string(),
  tempo_leitura: z.number().nullable(),
  imagem_destaque_url: z.string().nullable(),
  /** The editor's own share image; null: the generated card (cartao_social_url) is shared. */
  imagem_social_url: z.string().nullable().default(null),
  /** The social card made when the article was published (docs/decisions/027). */
  cartao_social_url: z.string().nullable().default(null),
  audio_url: z.string().nullable(),
  video_titulo: z.string().nullable(),
  video_descricao: z.string().nullable(),
  video_url: z.string().nullable(),
  video_link_externo: z.string().nullable(),
  products: z.array(articleProductSchema).default([]),
  revisao_nota: z.string().nullish(),
});
export type Article = z.infer<typeof articleSchema>;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The write shape (docs/admin-api.md, ArticleInput). */
export interface ArticleInput {
  titulo: string;
  categoria: CategoryKey;
  meta_descricao: string;
  conteudo_html: string;
  autor: string | null;
  tempo_leitura: number | null;
  imagem_destaque_url: string | null;
  imagem_social_url: string | null;
  audio_url: string | null;
  video_titulo: string | null;
  video_descricao: string | null;
  video_url: string | null;
  video_link_externo: string | null;
  status: ArticleStatus;
  /** With status 'agendado': when it goes live (ISO 8601). */
  data_publicacao?: string;
  idioma: ContentLanguage;
  /** Editors only: a slug chosen by hand (left out, it follows the title until the first publish). */
  slug?: string;
  /** null marks a translation draft as reviewed; left out, the label stays. */
  estado_traducao?: null;
  products: Array<{ name: string; description: string; price: number | null; affiliate_link: string; image_url: string | null }>;
}

export const articlesQueryKey = ['admin', 'articles'] as const;
