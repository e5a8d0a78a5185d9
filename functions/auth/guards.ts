/**
 * Guards for the back office's API: every /api/admin request needs a session (401) and an
 * active role in user_roles that the route allows (403, functions/auth/permissions.ts),
 * checked on the server each time; every mutation needs an Origin header naming this site
 * (403), so another site cannot act with an editor's cookies.
 */
import type { MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database, TeamRole } from '../db/schema.ts';
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
const TWO_FACTOR_SETUP_NEEDED = {
  en: 'Administrators must turn on two-step sign-in first: open My account.',
  pt: 'Administradores precisam ativar a verificação em duas etapas primeiro: abra Minha conta.',
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

/**
 * A session (401), an active role (403) and a role the route allows (403). `allowed` gets
 * the request, so one guard serves the whole /api/admin tree through the route table.
 * With REQUIRE_ADMIN_TWO_FACTOR, an administrator without two-factor gets 403
 * `two_factor_required` everywhere but the routes `twoFactorSetup` lets through (who am I).
 */
export function requireRole(
  auth: Auth,
  db: Kysely<Database>,
  allowed: (method: string, path: string) => readonly TeamRole[],
  twoFactor: { requiredForAdmins: boolean; setupPaths?: readonly string[] } = { requiredForAdmins: false },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessionOf(auth, db, c.req.raw.headers);
    if (!session) throw new ApiError(401, 'unauthenticated', UNAUTHENTICATED);
    const member = await db
      .selectFrom('user_roles')
      .select(['role', 'idioma_interface'])
      .where('user_id', '=', session.user.id)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!member || !allowed(c.req.method, c.req.path).includes(member.role)) throw new ApiError(403, 'forbidden', FORBIDDEN);
    const twoFactorEnabled = session.user.twoFactorEnabled === true;
    const twoFactorRequired = twoFactor.requiredForAdmins && member.role === 'admin';
    if (twoFactorRequired && !twoFactorEnabled && !twoFactor.setupPaths?.includes(c.req.path)) {
      throw new ApiError(403, 'two_factor_required', TWO_FACTOR_SETUP_NEEDED);
    }
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set('role', member.role);
    c.set('twoFactor', { enabled: twoFactorEnabled, required: twoFactorRequired });
    c.set('interfaceLanguage', member.idioma_interface);
    await next();
  };
}

/**
 * better-auth answers a session it could not read with its own 500 and drops the cause. When the
 * database is what failed (a PostgreSQL outage, an embedded database worker restarting:
 * docs/decisions/082), one statement says so, and the request answers 503 database_unavailable
 * (functions/app.ts) rather than 500.
 */
async function sessionOf(auth: Auth, db: Kysely<Database>, headers: Headers) {
  try {
    return await auth.api.getSession({ headers });
  } catch (error) {
    await sql`SELECT 1`.execute(db);
    throw error;
  }
}
