/**
 * Where the public islands call the API. On the server's own pages: the same origin. In a
 * static bundle built with PUBLIC_API_URL (`npm run build`), every page carries the API's
 * address in `<meta name="site-api">` (layouts/base-layout.astro), read here once: the
 * bundle's JavaScript is the server's, only the pages differ. Requests to another origin carry
 * no cookies (fetch's default 'same-origin'), and the server answers CORS for that origin.
 */
export const API_BASE_META = 'site-api';

let base: string | undefined;

function apiBase(): string {
  if (base === undefined) {
    const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`);
    base = (meta?.content ?? '').replace(/\/+$/, '');
  }
  return base;
}

/** `path` (/api/…) at the API's address: unchanged on the server's own pages. */
export function apiUrl(path: string): string {
  return `${apiBase()}${path}`;
}

/** Whether the API is on another origin than the page (a static bundle). */
export function apiIsCrossOrigin(): boolean {
  const at = apiBase();
  return at !== '' && typeof location !== 'undefined' && new URL(at, location.href).origin !== location.origin;
}
