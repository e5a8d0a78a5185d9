/**
 * The languages content is written in, as the back office names them (each in its own
 * language, so an editor finds theirs), and the path of a published article in its language.
 */
import type { Locale } from '../../i18n/locales.ts';

export type ContentLanguage = Locale;

/** Portuguese first: the back office's own language. */
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['pt', 'en'];

export const LANGUAGE_NAMES: Record<ContentLanguage, string> = { pt: 'Português', en: 'English' };

/** The value of a `lang` attribute for text in that language. */
export const LANGUAGE_TAGS: Record<ContentLanguage, string> = { pt: 'pt-BR', en: 'en' };

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return value === 'pt' || value === 'en';
}
