/**
 * CORS for a static bundle served from another origin (`npm run build` with PUBLIC_API_URL):
 * the public API answers the origins listed in CORS_ORIGINS, and no other. Credentials are
 * never allowed (no Access-Control-Allow-Credentials): the islands send no cookies, and the
 * back office and sign-in (/api/admin, /api/auth, the AI writer) stay same-origin only. An
 * origin not listed gets no CORS header at all, so the browser refuses to hand it the answer.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './http.ts';

/** Paths a static bundle's islands call; the others are the back office's. */
const SAME_ORIGIN_ONLY = /^\/api\/(admin|auth)(\/|$)|^\/api\/functions\/generate-article(\/|$)/;

/** Request headers the islands send. */
const ALLOWED_HEADERS = 'Accept, Accept-Language, Content-Type';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

export function publicApiCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin || allowed.size === 0 || SAME_ORIGIN_ONLY.test(c.req.path) || !allowed.has(origin)) return next();
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin',
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  };
}
