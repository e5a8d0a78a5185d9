/**
 * The API's error shape, { error: { code, message } }, and the catalogue of messages a
 * person can meet, in both languages. Route code throws ApiError; app.ts renders it.
 */
import { fieldMessage } from '../../src/lib/contracts/field-messages.ts';
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
  database_unavailable: {
    en: 'The database is not answering. Try again in a moment.',
    pt: 'O banco de dados não está respondendo. Tente novamente em instantes.',
  },
  internal: {
    en: 'Something went wrong on our side. Try again in a moment.',
    pt: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * Field issue messages: the catalogue lives with the contracts (src/lib/contracts/field-messages.ts),
 * since the back office renders the same keys; validate() renders them in the visitor's language.
 */
export { fieldKey } from '../../src/lib/contracts/field-messages.ts';

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
    /** Field issues; a message that is a FIELD_MESSAGES key is given in the request's language. */
    readonly issues?: FieldIssue[],
  ) {
    super(messages?.en ?? (code in ERROR_MESSAGES ? ERROR_MESSAGES[code as ErrorCode].en : code));
  }

  body(locale: Locale): ErrorBody {
    const catalogue = this.code in ERROR_MESSAGES ? ERROR_MESSAGES[this.code as ErrorCode] : undefined;
    const message = this.messages?.[locale] ?? catalogue?.[locale] ?? this.message;
    const issues = this.issues?.map((issue) => ({ path: issue.path, message: fieldMessage(issue.message, locale) }));
    return { error: { code: this.code, message, ...(issues?.length ? { issues } : {}) } };
  }
}
