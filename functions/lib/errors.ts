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
 * Field issue messages: a schema names the key as its zod error (or fieldKey(key, values) for
 * a text with {0} placeholders), and validate() renders it in the visitor's language. Other
 * issue messages pass as written.
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

  // Admin groups affiliate, redirects, previews, revisions and team.
  redirect_status: {
    en: 'Status must be 301 or 302',
    pt: 'O status deve ser 301 ou 302',
  },
  unknown_redirect: {
    en: 'Unknown redirect',
    pt: 'Redirecionamento desconhecido',
  },
  unknown_article: {
    en: 'Unknown article',
    pt: 'Artigo desconhecido',
  },
  unknown_preview: {
    en: 'Unknown preview link',
    pt: 'Link de pré-visualização desconhecido',
  },
  unknown_revision: {
    en: 'Unknown revision',
    pt: 'Revisão desconhecida',
  },
  email_invalid: {
    en: 'Enter a valid e-mail address',
    pt: 'Informe um e-mail válido',
  },
  member_change_missing: {
    en: 'role or active is required',
    pt: 'informe role (o papel) ou active (ativo)',
  },

  // Public groups contact, coach, assessment, analytics, writer, horoscope and assistant.
  // {0} is the value fieldKey() passes with the key.
  field_required: {
    en: 'is required',
    pt: 'é obrigatório',
  },
  too_long: {
    en: 'must be at most {0} characters',
    pt: 'deve ter no máximo {0} caracteres',
  },
  no_line_breaks: {
    en: 'must not contain line breaks',
    pt: 'não pode conter quebras de linha',
  },
  email_format: {
    en: 'must be a valid e-mail address',
    pt: 'deve ser um endereço de e-mail válido',
  },
  message_blank: {
    en: 'message must not be blank',
    pt: 'a mensagem não pode estar em branco',
  },
  message_too_long: {
    en: 'message must be at most {0} characters',
    pt: 'a mensagem deve ter no máximo {0} caracteres',
  },
  history_item_too_long: {
    en: 'each history message must be at most {0} characters',
    pt: 'cada mensagem do histórico deve ter no máximo {0} caracteres',
  },
  history_too_long: {
    en: 'send at most the last {0} messages of the conversation',
    pt: 'envie no máximo as últimas {0} mensagens da conversa',
  },
  answers_list: {
    en: 'answers must be a list of numbers',
    pt: 'as respostas devem ser uma lista de números',
  },
  answer_whole_number: {
    en: 'each answer must be a whole number',
    pt: 'cada resposta deve ser um número inteiro',
  },
  answers_count: {
    en: 'answers must have exactly {0} items',
    pt: 'as respostas devem ser exatamente {0}',
  },
  niche_missing: {
    en: 'Choose a niche',
    pt: 'Escolha um nicho',
  },
  theme_missing: {
    en: 'Type a theme',
    pt: 'Digite um tema',
  },
  sign_unknown: {
    en: 'sign must be one of: {0}',
    pt: 'o signo deve ser um destes: {0}',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** Separates a key from its values in a schema's error (a character no key or value holds). */
const VALUE_SEPARATOR = '|';

/** A schema's error naming a key whose text has placeholders: fieldKey('too_long', 100) renders 'must be at most 100 characters'. */
export function fieldKey(key: FieldMessageKey, ...values: Array<string | number>): string {
  return [key, ...values].join(VALUE_SEPARATOR);
}

export function fieldMessage(message: string, locale: Locale): string {
  const [key = '', ...values] = message.split(VALUE_SEPARATOR);
  if (!(key in FIELD_MESSAGES)) return message;
  return values.reduce<string>(
    (text, value, index) => text.replaceAll(`{${index}}`, value),
    FIELD_MESSAGES[key as FieldMessageKey][locale],
  );
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
