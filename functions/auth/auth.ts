/**
 * Accounts with better-auth: email and password, sessions in the database, public sign-up
 * off (the first administrator is created by the server, the team joins by invitation), scrypt hashes, HttpOnly SameSite=Lax
 * cookies (Secure behind https), and sign-in attempts limited per address with the counters
 * in the database, in every environment. Two-factor sign-in (TOTP with recovery codes) is
 * better-auth's own twoFactor plugin (migration 024, docs/decisions/024).
 */
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { scryptPool } from './scrypt-pool.ts';
import { PasswordGate } from './password-gate.ts';

/** The header this server sets from the socket (or trusted proxies) before better-auth reads it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
/** Sign-in attempts per address per minute come from AUTH_SIGN_IN_LIMIT (default 5). */
export const SIGN_IN_WINDOW_SECONDS = 60;
/** better-auth's fallback issuer; the enable route replaces it with the site's name from the settings (two-factor.ts). */
export const TWO_FACTOR_ISSUER = 'Bem Viver';

const SECRET_KEY = 'auth_secret';

/** better-auth's signing secret: made once per installation and kept in the database. */
export async function authSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return row.value;
}

/** Each server's password gate, for its sign-in route to refuse a flood before any other work. */
const passwordGates = new WeakMap<object, PasswordGate>();
export const passwordGateOf = (auth: Auth): PasswordGate | undefined => passwordGates.get(auth);

export function createAuth(options: { env: Env; db: Kysely<Database>; secret: string }) {
  const { env, db, secret } = options;
  const siteOrigin = new URL(env.siteUrl).origin;
  // Every hash of this server goes through the gate: sign-ins (unknown e-mails are hashed too), the first administrator, invitations.
  const gate = new PasswordGate(env.PASSWORD_HASH_CONCURRENCY, env.PASSWORD_HASH_QUEUE);
  // On worker threads below the pages' priority (decision 062).
  const pool = scryptPool(env.PASSWORD_HASH_NICE);
  const auth = betterAuth({
    appName: 'Bem Viver',
    baseURL: env.siteUrl,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    trustedOrigins: (request) => [siteOrigin, request ? new URL(request.url).origin : undefined],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 256,
      password: {
        hash: (password) => gate.run(() => hashPassword(password, pool)),
        verify: (check) => gate.run(() => verifyPassword(check, pool)),
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        // A wrong code counts like a wrong password: the same number of tries and the same wait.
        accountLockout: {
          enabled: true,
          maxFailedAttempts: env.SIGN_IN_LOCKOUT_ATTEMPTS,
          durationSeconds: Math.max(1, Math.round(env.SIGN_IN_LOCKOUT_MINUTES * 60)),
        },
      }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // A second factor is part of signing in: the same per-address limit as the password.
      customRules: {
        '/sign-in/email': { window: SIGN_IN_WINDOW_SECONDS, max: env.AUTH_SIGN_IN_LIMIT },
        '/two-factor/*': { window: SIGN_IN_WINDOW_SECONDS, max: env.AUTH_SIGN_IN_LIMIT },
        // Reading one's own session guesses nothing (the token is the cookie's), and the back
        // office asks on every screen: under the shared 100-a-minute limit an editor moving fast
        // between screens (or several people behind one address) was told to wait a minute.
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: env.siteUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  });
  passwordGates.set(auth, gate);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates an administrator (user, credential account and admin role) unless the email exists. */
export async function ensureAdmin(
  auth: Auth,
  db: Kysely<Database>,
  account: { email: string; password: string; name?: string },
  /** How the password is stored; the sign-in's own hash unless a test brings a cheaper one (tests/support/test-app.ts). */
  hash?: (password: string) => Promise<string>,
): Promise<{ created: boolean; userId: string }> {
  const context = await auth.$context;
  const hashPassword = hash ?? ((password: string) => context.password.hash(password));
  const email = account.email.toLowerCase();
  const existing = await context.internalAdapter.findUserByEmail(email);
  let userId = existing?.user.id;
  let created = false;
  if (!userId) {
    const user = await context.internalAdapter.createUser(
      { email, name: account.name ?? 'Admin', emailVerified: true },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await hashPassword(account.password),
    });
    userId = user.id;
    created = true;
  } else {
    // The configured password is the source of truth: a changed ADMIN_PASSWORD takes effect.
    await context.internalAdapter.updatePassword(userId, await hashPassword(account.password));
  }
  // ADMIN_EMAIL's account is an active administrator, whatever the team screen made it.
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role: 'admin' })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ role: 'admin', deactivated_at: null }))
    .execute();
  return { created, userId };
}
