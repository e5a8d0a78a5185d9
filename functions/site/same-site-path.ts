/**
 * `/`, or segments of unreserved characters only (which decoding and encoding leave as they are),
 * none empty, `.` or `..`: the form sameSitePath gives, so such a path is its own result.
 */
const PLAIN_PATH = /^(?:\/|(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~]+)+)$/;

/**
 * The only way the site builds a redirect target from a requested path. Browsers read
 * `//host`, `/\host` and `/<tab>/host` in a Location header as another site, so a path is
 * decoded, its backslashes read as slashes, its empty, `.` and `..` segments dropped, and
 * every segment encoded again: the result starts with exactly one slash followed by a
 * segment character, and can only ever name a page of this site.
 */
export function sameSitePath(path: string): string {
  // Most requested paths are already in that form: returned as they are, without the decoding
  // and re-encoding below (every page request asks the redirects by this key: decision 096).
  if (PLAIN_PATH.test(path)) return path;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(encodeURIComponent(segment));
  }
  return `/${segments.join('/')}`;
}
