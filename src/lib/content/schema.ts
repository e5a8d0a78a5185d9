/**
 * The content API's contract (/api/content/*): what the static build reads. The server
 * produces these shapes and its tests parse them with the same schemas.
 *
 * Every URL is checked again here, on its way into a page (src/lib/safe-url.ts): an unsafe
 * image, audio or video becomes null (the page shows its placeholder or nothing), and a
 * product, review or ebook whose link is unsafe is left out, as if it had no link.
 */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories.ts';
import { safeHttpUrl, safeMediaUrl } from '../safe-url.ts';
import { DEFAULT_SITE_FACTS, publicSiteFactsSchema } from '../contracts/site-settings.ts';

const mediaField = z
  .string()
  .nullable()
  .transform((value) => safeMediaUrl(value));
const linkField = z
  .string()
  .nullable()
  .transform((value) => safeHttpUrl(value));
/**
 * An uploaded or shipped sample image's intrinsic size and its resized copies (docs/decisions/026,
 * 037), for srcset; null for any other image (its layout box gives its size).
 */
export const responsiveImageSchema = z
  .object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** srcset candidates, narrowest first; the original is among them only when it is not wider than the widest copy. */
    srcset: z.array(z.object({ url: z.string(), width: z.number().int().positive() })),
  })
  .nullable()
  .default(null)
  .transform((image) => (image && image.srcset.every((candidate) => safeMediaUrl(candidate.url) === candidate.url) ? image : null));

/** The image a page shares (og:image): the editor's own or the generated social card (docs/decisions/027). */
export const shareImageSchema = z
  .object({ url: z.string(), width: z.number().int().positive().nullable(), height: z.number().int().positive().nullable() })
  .nullable()
  .default(null)
  .transform((image) => (image && safeMediaUrl(image.url) ? image : null));

const withSafeLink =
  <T>(link: (item: T) => string) =>
  (items: T[]) =>
    items.filter((item) => safeHttpUrl(link(item)) !== null);

export const relatedProductSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number().nullable(),
  /** When the price was last set or confirmed (ISO); null when no price is shown. */
  preco_verificado_em: z.string().nullable().default(null),
  url_afiliado: z.string(),
  imagem_url: mediaField,
  imagem: responsiveImageSchema,
});

/** The language an article is written in (docs/decisions/010). */
export const articleLanguageSchema = z.enum(['en', 'pt']);

/** The published translation of an article, in the other language. */
export const articleTranslationSchema = z.object({
  idioma: articleLanguageSchema,
  slug: z.string(),
  titulo: z.string(),
  /** Whether the translation is the pair's original: the one created first, which the other was made from. */
  original: z.boolean(),
});

export const publishedArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  idioma: articleLanguageSchema,
  /** The published translation; null when there is none or it is not published. */
  traducao: articleTranslationSchema.nullable(),
  /** A translation whose original changed since, whose editor chose to tell readers (issue 30): the page links to the original. */
  original_mais_recente: z.boolean().optional(),
  titulo: z.string(),
  meta_descricao: z.string(),
  categoria: z.enum(CATEGORY_KEYS),
  conteudo_html: z.string(),
  autor: z.string().nullable(),
  tempo_leitura: z.number().int().nullable(),
  imagem_destaque_url: mediaField,
  imagem_destaque: responsiveImageSchema,
  /** What og:image and twitter:image point to; null: the site's default share image. */
  imagem_social: shareImageSchema,
  /** The generated card in 16:9, 4:3 and 1:1, for the Article's structured data; empty until made. */
  cartao_social_proporcoes: z
    .array(z.object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }))
    .default([])
    .transform((ratios) => ratios.filter((ratio) => safeMediaUrl(ratio.url) === ratio.url)),
  audio_url: mediaField,
  video_titulo: z.string().nullable(),
  video_descricao: z.string().nullable(),
  video_url: mediaField,
  /** The uploaded video's duration in seconds, when the server read it (an MP4's header); null otherwise. */
  video_duracao: z.number().positive().nullable().optional(),
  video_link_externo: linkField,
  destaque: z.boolean(),
  data_publicacao: z.string(),
  updated_at: z.string(),
  related_products: z.array(relatedProductSchema).transform(withSafeLink((product) => product.url_afiliado)),
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
  video_url: mediaField,
  video_link_externo: linkField,
  ordem: z.number().int(),
  /** The locale it is shown in; null for both. */
  idioma: articleLanguageSchema.nullable(),
});

export const interactiveEbookSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_image_url: mediaField,
  cover_image: responsiveImageSchema,
  interactive_link: z.string(),
  display_order: z.number().int(),
  /** The locale it is shown in; null for both. */
  idioma: articleLanguageSchema.nullable(),
});

/**
 * Server settings that pages state to visitors (GET /api/content/settings): the build prints
 * them, so a page never promises a limit the server does not keep.
 */
/** The redirects table (docs/decisions/023-redirects.md), for the static bundle's _redirects file. */
export const storedRedirectsSchema = z.object({
  redirects: z.array(
    z.object({
      from_path: z.string().regex(/^\/[^/\s]/),
      to_path: z.string().regex(/^\/(?![/\\])\S*$/),
      status: z.union([z.literal(301), z.literal(302)]),
    }),
  ),
});
export type StoredRedirect = z.infer<typeof storedRedirectsSchema>['redirects'][number];

export const siteSettingsSchema = z.object({
  coach: z.object({
    /** Life-coach messages per visitor in the rolling window (COACH_MESSAGE_LIMIT). */
    maxMessages: z.number().int().positive(),
    /** The window, in hours (COACH_WINDOW_HOURS). */
    windowHours: z.number().positive(),
  }),
  /** The owner's facts of the site (Configurações): contact, statistics band, footer year, testimonials. */
  site: publicSiteFactsSchema.default(DEFAULT_SITE_FACTS),
  /**
   * The affiliate disclosure shown beside tracked links, per page language: the text of that
   * language's default marketplace (pt → amazon.com.br, en → amazon.com; issue 29), never the
   * reader's country's, so the page is the same for everyone. Empty: the site's generic text.
   */
  affiliate_disclosure: z.object({ en: z.string(), pt: z.string() }).default({ en: '', pt: '' }),
  /**
   * The API's address for the islands of a static bundle (`npm run build` with PUBLIC_API_URL),
   * written into each page; absent on the server's own pages (same origin).
   */
  api_base: z.string().optional(),
});

export const reviewsSchema = z.object({ reviews: z.array(productReviewSchema).transform(withSafeLink((review) => review.link_produto)) });
export const ebooksSchema = z.object({
  ebooks: z.array(interactiveEbookSchema).transform(withSafeLink((ebook) => ebook.interactive_link)),
});

export type ArticleLanguage = z.infer<typeof articleLanguageSchema>;
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;
export type RelatedProduct = z.infer<typeof relatedProductSchema>;
export type PublishedArticle = z.infer<typeof publishedArticleSchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type InteractiveEbook = z.infer<typeof interactiveEbookSchema>;
export type ResponsiveImage = NonNullable<z.infer<typeof responsiveImageSchema>>;
export type ShareImage = NonNullable<z.infer<typeof shareImageSchema>>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
