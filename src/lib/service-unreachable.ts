/**
 * What every island says when the API cannot be reached (issue 22): no answer, or an answer
 * that is not the API's (a proxy's 502 page, a static host without the API). It is the
 * service that is not answering; the reader's connection is never blamed. Both languages here,
 * a few words, so that the islands' bundles stay small.
 */
import type { Locale } from '../i18n/locales.ts';

export const SERVICE_UNREACHABLE: Record<Locale, string> = {
  en: 'The service is not answering right now. Try again in a moment.',
  pt: 'O serviço não está respondendo agora. Tente novamente em instantes.',
};
