/** UI strings per locale: `const t = useTranslations(locale); t('nav.home')`. */
import { en, type TranslationKey, type Translations } from './en.ts';
import { pt } from './pt.ts';
import type { Locale } from './locales.ts';

export * from './locales.ts';
export * from './paths.ts';
export type { TranslationKey };

const DICTIONARIES: Record<Locale, Translations> = { en, pt };

type Params = Record<string, string | number>;
/** The base of a plural pair: 'list.count' for 'list.count.one' / 'list.count.other'. */
export type PluralKey = TranslationKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never;

function fill(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export interface Translator {
  (key: TranslationKey, params?: Params): string;
  /** The plural form for `count`, with `{count}` filled in (other params too). */
  plural(key: PluralKey, count: number, params?: Params): string;
  locale: Locale;
}

export function useTranslations(locale: Locale): Translator {
  const dictionary = DICTIONARIES[locale];
  const t = ((key: TranslationKey, params?: Params) => fill(dictionary[key], params)) as Translator;
  t.plural = (key, count, params) => {
    // Both languages use the singular for exactly one; CLDR's Portuguese 'one' would include 0.
    const form = count === 1 ? 'one' : 'other';
    return fill(dictionary[`${key}.${form}` as TranslationKey], { count, ...params });
  };
  t.locale = locale;
  return t;
}
