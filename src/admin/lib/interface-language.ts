/**
 * Which language the back office speaks (issue 30). Before sign-in: the one the person chose
 * on the sign-in screen (kept in localStorage), else the browser's first preference among
 * Portuguese and English (navigator.languages), else Portuguese. After sign-in the account's
 * choice (GET /api/admin/me `idioma_interface`) applies, when the member has made one.
 */
import { $adminLocale, type AdminLocale } from './i18n.ts';

const STORAGE_KEY = 'admin:interface-language';

/** BCP 47 tags of each language: the <html lang>, the API's Accept-Language and Intl's locale. */
export const INTERFACE_LANGUAGE_TAGS: Record<AdminLocale, string> = { pt: 'pt-BR', en: 'en-GB' };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isAdminLocale = (value: unknown): value is AdminLocale => value === 'pt' || value === 'en';

/** The first of the browser's languages that is Portuguese or English; null when neither is listed. */
export function browserLanguage(languages: readonly string[]): AdminLocale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isAdminLocale(base)) return base;
  }
  return null;
}

/** The language of a visit before the server has said who is signed in. */
export function initialLanguage(): AdminLocale {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (isAdminLocale(stored)) return stored;
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages.length ? navigator.languages : [navigator.language];
  return browserLanguage(languages) ?? 'pt';
}

/** Switches the interface (the app re-renders from its root) and remembers the choice on this browser. */
export function applyLanguage(locale: AdminLocale): void {
  storage()?.setItem(STORAGE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = INTERFACE_LANGUAGE_TAGS[locale];
  $adminLocale.set(locale);
}

/** Starts the back office in the language of this visit (called once, before the first render). */
export function startLanguage(): void {
  const locale = initialLanguage();
  if (typeof document !== 'undefined') document.documentElement.lang = INTERFACE_LANGUAGE_TAGS[locale];
  $adminLocale.set(locale);
}
