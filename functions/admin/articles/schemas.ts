/** What the back office sends for an article (the specification's write shape), validated. */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import { MAX_SLUG_LENGTH } from '../../../src/lib/slug.ts';
import { ARTICLE_STATUSES, articleStatusSchema } from '../../../src/lib/contracts/article-status.ts';
import { linkUrl, mediaUrl, videoLinkUrl } from '../../lib/url-fields.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const articleLanguage = z.enum(['en', 'pt'], { error: 'Language must be en or pt' });

/** Reviews and ebooks: one locale, or null for both. */
export const contentLanguage = articleLanguage.nullable().default(null);

export const productInput = z.object({
  name: z.string().max(200).default(''),
  description: z.string().max(2000).default(''),
  price: z.preprocess(blankToNull, z.coerce.number().min(0).max(1_000_000).nullable()).default(null),
  // Blank drops the row (usableProducts); anything else must be a safe link.
  affiliate_link: linkUrl('url_http', { allowBlank: true }).default(''),
  image_url: mediaUrl.default(null),
});

export const articleInput = z
  .object({
    titulo: z.string().trim().min(1, { error: 'Título é obrigatório' }).max(200),
    categoria: z.enum(CATEGORY_KEYS),
    meta_descricao: z.string().trim().min(1, { error: 'Meta descrição é obrigatória' }).max(320),
    conteudo_html: z.string().min(1, { error: 'Conteúdo é obrigatório' }).max(500_000),
    autor: z.preprocess(blankToNull, z.string().trim().max(100).nullable()).default(null),
    tempo_leitura: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(600).nullable()).default(null),
    imagem_destaque_url: mediaUrl.default(null),
    /** The editor's own share image, replacing the generated social card; absent keeps it as it is (an older revision's restore). */
    imagem_social_url: mediaUrl.optional(),
    audio_url: mediaUrl.default(null),
    video_titulo: z.preprocess(blankToNull, z.string().trim().max(200).nullable()).default(null),
    video_descricao: z.preprocess(blankToNull, z.string().trim().max(2000).nullable()).default(null),
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
    idioma: articleLanguage.optional(),
    /**
     * Editors and administrators only: the article's slug, when it should not follow the title
     * (or, once published, to move the article: its old URLs then redirect to the new one).
     * Absent keeps the rule of rules.ts, slugForEdit.
     */
    slug: z
      .string()
      .trim()
      .max(MAX_SLUG_LENGTH, { error: 'slug_format' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug_format' })
      .optional(),
    /** null marks a translation draft as reviewed; absent keeps the label as it is. */
    estado_traducao: z.null().optional(),
    products: z.array(productInput).max(30).default([]),
  })
  .refine((article) => !(article.video_url && article.video_link_externo), {
    error: 'Choose an uploaded video or an external link, not both',
    path: ['video_link_externo'],
  })
  .refine((article) => article.status !== 'agendado' || article.data_publicacao !== undefined, {
    error: 'schedule_time_missing',
    path: ['data_publicacao'],
  });

export type ArticleInput = z.infer<typeof articleInput>;
export type ProductInput = z.infer<typeof productInput>;

export const articleListQuery = z.object({
  status: z.enum(['todos', ...ARTICLE_STATUSES]).default('todos'),
  search: z.string().max(200).default(''),
  idioma: articleLanguage.optional(),
  /** com: with a linked translation; sem: without. */
  traducao: z.enum(['com', 'sem']).optional(),
  /** aguardando: submitted for review and not yet published or sent back. */
  revisao: z.enum(['aguardando']).optional(),
});

/** POST /api/admin/articles/:id/revisao/devolver: the editor's note to the author. */
export const returnInput = z.object({
  nota: z.string().trim().min(1, { error: 'review_note_missing' }).max(2000),
});

export type ArticleListFilter = z.infer<typeof articleListQuery>;

/** PUT /api/admin/articles/:id/traducao */
export const linkInput = z.object({ article_id: z.uuid({ error: 'article_id must be an article id' }) });

/** POST /api/admin/articles/:id/traducao: false skips the AI and drafts the original text, awaiting translation. */
export const translateInput = z.object({ traducao_automatica: z.boolean().default(true) });

export const featuredInput = z.object({ destaque: z.boolean() });
export const idParam = z.object({ id: z.uuid({ error: 'Unknown article' }) });
