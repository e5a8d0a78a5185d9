/**
 * An article as it crosses the line between the back office and the admin API
 * (/api/admin/articles, docs/admin-api.md): the write shape the editor sends, validated by the
 * server, and the shapes the server answers with, parsed by the back office and by the API
 * tests. Field names, limits and enum values live here only.
 *
 * Issue messages are keys of FIELD_MESSAGES (field-messages.ts), rendered in the
 * visitor's language by validate(), or texts that pass as written.
 */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { MAX_SLUG_LENGTH } from '../slug.ts';
import { ARTICLE_STATUSES, articleStatusSchema } from './article-status.ts';
import { affiliateLinkUrl, blankToNull, mediaUrl, videoLinkUrl } from './fields.ts';

/** The language an article (or a review, an ebook) is written in. */
export const articleLanguageSchema = z.enum(LOCALES, { error: 'article_language' });

/** A translation draft not reviewed yet: machine-translated, or still holding the original's text. */
export const TRANSLATION_STATES = ['automatica', 'aguardando'] as const;
export const translationStateSchema = z.enum(TRANSLATION_STATES);
export type TranslationState = z.infer<typeof translationStateSchema>;

export const ARTICLE_LIMITS = {
  titulo: 200,
  meta_descricao: 320,
  conteudo_html: 500_000,
  autor: 100,
  tempo_leitura: { min: 1, max: 600 },
  video_titulo: 200,
  video_descricao: 2000,
  products: 30,
  product: { name: 200, description: 2000, price: 1_000_000 },
  /** An editor's note when sending an article back to its author. */
  revisao_nota: 2000,
} as const;

/** A slug chosen by hand: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product the article recommends; a blank affiliate link drops the row on the server. */
export const productInputSchema = z.object({
  /**
   * The saved product's id (the tracked link /go/{id}), as the editor read it: the row keeps
   * its id, its destinations per marketplace and its clicks even when its link changes.
   * Absent (a new product, an older client): a product is matched by its link, as before.
   */
  id: z.guid().optional(),
  name: z.string().max(ARTICLE_LIMITS.product.name).default(''),
  description: z.string().max(ARTICLE_LIMITS.product.description).default(''),
  price: z.preprocess(blankToNull, z.coerce.number().min(0).max(ARTICLE_LIMITS.product.price).nullable()).default(null),
  // Blank drops the row (usableProducts); anything else must be a safe link.
  affiliate_link: affiliateLinkUrl({ allowBlank: true }).default(''),
  image_url: mediaUrl.default(null),
});

/** POST /api/admin/articles and PUT /api/admin/articles/:id: the specification's write shape. */
export const articleInputSchema = z
  .object({
    titulo: z.string().trim().min(1, { error: 'title_required' }).max(ARTICLE_LIMITS.titulo),
    categoria: z.enum(CATEGORY_KEYS),
    meta_descricao: z.string().trim().min(1, { error: 'meta_description_required' }).max(ARTICLE_LIMITS.meta_descricao),
    conteudo_html: z.string().min(1, { error: 'content_required' }).max(ARTICLE_LIMITS.conteudo_html),
    autor: z.preprocess(blankToNull, z.string().trim().max(ARTICLE_LIMITS.autor).nullable()).default(null),
    tempo_leitura: z
      .preprocess(
        blankToNull,
        z.coerce.number().int().min(ARTICLE_LIMITS.tempo_leitura.min).max(ARTICLE_LIMITS.tempo_leitura.max).nullable(),
      )
      .default(null),
    imagem_destaque_url: mediaUrl.default(null),
    /** The editor's own share image, replacing the generated social card; absent keeps it as it is (an older revision's restore). */
    imagem_social_url: mediaUrl.optional(),
    audio_url: mediaUrl.default(null),
    video_titulo: z.preprocess(blankToNull, z.string().trim().max(ARTICLE_LIMITS.video_titulo).nullable()).default(null),
    video_descricao: z.preprocess(blankToNull, z.string().trim().max(ARTICLE_LIMITS.video_descricao).nullable()).default(null),
    video_url: mediaUrl.default(null),
    video_link_externo: videoLinkUrl.default(null),
    status: articleStatusSchema.default('rascunho'),
    /**
     * Only with status 'agendado': when it goes live, ISO 8601 with a time zone
     * (2026-12-01T09:00:00-03:00). A time already past publishes at once. Ignored otherwise:
     * the server dates a publish itself.
     */
    data_publicacao: z.iso.datetime({ offset: true, error: 'schedule_time' }).optional(),
    /**
     * The language the text is written in. Optional: a new article without it is English (the
     * site's default locale, and the database's default); an edit without it keeps its language.
     */
    idioma: articleLanguageSchema.optional(),
    /**
     * Editors and administrators only: the article's slug, when it should not follow the title
     * (or, once published, to move the article: its old URLs then redirect to the new one).
     * Absent keeps the rule of functions/articles/rules.ts, slugForEdit.
     */
    slug: z.string().trim().max(MAX_SLUG_LENGTH, { error: 'slug_format' }).regex(SLUG_PATTERN, { error: 'slug_format' }).optional(),
    /** null marks a translation draft as reviewed; absent keeps the label as it is. */
    estado_traducao: z.null().optional(),
    products: z.array(productInputSchema).max(ARTICLE_LIMITS.products).default([]),
  })
  .refine((article) => !(article.video_url && article.video_link_externo), {
    error: 'video_one_source',
    path: ['video_link_externo'],
  })
  .refine((article) => article.status !== 'agendado' || article.data_publicacao !== undefined, {
    error: 'schedule_time_missing',
    path: ['data_publicacao'],
  });

