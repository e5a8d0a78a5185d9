/** The site's two locales. English is the default, served at the specification's own paths. */
export const LOCALES = ['en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The value of `<html lang>` and of JSON-LD inLanguage. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', pt: 'pt-BR' };
/** Open Graph's og:locale. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', pt: 'pt_BR' };
/** The Intl locale for dates and numbers. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', pt: 'pt-BR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'pt' : 'en';
}
