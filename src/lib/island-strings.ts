/**
 * The interface text an island needs, picked from the page's dictionary at build time and
 * passed as a prop (or a data attribute), so that islands never ship both dictionaries.
 * Only types come from src/i18n: importing this module from an island adds no dictionary.
 */
import type { TranslationKey, Translator } from '../i18n/index.ts';

export type IslandStrings<K extends TranslationKey> = Record<K, string>;

export function islandStrings<const K extends TranslationKey>(t: Translator, keys: readonly K[]): IslandStrings<K> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as IslandStrings<K>;
}

/** Fills `{name}` placeholders, as t() does on the server. */
export function fillString(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
