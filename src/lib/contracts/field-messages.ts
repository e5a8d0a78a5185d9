/**
 * The catalogue of field issue messages, in both languages. A contract names a key as its zod
 * error; the server renders it in the request's language (functions/lib/validate.ts), and the
 * back office renders the same key when it checks a form with the same contract, so a field's
 * message is written once for both sides. A message that is not a key passes as written.
 */
import type { Locale } from '../../i18n/locales.ts';

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
  // reviews, ebooks, webhooks
  title_required: {
    en: 'Title is required',
    pt: 'Título é obrigatório',
  },
  description_required: {
    en: 'Description is required',
    pt: 'Descrição é obrigatória',
  },
  button_text_required: {
    en: 'Button text is required',
    pt: 'Texto do botão é obrigatório',
  },
  order_not_negative: {
    en: 'Order must be 0 or more',
    pt: 'A ordem deve ser 0 ou mais',
  },
  video_one_source: {
    en: 'Choose an uploaded video or an external link, not both',
    pt: 'Escolha um vídeo enviado ou um link externo, não os dois',
  },
  interactive_link_required: {
    en: 'Interactive link is required',
    pt: 'O link interativo é obrigatório',
  },
  url_http_typed: {
    en: 'Please enter a valid URL (starting with http:// or https://)',
    pt: 'Digite uma URL válida (começando com http:// ou https://)',
  },
  display_order_number: {
    en: 'Display order must be a number',
    pt: 'A ordem de exibição deve ser um número',
  },
  name_and_url_required: {
    en: 'Name and URL are required',
    pt: 'Nome e URL são obrigatórios',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** A key's text in `locale`; any other message as it is. */
export function fieldMessage(message: string, locale: Locale): string {
  return message in FIELD_MESSAGES ? FIELD_MESSAGES[message as FieldMessageKey][locale] : message;
}
