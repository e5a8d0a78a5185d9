/**
 * Guards for the back office's API: every /api/admin request needs a session (401) and the
 * admin role in user_roles (403), checked on the server each time; every mutation needs an
 * Origin header naming this site (403), so another site cannot act with an editor's cookies.
 */
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Auth } from './auth.ts';

const UNAUTHENTICATED = {
  en: 'Your session has expired. Please sign in again.',
  pt: 'Sessão expirada. Por favor, faça login novamente.',
};
const FORBIDDEN = {
  en: 'You do not have permission to access this area.',
  pt: 'Você não tem permissão para acessar esta área.',
};
const FOREIGN_ORIGIN = {
  en: 'This request did not come from this site.',
  pt: 'Esta solicitação não veio deste site.',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireSameOrigin(siteUrl: string): MiddlewareHandler<AppEnv> {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const ownOrigin = new URL(c.req.url).origin;
      if (!origin || (origin !== siteOrigin && origin !== ownOrigin)) throw new ApiError(403, 'foreign_origin', FOREIGN_ORIGIN);
    }
    await next();
  };
}

export function requireAdmin(auth: Auth, db: Kysely<Database>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, 'unauthenticated', UNAUTHENTICATED);
    const role = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', session.user.id)
      .where('role', '=', 'admin')
      .executeTakeFirst();
    if (!role) throw new ApiError(403, 'forbidden', FORBIDDEN);
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  };
}
