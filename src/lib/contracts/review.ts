/**
 * A product review of the home page's highlight section, as it crosses the line between the
 * back office and /api/admin/reviews: the write shape the dialog sends, validated by the
 * server, and the review the server answers with, parsed by the back office and by the API
 * tests. Issue messages are keys of FIELD_MESSAGES (field-messages.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { contentLanguageSchema } from './content-language.ts';
import { affiliateLinkUrl, blankToNull, mediaUrl, videoLinkUrl } from './fields.ts';

export const REVIEW_LIMITS = { titulo: 200, texto_botao: 60, descricao: 2000, ordem: 100_000 } as const;

/** The button's text when none is given (the specification's). */
export const DEFAULT_BUTTON_TEXT = 'Ver Produto';

/** A non-number becomes 0, as the specification says; negatives are refused. */
const ordem = z.preprocess(
  (value) => (blankToNull(value) === null || Number.isNaN(Number(value)) ? 0 : value),
  z.coerce.number().int().min(0, { error: 'order_not_negative' }).max(REVIEW_LIMITS.ordem),
);

const reviewFields = z.object({
  titulo: z.string().trim().min(1, { error: 'title_required' }).max(REVIEW_LIMITS.titulo),
  texto_botao: z.string().trim().min(1, { error: 'button_text_required' }).max(REVIEW_LIMITS.texto_botao).default(DEFAULT_BUTTON_TEXT),
  descricao: z.string().trim().min(1, { error: 'description_required' }).max(REVIEW_LIMITS.descricao),
  link_produto: affiliateLinkUrl(),
  video_url: mediaUrl.default(null),
  video_link_externo: videoLinkUrl.default(null),
  ordem,
  ativo: z.boolean().default(true),
  /** The locale it is shown in; null (the default): both. */
  idioma: contentLanguageSchema,
});

const oneVideoSource = (review: { video_url: string | null; video_link_externo: string | null }) =>
  !(review.video_url && review.video_link_externo);
const oneVideoIssue = { error: 'video_one_source', path: ['video_link_externo'] };

/** PUT /api/admin/reviews/:id */
export const reviewInputSchema = reviewFields.refine(oneVideoSource, oneVideoIssue);
/** POST /api/admin/reviews: without an order, the new review goes last (the order is the number of reviews). */
export const reviewCreateSchema = reviewFields.extend({ ordem: ordem.optional() }).refine(oneVideoSource, oneVideoIssue);
/** PATCH /api/admin/reviews/:id/ativo */
export const reviewActiveInputSchema = z.object({ ativo: z.boolean() });

/** What the dialog sends: every field stated. */
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  link_produto: z.string(),
  texto_botao: z.string(),
  video_url: z.string().nullable(),
  video_link_externo: z.string().nullable(),
  ordem: z.number(),
  ativo: z.boolean(),
  /** The locale it is shown in; null: both. */
  idioma: z.enum(LOCALES).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/admin/reviews */
export const reviewListAnswerSchema = z.object({ reviews: z.array(reviewSchema) });
/** POST, PUT and PATCH …/ativo: the review after the change. */
export const reviewAnswerSchema = z.object({ review: reviewSchema });
/** DELETE /api/admin/reviews/:id */
export const reviewDeletedAnswerSchema = z.object({ deleted: z.string() });
