/**
 * Two-factor helpers around better-auth's plugin (docs/decisions/024): who a pending
 * second step belongs to, when a second factor's lock ends, and whether an administrator
 * has to use it (REQUIRE_ADMIN_TWO_FACTOR).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { Auth } from './auth.ts';

/** better-auth's cookie between the password and the code (with the __Secure- prefix behind https). */
const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * The account a sign-in's second step is for, read from better-auth's signed two_factor
 * cookie (value.HMAC-SHA256 in base64). The replay guard claims a code for this account
 * before better-auth checks it, so the cookie is read exactly as better-auth reads it: its
 * own name and better-call's own parser (the first cookie of a name wins; spaces around `=`
 * and double quotes around the value are dropped). A pattern of our own read
 * `better-auth.two_factor =V` or `="V"` as no cookie while better-auth read V (security
 * probe 2, finding 1).
 */
export async function pendingTwoFactorUser(auth: Auth, headers: Headers): Promise<{ id: string; email: string } | undefined> {
  const header = headers.get('cookie');
  if (!header) return undefined;
  const context = await auth.$context;
  const signed = parseCookies(header).get(context.createAuthCookie(TWO_FACTOR_COOKIE).name);
  if (!signed) return undefined;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', context.secret).update(value).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const verification = await context.internalAdapter.findVerificationValue(value);
  if (!verification) return undefined;
  const user = await context.internalAdapter.findUserById(verification.value);
  return user ? { id: user.id, email: user.email } : undefined;
}

/** When the account's second factor unlocks after too many wrong codes (better-auth's own lockout). */
export async function twoFactorLockedUntil(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('twoFactor').select('lockedUntil').where('userId', '=', userId).executeTakeFirst();
  return row?.lockedUntil && new Date(row.lockedUntil).getTime() > Date.now() ? new Date(row.lockedUntil) : null;
}

/** True when the setting requires two-factor for administrators and this account is an active one. */
export async function adminMustUseTwoFactor(db: Kysely<Database>, env: Env, userId: string): Promise<boolean> {
  if (!env.REQUIRE_ADMIN_TWO_FACTOR) return false;
  const member = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return member?.role === 'admin';
}

/**
 * better-auth's otpauth:// URI with every part percent-encoded (RFC 3986): it writes the query
 * with URLSearchParams, whose `issuer=Bem+Viver` authenticator apps show with a literal `+`
 * (security probe 2, finding 10). The label (issuer:account) is encoded part by part.
 * `issuer`, when given, replaces better-auth's fixed one in the label and the query: the site's
 * name from Configurações (issue 22), read when the authenticator is set up. The secret is
 * unchanged, so the codes are the same whatever the name.
 */
export function percentEncodedOtpauthUri(uri: string, issuer?: string): string {
  const match = /^(otpauth:\/\/[a-z]+\/)([^?]*)(?:\?(.*))?$/i.exec(uri);
  if (!match) return uri;
  const [, prefix = '', label = '', query = ''] = match;
  const parts = label.split(':').map((part) => decodeURIComponent(part));
  if (issuer && parts.length > 1) parts[0] = issuer;
  const encodedLabel = parts.map((part) => encodeURIComponent(part)).join(':');
  const encodedQuery = [...new URLSearchParams(query)]
    .map(([name, value]) => `${name}=${encodeURIComponent(name === 'issuer' && issuer ? issuer : value)}`)
    .join('&');
  return `${prefix}${encodedLabel}${encodedQuery ? `?${encodedQuery}` : ''}`;
}
