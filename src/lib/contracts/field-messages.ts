/**
 * The catalogue of field issue messages, in both languages. A contract names a key as its zod
 * error; the server renders it in the request's language (functions/lib/validate.ts), and the
 * back office renders the same key when it checks a form with the same contract, so a field's
 * message is written once for both sides. A text with {0} placeholders is named with
 * fieldKey(key, values). A message that is not a key passes as written.
 */
import type { Locale } from '../../i18n/locales.ts';

export const FIELD_MESSAGES = {
  import_category_unknown: {
    en: "must be one of the site's categories: saude, dinheiro, relacionamentos, tecnologia, desenvolvimento, consumo, educacao, culinaria",
    pt: 'deve ser uma das categorias do site: saude, dinheiro, relacionamentos, tecnologia, desenvolvimento, consumo, educacao, culinaria',
  },
  import_category_map_json: {
    en: 'must be a JSON object of source category → category key, such as {"finance": "dinheiro"}',
    pt: 'deve ser um objeto JSON de categoria de origem → chave de categoria, como {"financas": "dinheiro"}',
  },
  url_http: {
    en: 'must be an http:// or https:// address',
    pt: 'deve ser um endereço http:// ou https://',
  },
  url_credentials: {
    en: 'must not name a user or password before the address (user:password@): write the shop’s address only',
    pt: 'não pode ter usuário ou senha antes do endereço (usuario:senha@): escreva só o endereço da loja',
  },
  analytics_preview_path: {
    en: 'must be a public page: preview pages are not counted',
    pt: 'deve ser uma página pública: pré-visualizações não são contadas',
  },
  // Affiliate destinations per marketplace (issue 29).
  asin_format: {
    en: 'must be an Amazon ASIN: 10 capital letters or digits, such as B08N5WRWNW',
    pt: 'deve ser um ASIN da Amazon: 10 letras maiúsculas ou dígitos, como B08N5WRWNW',
  },
  country_code: {
    en: 'must be a country code of two capital letters (ISO 3166-1 alpha-2), such as PT',
    pt: 'deve ser um código de país de duas letras maiúsculas (ISO 3166-1 alfa-2), como PT',
  },
  marketplace_domain: {
    en: 'must be the store’s domain without https:// or www., such as amazon.es',
    pt: 'deve ser o domínio da loja sem https:// nem www., como amazon.es',
  },
  destination_needs_link: {
    en: 'needs a URL or an ASIN (status exact or search), or status none',
    pt: 'precisa de uma URL ou de um ASIN (status exact ou search), ou status none',
  },
  asin_needs_amazon: {
    en: 'an ASIN is only for an Amazon marketplace: give a URL for this store',
    pt: 'um ASIN só vale para uma loja da Amazon: informe uma URL para esta loja',
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

  // Admin groups reviews, ebooks and webhooks.
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

  // Admin groups affiliate, redirects, previews, revisions and team.
  redirect_status: {
    en: 'Status must be 301 or 302',
    pt: 'O status deve ser 301 ou 302',
  },
  unknown_backup: {
    en: 'Unknown backup',
    pt: 'Backup desconhecido',
  },
  text_expected: { en: 'must be text', pt: 'deve ser um texto' },
  stat_kind: {
    en: 'must be a fixed figure ({"kind": "fixed", "value"}) or a live count ({"kind": "live", "source"})',
    pt: 'deve ser um número fixo ({"kind": "fixed", "value"}) ou uma contagem ao vivo ({"kind": "live", "source"})',
  },
  stat_source: {
    en: 'must be published_articles or monthly_readers',
    pt: 'deve ser published_articles ou monthly_readers',
  },
  phone_format: {
    en: 'use digits, spaces, +, (, ), - and . only, such as +1 (555) 010-2024',
    pt: 'use só dígitos, espaços, +, (, ), - e ., como +55 (11) 4000-1234',
  },
  footer_year: {
    en: 'must be "current" or a year from 1990 to 2100',
    pt: 'deve ser "current" ou um ano de 1990 a 2100',
  },
  rating_range: { en: 'the rating must be a whole number from 1 to 5', pt: 'a nota deve ser um número inteiro de 1 a 5' },
  testimonial_text: {
    en: 'write the testimonial in at least one language',
    pt: 'escreva o depoimento em pelo menos um idioma',
  },
  unknown_testimonial: { en: 'Unknown testimonial', pt: 'Depoimento desconhecido' },
  unknown_contact_message: {
    en: 'Unknown message',
    pt: 'Mensagem desconhecida',
  },
  read_flag: {
    en: 'read must be true or false',
    pt: 'read deve ser true ou false',
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
  unknown_member: {
    en: 'Unknown team member',
    pt: 'Membro da equipe desconhecido',
  },
  unknown_job: {
    en: 'Unknown job: not a job id',
    pt: 'Tarefa desconhecida: não é um id de tarefa',
  },
  job_type_invalid: {
    en: 'A job type is lowercase letters, digits, dots and hyphens',
    pt: 'Um tipo de tarefa tem letras minúsculas, números, pontos e hífens',
  },
  email_invalid: {
    en: 'Enter a valid e-mail address',
    pt: 'Informe um e-mail válido',
  },
  member_change_missing: {
    en: 'role or active is required',
    pt: 'informe role (o papel) ou active (ativo)',
  },
  // Addresses webhooks and link checks may not reach (functions/webhooks/safe-target.ts).
  target_not_http: {
    en: 'only http and https addresses are allowed',
    pt: 'só são aceitos endereços http e https',
  },
  target_private_address: {
    en: '{0} is a private or loopback address',
    pt: '{0} é um endereço privado ou de loopback',
  },
  target_local_name: {
    en: '{0} is a local name',
    pt: '{0} é um nome local',
  },
  target_resolves_private: {
    en: '{0} resolves to a private or loopback address ({1})',
    pt: '{0} aponta para um endereço privado ou de loopback ({1})',
  },
  target_not_url: {
    en: 'not a valid URL',
    pt: 'não é uma URL válida',
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
  too_many: {
    en: 'must have at most {0} items',
    pt: 'deve ter no máximo {0} itens',
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

  // The articles group.
  meta_description_required: {
    en: 'Meta description is required',
    pt: 'Meta descrição é obrigatória',
  },
  content_required: {
    en: 'Content is required',
    pt: 'Conteúdo é obrigatório',
  },
  article_language: {
    en: 'Language must be en or pt',
    pt: 'O idioma deve ser en ou pt',
  },
  article_id_invalid: {
    en: 'article_id must be an article id',
    pt: 'article_id deve ser o id de um artigo',
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
