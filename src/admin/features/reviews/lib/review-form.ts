/**
 * The review dialog's values, their checks (specification section 5: title, button text,
 * description and product link required; URLs http(s); order an integer of 0 or more, a
 * non-number becoming 0) and the body sent to the server.
 */
import { DEFAULT_BUTTON_TEXT } from '../../../../lib/contracts/review.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';
import type { Review, ReviewInput } from '../api/review-schema.ts';
import { REVIEW_STRINGS as S } from '../strings.ts';

export interface ReviewFormValues {
  titulo: string;
  texto_botao: string;
  descricao: string;
  link_produto: string;
  video_url: string;
  video_link_externo: string;
  ordem: string;
  ativo: boolean;
  /** null: shown in both languages. */
  idioma: ContentLanguage | null;
}

export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

export function newReviewValues(count: number): ReviewFormValues {
  return {
    titulo: '',
    texto_botao: DEFAULT_BUTTON_TEXT,
    descricao: '',
    link_produto: '',
    video_url: '',
    video_link_externo: '',
    ordem: String(count),
    ativo: true,
    idioma: null,
  };
}

export function reviewValues(review: Review): ReviewFormValues {
  return {
    titulo: review.titulo,
    texto_botao: review.texto_botao,
    descricao: review.descricao,
    link_produto: review.link_produto,
    video_url: review.video_url ?? '',
    video_link_externo: review.video_link_externo ?? '',
    ordem: String(review.ordem),
    ativo: review.ativo,
    idioma: review.idioma,
  };
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const MEDIA_PATH = /^\/(media|sample)\/[\w./-]+$/;

/** An integer of 0 or more; anything that is not a number becomes 0 (negatives stay, to be refused). */
export function parseOrder(raw: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.trunc(value);
}

export function validateReview(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  for (const field of ['titulo', 'texto_botao', 'descricao', 'link_produto'] as const) {
    if (!values[field].trim()) errors[field] = S.required[field];
  }
  if (!errors.link_produto && !HTTP_URL.test(values.link_produto.trim())) errors.link_produto = S.invalidUrl;
  const video = values.video_url.trim();
  if (video && !HTTP_URL.test(video) && !MEDIA_PATH.test(video)) errors.video_url = S.invalidVideoUrl;
  const external = values.video_link_externo.trim();
  if (external && !HTTP_URL.test(external)) errors.video_link_externo = S.invalidUrl;
  if (parseOrder(values.ordem) < 0) errors.ordem = S.invalidOrder;
  return errors;
}

export function reviewInput(values: ReviewFormValues): ReviewInput {
  return {
    titulo: values.titulo.trim(),
    texto_botao: values.texto_botao.trim(),
    descricao: values.descricao.trim(),
    link_produto: values.link_produto.trim(),
    video_url: values.video_url.trim() || null,
    video_link_externo: values.video_link_externo.trim() || null,
    ordem: parseOrder(values.ordem),
    ativo: values.ativo,
    idioma: values.idioma,
  };
}