export type ArticleInput = z.infer<typeof articleInputSchema>;
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * GET /api/admin/articles' page sizes: the screen asks for `screen` rows a page; `max` is the
 * most the server answers at once (and, for compatibility, what a call without `limit` gets).
 * A total above `countCap` is not counted further: `total_exact` is then false.
 */
export const ADMIN_ARTICLE_PAGE = { screen: 20, max: 500, countCap: 200 } as const;

/** GET /api/admin/articles: the back office's list filters and page. */
export const adminArticleListQuerySchema = z.object({
  status: z.enum(['todos', ...ARTICLE_STATUSES]).default('todos'),
  search: z.string().max(200).default(''),
  idioma: articleLanguageSchema.optional(),
  /** com: with a linked translation; sem: without; desatualizada: a translation whose original changed since (issue 30). */
  traducao: z.enum(['com', 'sem', 'desatualizada']).optional(),
  /** aguardando: submitted for review and not yet published or sent back. */
  revisao: z.enum(['aguardando']).optional(),
  /** Rows per page; without it the list answers its former first 500 (decision 083). */
  limit: z.coerce.number().int().min(1).max(ADMIN_ARTICLE_PAGE.max).default(ADMIN_ARTICLE_PAGE.max),
  /** A page's `next_cursor` or `previous_cursor`, opaque; absent: the first page. */
  cursor: z.string().max(200).optional(),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** POST /api/admin/articles/:id/revisao/devolver: the editor's note to the author. */
export const returnToAuthorInputSchema = z.object({
  nota: z.string().trim().min(1, { error: 'review_note_missing' }).max(ARTICLE_LIMITS.revisao_nota),
});

/** The other language's version, as the editor and the list show it. */
export const linkedTranslationSchema = z.object({
  id: z.string(),
  idioma: articleLanguageSchema,
  slug: z.string(),
  titulo: z.string(),
  status: articleStatusSchema,
  estado_traducao: translationStateSchema.nullable(),
  /** Whether it is a translation whose original changed since (null: it is the original). */
  traducao_desatualizada: z.boolean().nullish(),
});
export type LinkedTranslation = z.infer<typeof linkedTranslationSchema>;

/** An article in GET /api/admin/articles, and the answer of the calls that change one flag. */
export const articleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  meta_descricao: z.string(),
  categoria: z.string(),
  status: articleStatusSchema,
  destaque: z.boolean(),
  data_publicacao: z.string().nullable(),
  updated_at: z.string(),
  autor: z.string().nullable().optional(),
  idioma: articleLanguageSchema,
  estado_traducao: translationStateSchema.nullable(),
  /**
   * A translation whose original's title, meta description, body or products changed since it
   * was made or marked up to date (true), or not (false); null for an article that is no translation.
   */
  traducao_desatualizada: z.boolean().nullish(),
  traducao: linkedTranslationSchema.nullable(),
  /** When its author submitted it for review (null: not waiting). */
  revisao_solicitada_em: z.string().nullish(),
  /** When an editor sent it back, with a note (null: not sent back since the last submission). */
  revisao_devolvida_em: z.string().nullish(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A product as the server answers it (the database's names). */
export const articleProductSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number().nullable(),
  url_afiliado: z.string(),
  imagem_url: z.string().nullable(),
});

/** GET /api/admin/articles/:id: the whole article, as the editor opens it. */
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
  /** The original this translation translates (null: no translation). */
  traducao_de: z.string().nullish(),
  /** The editor's choice: the published translation tells readers that the original is newer while it is out of date. */
  aviso_traducao_desatualizada: z.boolean().optional(),
});
export type Article = z.infer<typeof articleSchema>;

/** GET /api/admin/articles */
export const articleListAnswerSchema = z.object({
  articles: z.array(articleSummarySchema),
  /** How many articles match in all (from the kept tallies where a filter allows, else counted up to a cap). */
  total: z.number().optional(),
  /** false: more than `total` match (the count stopped at ADMIN_ARTICLE_PAGE.countCap). */
  total_exact: z.boolean().optional(),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullish(),
  /** The page before's cursor; null on the first page. */
  previous_cursor: z.string().nullish(),
});
export type ArticleListAnswer = z.infer<typeof articleListAnswerSchema>;

/** GET /api/admin/articles/:id */
export const articleAnswerSchema = z.object({ article: articleSchema });

/** The calls that change one thing of an article (featured, translation link): the article after it. */
export const changedArticleAnswerSchema = z.object({ article: articleSummarySchema.loose() });

/** POST /api/admin/articles/:id/traducao: the draft just made. */
export const translationDraftAnswerSchema = z.object({ article: articleSchema.omit({ products: true }).loose() });

/** POST /api/admin/articles and PUT /api/admin/articles/:id: the saved article; the editor reads what it needs to go on. */
export const savedArticleAnswerSchema = z.object({
  article: z
    .object({
      id: z.string(),
      slug: z.string(),
      titulo: z.string(),
      idioma: articleLanguageSchema,
      status: articleStatusSchema,
      data_publicacao: z.string().nullable().optional(),
    })
    .loose(),
});
