/**
 * The back office's interface language. Portuguese is the default and keeps the
 * specification's exact texts; English has its own. Each strings module keeps both versions
 * side by side (`const pt = {…}; const en: typeof pt = {…}`) and exports `localized({ pt, en })`:
 * an object read like the Portuguese one whose every property comes from the language in use
 * when it is read, so call sites (`STRINGS.common.loading`) stay as they are.
 */
import { atom } from 'nanostores';

export type AdminLocale = 'pt' | 'en';

/** The language the back office speaks now; the app re-renders from its root when it changes. */
export const $adminLocale = atom<AdminLocale>('pt');

export function localized<T extends object>(versions: { pt: T; en: T }): T {
  return new Proxy(versions.pt, {
    get: (_target, key) => Reflect.get(versions[$adminLocale.get()], key),
  });
}
