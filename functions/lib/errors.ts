/**
 * The API's error shape, { error: { code, message } }, and the catalogue of messages a
 * person can meet, in both languages. Route code throws ApiError; app.ts renders it.
 */
import type { Locale } from './locale.ts';

export const ERROR_MESSAGES = {
  not_found: {
    en: 'Nothing was found at this address.',
    pt: 'Nada foi encontrado neste endereço.',
  },
  invalid_json: {
    en: 'The request body is not valid JSON. Send a JSON object with Content-Type: application/json.',
    pt: 'O corpo da requisição não é um JSON válido. Envie um objeto JSON com Content-Type: application/json.',
  },
  validation_failed: {
    en: 'Some fields are missing or invalid. Check them and try again.',
    pt: 'Alguns campos estão ausentes ou inválidos. Verifique-os e tente novamente.',
  },
  payload_too_large: {
    en: 'The request is too large.',
    pt: 'A requisição é grande demais.',
  },
  method_not_allowed: {
    en: 'This address does not accept that method.',
    pt: 'Este endereço não aceita esse método.',
  },
  unavailable: {
    en: 'The service is starting or busy. Try again in a few seconds.',
    pt: 'O serviço está iniciando ou ocupado. Tente novamente em alguns segundos.',
  },
  storage_unavailable: {
    en: 'The media storage does not answer right now. Try again in a moment.',
    pt: 'O armazenamento de mídia não está respondendo agora. Tente novamente em instantes.',
  },
  internal: {
    en: 'Something went wrong on our side. Try again in a moment.',
    pt: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * Field issue messages shared by several schemas: a schema names the key as its zod error,
 * and validate() renders it in the visitor's language. Other issue messages pass as written.
 */
export const FIELD_MESSAGES = {
  url_http: {
    en: 'must be an http:// or https:// address',
    pt: 'deve ser um endereço http:// ou https://',
  },
  url_media: {
    en: 'must be an uploaded file (/media/…), a sample file (/sample/…) or an http(s) address',
    pt: 'deve ser um arquivo enviado (/media/…), um arquivo de exemplo (/sample/…) ou um endereço http(s)',
  },
  url_video: {
    en: 'must be a YouTube or Vimeo video link',
    pt: 'deve ser um link de vídeo do YouTube ou do Vimeo',
  },
  schedule_time: {
    en: 'must be a date and time with its time zone, such as 2026-12-01T09:00:00-03:00',
    pt: 'deve ser uma data e hora com fuso horário, como 2026-12-01T09:00:00-03:00',
  },
  schedule_time_missing: {
    en: 'choose the date and time the article goes live',
    pt: 'escolha a data e a hora em que o artigo será publicado',
  },
  site_path: {
    en: 'must be a path of this site starting with /, such as /old-page (no address, ? or #)',
    pt: 'deve ser um caminho deste site começando com /, como /pagina-antiga (sem endereço, ? ou #)',
  },
  review_note_missing: {
    en: 'write a note telling the author what to change',
    pt: 'escreva uma nota dizendo ao autor o que mudar',
  },
  slug_format: {
    en: 'use lowercase letters, digits and hyphens, such as my-new-title',
    pt: 'use letras minúsculas, números e hífens, como meu-novo-titulo',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export function fieldMessage(message: string, locale: Locale): string {
  return message in FIELD_MESSAGES ? FIELD_MESSAGES[message as keyof typeof FIELD_MESSAGES][locale] : message;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: FieldIssue[] };
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: string,
    /** A message per locale; defaults to the catalogue entry for `code`. */
    readonly messages?: Record<Locale, string>,
    readonly issues?: FieldIssue[],
  ) {
    super(messages?.en ?? (code in ERROR_MESSAGES ? ERROR_MESSAGES[code as ErrorCode].en : code));
  }

  body(locale: Locale): ErrorBody {
    const catalogue = this.code in ERROR_MESSAGES ? ERROR_MESSAGES[this.code as ErrorCode] : undefined;
    const message = this.messages?.[locale] ?? catalogue?.[locale] ?? this.message;
    return { error: { code: this.code, message, ...(this.issues?.length ? { issues: this.issues } : {}) } };
  }
}
