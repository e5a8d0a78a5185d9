/**
 * The one check for every URL that reaches a page as an href or a src: on save (the admin
 * schemas, src/lib/contracts/fields.ts), when the build reads content (src/lib/content/
 * schema.ts) and in the islands. Plain TypeScript, for server, build and browser alike.
 *
 * Browsers forgive a lot in a URL: they ignore letter case in the scheme, drop tabs and
 * newlines anywhere, trim spaces and control characters at the ends, and decode entities in
 * attributes. So a value passes only when it is already clean: no control characters, no
 * whitespace, no backslash, and it literally starts with http:// or https:// (or is one of
 * the site's own file paths). Anything else, `javascript:`, `data:`, `java\tscript:`,
 * `javascript&colon;`, `//host`, is refused rather than repaired.
 */

/** C0 controls, DEL, C1 controls, every kind of space, and the characters browsers read as a slash. */
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

/** Folders of the site's own files: uploads, and the sample content shipped in public/sample. */
export const SITE_FILE_ROOTS = ['media', 'sample'] as const;

/** The value when it is an absolute http(s) URL with a host, else null. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || FORBIDDEN.test(value) || !/^https?:\/\/[^/?#]/i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? value : null;
  } catch {
    return null;
  }
}

/**
 * The address a link the site redirects to (/go/{id}) is stored and followed as: an http(s)
 * URL that names no user or password (`https://shop.example@evil.example/` reads as the shop
 * to a person but leads to evil.example), written in its ASCII form (the WHATWG URL's
 * serialization: an internationalised host in punycode, so the back office shows the host a
 * browser will really reach, and the Location header holds no character outside ASCII).
 * Null when it is not such a URL.
 */
export function redirectableHttpUrl(value: string | null | undefined): string | null {
  const safe = safeHttpUrl(value);
  if (safe === null) return null;
  // An empty `@` (`https://@evil.example`) names no user, but is the same trick to a reader.
  const authority = safe.slice(safe.indexOf('//') + 2).split(/[/?#]/, 1)[0]!;
  return authority.includes('@') ? null : new URL(safe).href;
}

/**
 * The value when it is a path under /media/ or /sample/ that stays there: no empty, `.` or
 * `..` segment, written or percent-encoded, and nothing but letters, digits and `_ . - ~`.
 */
export function safeSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const segments = value.split('/');
  if (segments[0] !== '' || !(SITE_FILE_ROOTS as readonly string[]).includes(segments[1] ?? '') || segments.length < 3) return null;
  const clean = segments.slice(2).every((segment) => /^[\w.~-]+$/.test(segment) && segment !== '.' && segment !== '..');
  return clean ? value : null;
}

/** An image, audio or video: one of the site's files or an http(s) address. */
export function safeMediaUrl(value: string | null | undefined): string | null {
  return safeSitePath(value) ?? safeHttpUrl(value);
}
