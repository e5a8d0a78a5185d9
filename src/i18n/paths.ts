/**
 * Locale-aware paths. Pages and links are written with the English (default) path, the
 * specification's own, e.g. `/artigos/foo`; Portuguese is the same path under `/pt`.
 * Paths never end in a slash (the build writes `artigos.html`, `pt.html`).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** Paths that exist once for both locales and are never prefixed. */
const UNLOCALIZED_PREFIXES = ['/admin', '/api', '/media', '/sample', '/_astro'];

function splitSuffix(href: string): [path: string, suffix: string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

function isUnlocalized(path: string): boolean {
  return UNLOCALIZED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** `/artigos?categoria=saude` in `pt` → `/pt/artigos?categoria=saude`; `/` in `pt` → `/pt`. */
export function localizePath(href: string, locale: Locale): string {
  const [rawPath, suffix] = splitSuffix(href);
  if (!rawPath.startsWith('/')) return href;
  const path = withoutTrailingSlash(rawPath);
  if (locale === DEFAULT_LOCALE || isUnlocalized(path)) return `${path}${suffix}`;
  return `${path === '/' ? `/${locale}` : `/${locale}${path}`}${suffix}`;
}

/** The locale of a site path and the path in the default locale: `/pt/sobre` → pt, `/sobre`. */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const path = withoutTrailingSlash(pathname.replace(/\.html$/, '')) || '/';
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (path === `/${locale}`) return { locale, path: '/' };
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: path === '/index' ? '/' : path };
}

/** The same page in another locale: `/pt/artigos/foo` to en → `/artigos/foo`. */
export function alternatePath(pathname: string, locale: Locale): string {
  return localizePath(parseLocalePath(pathname).path, locale);
}

/** The `[...lang]` route parameter of a locale: undefined for the default, 'pt' otherwise. */
export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** The locale a page's `[...lang]` parameter stands for, or null when it names no locale (the page then answers 404). */
export function pageLocale(param: string | undefined): Locale | null {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  return LOCALES.find((candidate) => candidate !== DEFAULT_LOCALE && candidate === param) ?? null;
}

/** What a page returns for a path it does not have: the renderer never asks for one, a visitor on `astro dev` may. */
export function pageNotFound(): Response {
  return new Response(null, { status: 404 });
}
