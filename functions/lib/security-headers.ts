/**
 * The security headers of every response (CSP, frame, referrer, HSTS, permissions), in one
 * place: the app's middleware (app.ts) and the static fast path in front of it
 * (functions/site/static-fast-path.ts) send the same set.
 */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';

export function securityHeaders(siteUrl: string) {
  return secureHeaders({
    // script-src and style-src come from the hashes in each page's own CSP meta tag
    // (Astro's security.csp); the header adds what a meta tag cannot carry.
    contentSecurityPolicy: {
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: siteUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: PERMISSIONS_POLICY,
  });
}

/**
 * The same headers as name/value pairs, read from the middleware itself (its set is fixed: no
 * nonce or per-request part is configured), so the two can never drift apart.
 */
export async function securityHeaderPairs(siteUrl: string): Promise<Array<[string, string]>> {
  const probe = new Hono().use(securityHeaders(siteUrl)).all('*', (c) => c.body(null, 204));
  const response = await probe.request('http://localhost/');
  return [...response.headers.entries()];
}
