/**
 * Whether a page path is a draft's preview (/preview/{token}, /pt/preview/{token};
 * docs/decisions/031): its address is the secret that opens the draft, so nothing may record
 * it (analytics, hosted tags). Read loosely, as a router or a browser would: letter case,
 * repeated slashes and percent-encoding do not hide it. Plain TypeScript for the pages'
 * script and the server alike.
 */
export function isPreviewPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: read the path as it was sent.
  }
  const normalized = decoded
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return /^\/(?:pt\/)?preview(?:\/|$)/.test(normalized);
}
