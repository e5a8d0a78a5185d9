/**
 * The content API's contract (/api/content/*): what the static build reads. The server
 * produces these shapes and its tests parse them with the same schemas.
 */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories.ts';

export const relatedProductSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number().nullable(),
  url_afiliado: z.string(),
  imagem_url: z.string().nullable(),
});

/** The language an article is written in (docs/decisions/010). */
export const articleLanguageSchema = z.enum(['en', 'pt']);

/** The published translation of an article, in the other language. */
export const articleTranslationSchema = z.object({
  idioma: articleLanguageSchema,
  slug: z.string(),
  titulo: z.string(),
});

export const publishedArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  idioma: articleLanguageSchema,
  /** The published translation; null when there is none or it is not published. */
  traducao: articleTranslationSchema.nullable(),
  titulo: z.string(),
  meta_descricao: z.string(),
  categoria: z.enum(CATEGORY_KEYS),
  conteudo_html: z.string(),
  autor: z.string().nullable(),
  tempo_leitura: z.number().int().nullable(),
  imagem_destaque_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  video_titulo: z.string().nullable(),
  video_descricao: z.string().nullable(),
  video_url: z.string().nullable(),
  video_link_externo: z.string().nullable(),
  destaque: z.boolean(),
  data_publicacao: z.string(),
  updated_at: z.string(),
  related_products: z.array(relatedProductSchema),
});

export const articlesPageSchema = z.object({
  articles: z.array(publishedArticleSchema),
  next: z.string().nullable(),
});

export const productReviewSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  link_produto: z.string(),
  texto_botao: z.string(),
  video_url: z.string().nullable(),
  video_link_externo: z.string().nullable(),
  ordem: z.number().int(),
  /** The locale it is shown in; null for both. */
  idioma: articleLanguageSchema.nullable(),
});

export const interactiveEbookSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  interactive_link: z.string(),
  display_order: z.number().int(),
  /** The locale it is shown in; null for both. */
  idioma: articleLanguageSchema.nullable(),
});

export const reviewsSchema = z.object({ reviews: z.array(productReviewSchema) });
export const ebooksSchema = z.object({ ebooks: z.array(interactiveEbookSchema) });

export type ArticleLanguage = z.infer<typeof articleLanguageSchema>;
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;
export type RelatedProduct = z.infer<typeof relatedProductSchema>;
export type PublishedArticle = z.infer<typeof publishedArticleSchema>;
export type ArticlesPage = z.infer<typeof articlesPageSchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type InteractiveEbook = z.infer<typeof interactiveEbookSchema>;
