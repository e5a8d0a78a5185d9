/**
 * The back office's interface language. Portuguese is the default and keeps the
 * specification's exact texts; English has its own. Each strings module keeps both versions
 * side by side (`const pt = {…}; const en: typeof pt = {…}`) and exports `localized({ pt, en })`:
 * an object read like the Portuguese one whose every property comes from the language in use
 * when it is read, so call sites (`STRINGS.common.loading`) stay as they are.
 *
 * Nested groups are localized too, so a module-level alias of a group (`const S = STRINGS.gate`)
 * still follows the language; a text copied into a module-level constant would not, so such
 * tables are built inside a function, at render time.
 */
import { atom } from 'nanostores';

export type AdminLocale = 'pt' | 'en';

export const ADMIN_LOCALES: readonly AdminLocale[] = ['pt', 'en'];

/** The language the back office speaks now; the app re-renders from its root when it changes. */
export const $adminLocale = atom<AdminLocale>('pt');

/** A localized object's two versions, read by the test that compares them (tests/unit/admin-strings.test.ts). */
export const VERSIONS = Symbol('localized versions');

/** One proxy per group, so a group read twice is the same object (stable for React's dependencies). */
const groups = new WeakMap<object, object>();

export function localized<T extends object>(versions: { pt: T; en: T }): T {
  const known = groups.get(versions.pt);
  if (known) return known as T;
  const proxy = new Proxy(versions.pt, {
    get: (_target, key) => {
      if (key === VERSIONS) return versions;
      const value: unknown = Reflect.get(versions[$adminLocale.get()], key);
      const pt: unknown = Reflect.get(versions.pt, key);
      const en: unknown = Reflect.get(versions.en, key);
      // A nested group (an object or an array present in both versions) is localized in turn.
      if (value !== null && typeof value === 'object' && pt !== null && typeof pt === 'object' && en !== null && typeof en === 'object') {
        return localized({ pt, en });
      }
      return value;
    },
    has: (_target, key) => key === VERSIONS || Reflect.has(versions[$adminLocale.get()], key),
  });
  groups.set(versions.pt, proxy);
  return proxy;
}
