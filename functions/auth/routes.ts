/**
 * /api/auth/*: better-auth's handler behind this server's own rules. The visitor's address
 * comes from the socket (or trusted proxies), never from a header the visitor sent; bodies
 * are validated here first; an account locks after repeated wrong passwords (lockout.ts);
 * sign-ins and two-factor changes go to the audit log; and better-auth's errors are answered
 * in the API's error shape, in the visitor's language.
 */
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { siteNames } from '../admin/settings/queries.ts';
import { recordAudit, type AuditAction } from '../audit/record.ts';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { clientAddress, type TrustedProxies } from '../lib/client-address.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Locale } from '../lib/locale.ts';
import { CLIENT_ADDRESS_HEADER, passwordGateOf, type Auth } from './auth.ts';
import { PASSWORD_CHECKS_BUSY, passwordChecksBusyResponse } from './password-gate.ts';
import { requireSameOrigin } from './guards.ts';
import { clearFailedPasswords, lockoutKey, recordFailedPassword, refuseIfLocked } from './lockout.ts';
import { adminMustUseTwoFactor, pendingTwoFactorUser, percentEncodedOtpauthUri, twoFactorLockedUntil } from './two-factor.ts';
import { claimTotpCode, releaseTotpCode } from './used-codes.ts';
import { passwordBody, recoveryCodeBody, signInBody, totpBody } from './schemas.ts';

const MISSING_CREDENTIALS = {
  en: 'You must provide either an email or phone number and a password.',
  pt: 'Você precisa informar um e-mail ou telefone e uma senha.',
};

/** better-auth's error codes a person can meet, in both languages. */
const AUTH_MESSAGES: Record<string, Record<Locale, string>> = {
  INVALID_EMAIL_OR_PASSWORD: { en: 'Invalid email or password.', pt: 'E-mail ou senha inválidos.' },
  INVALID_EMAIL: { en: 'Invalid email address.', pt: 'Endereço de e-mail inválido.' },
  INVALID_PASSWORD: { en: 'The password is not right.', pt: 'A senha não está correta.' },
  PASSWORD_TOO_SHORT: { en: 'The password is too short.', pt: 'A senha é curta demais.' },
  PASSWORD_TOO_LONG: { en: 'The password is too long.', pt: 'A senha é longa demais.' },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: {
    en: 'Sign-up is closed: ask an administrator for an account.',
    pt: 'O cadastro está fechado: peça uma conta a um administrador.',
  },
  FAILED_TO_GET_SESSION: { en: 'Your session has expired. Please sign in again.', pt: 'Sessão expirada. Por favor, faça login novamente.' },
  INVALID_CODE: {
    en: 'That code is not right. Check the time on your phone and type the newest code.',
    pt: 'Esse código não está correto. Confira o relógio do celular e digite o código mais recente.',
  },
  INVALID_BACKUP_CODE: {
    en: 'That recovery code is not right, or it was already used.',
    pt: 'Esse código de recuperação não está correto ou já foi usado.',
  },
  INVALID_TWO_FACTOR_COOKIE: {
    en: 'The sign-in took too long. Enter your email and password again.',
    pt: 'O login demorou demais. Digite seu e-mail e sua senha de novo.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    en: 'Too many wrong codes. Enter your email and password again.',
    pt: 'Códigos errados demais. Digite seu e-mail e sua senha de novo.',
  },
  PASSWORD_CHECKS_BUSY,
  TOTP_ALREADY_ENABLED: { en: 'Two-step sign-in is already on.', pt: 'A verificação em duas etapas já está ativada.' },
  TOTP_NOT_ENABLED: { en: 'Two-step sign-in is not on.', pt: 'A verificação em duas etapas não está ativada.' },
  TWO_FACTOR_NOT_ENABLED: { en: 'Two-step sign-in is not on.', pt: 'A verificação em duas etapas não está ativada.' },
  // A sign-in's second step after an administrator reset the account's two-step sign-in.
  BACKUP_CODES_NOT_ENABLED: { en: 'Two-step sign-in is not on.', pt: 'A verificação em duas etapas não está ativada.' },
};

const CODE_ALREADY_USED = {
  en: 'That code was already used to sign in. Wait for the next code on your phone and type it.',
  pt: 'Esse código já foi usado para entrar. Espere o próximo código no celular e digite-o.',
};

/** The audit summary of a second step with no readable pending sign-in (no cookie, or one that is forged, expired or used). */
const NO_PENDING_SIGN_IN = 'no_pending_sign_in';

const TOO_MANY = {
  en: 'Too many sign-in attempts from your address. Wait a minute and try again.',
  pt: 'Muitas tentativas de login a partir do seu endereço. Aguarde um minuto e tente novamente.',
};

const TWO_FACTOR_REQUIRED = {
  en: 'Administrators must keep two-step sign-in on.',
  pt: 'Administradores precisam manter a verificação em duas etapas ativada.',
};

const lockedMessage = (minutes: number): Record<Locale, string> => ({
  en: `This account is locked after too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  pt: `Esta conta foi bloqueada após muitas tentativas de login sem sucesso. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
});

const INVALID_CODE_FORMAT = {
  en: 'Type the 6-digit code from your authenticator app.',
  pt: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
};

interface BetterAuthAnswer {
  response: Response;
  code?: string;
  body?: Record<string, unknown>;
}

async function readAnswer(response: Response): Promise<BetterAuthAnswer> {
  try {
    const body = (await response.clone().json()) as Record<string, unknown> | null;
    return { response, body: body ?? undefined, code: typeof body?.code === 'string' ? body.code : undefined };
  } catch {
    return { response };
  }
}

function jsonResponse(status: number, body: object, headers = new Headers()): Response {
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status, headers });
}

/** A locked account: 429 `account_locked` with the moment it unlocks, for the screen to show in the person's own time. */
function lockedResponse(locale: Locale, until: Date, headers = new Headers()): Response {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  headers.set('Retry-After', String(seconds));
  const error = new ApiError(429, 'account_locked', lockedMessage(Math.max(1, Math.ceil(seconds / 60)))).body(locale);
  return jsonResponse(429, { error: { ...error.error, unlocks_at: until.toISOString() } }, headers);
}

function translateError({ response, code: betterAuthCode, body }: BetterAuthAnswer, locale: Locale): Response {
  if (response.status < 400) return response;
  const code = betterAuthCode ?? 'auth_error';
  const message = typeof body?.message === 'string' ? body.message : undefined;
  const messages =
    response.status === 429
      ? TOO_MANY
      : (AUTH_MESSAGES[code] ?? {
          en: message ?? 'The request could not be completed.',
          pt: message ?? 'Não foi possível concluir a solicitação.',
        });
  const error = new ApiError(response.status as 400, response.status === 429 ? 'rate_limited' : code.toLowerCase(), messages);
  return jsonResponse(response.status, error.body(locale), new Headers(response.headers));
}

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

async function accountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('user').select(['id', 'email', 'twoFactorEnabled']).where('email', '=', lockoutKey(email)).executeTakeFirst();
}

export interface AuthRoutesDeps {
  auth: Auth;
  db: Kysely<Database>;
  env: Env;
  trustedProxies: TrustedProxies;
}

export function authRoutes({ auth, db, env, trustedProxies }: AuthRoutesDeps) {
  const rule = { attempts: env.SIGN_IN_LOCKOUT_ATTEMPTS, minutes: env.SIGN_IN_LOCKOUT_MINUTES };
  const audit = (action: AuditAction, account: { id: string; email: string } | undefined, summary = '') =>
    recordAudit(db, {
      actor: account ? { id: account.id, email: account.email } : null,
      action,
      targetType: 'user',
      targetId: account?.id,
      summary,
    });

  /**
   * Only the endpoints the back office uses reach better-auth (sign-up answers that it is
   * closed). Its others are 404: the email-verification and password-reset links, unused
   * here, redirected to any callbackURL, an open redirect (docs/decisions/012).
   */
  const callBetterAuth = async (c: Context<AppEnv>, options: { cookies?: boolean } = {}): Promise<BetterAuthAnswer> => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, trustedProxies));
    if (options.cookies === false) headers.delete('cookie');
    return readAnswer(await auth.handler(new Request(c.req.raw, { headers })));
  };
  const forward = async (c: Context<AppEnv>) => translateError(await callBetterAuth(c), c.get('locale'));
  const validBody = (schema: z.ZodType, messages?: Record<Locale, string>) => async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (!schema.safeParse(await jsonBody(c)).success) throw new ApiError(400, 'validation_failed', messages);
    await next();
  };

  /** The second step of a sign-in (no session yet) or the confirmation of a new authenticator (signed in). */
  const verifySecondFactor = (method: 'totp' | 'backup_code') => async (c: Context<AppEnv>) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const pending = session ? undefined : await pendingTwoFactorUser(auth, c.req.raw.headers);
    // A sign-in's code is claimed before better-auth checks it: the same code opens one session.
    const code = method === 'totp' && pending ? totpBody.parse(await jsonBody(c)).code : null;
    if (pending && code !== null && !(await claimTotpCode(db, pending.id, code))) {
      await audit('sign_in.two_factor_failed', pending, 'totp_reused');
      throw new ApiError(401, 'code_already_used', CODE_ALREADY_USED);
    }
    // A second step the guard cannot tie to an account reaches better-auth without its cookies:
    // nothing it could read differently is left to check a code against, and its per-address
    // limit still counts the try.
    const answer = await callBetterAuth(c, { cookies: Boolean(session ?? pending) });
    if (pending && code !== null && !answer.response.ok) await releaseTotpCode(db, pending.id, code);
    const locale = c.get('locale');
    if (answer.code === 'ACCOUNT_TEMPORARILY_LOCKED' && pending) {
      const until = await twoFactorLockedUntil(db, pending.id);
      if (until) {
        await audit('sign_in.two_factor_failed', pending, method);
        return lockedResponse(locale, until, new Headers(answer.response.headers));
      }
    }
    if (session) {
      if (answer.response.ok && !session.user.twoFactorEnabled) await audit('two_factor.enabled', session.user);
    } else if (answer.response.ok) {
      const user = answer.body?.user as { id: string; email: string } | undefined;
      if (user) await audit('sign_in.succeeded', user, method);
    } else if (answer.code !== undefined) {
      // Every failed second step better-auth judged (the per-address limit's refusals carry no code).
      await audit('sign_in.two_factor_failed', pending, pending ? method : NO_PENDING_SIGN_IN);
    }
    return translateError(answer, locale);
  };

  return new Hono<AppEnv>()
    .use(requireSameOrigin(env.siteUrl))
    .post('/sign-in/email', async (c) => {
      const parsed = signInBody.safeParse(await jsonBody(c));
      if (!parsed.success) throw new ApiError(400, 'validation_failed', MISSING_CREDENTIALS);
      const busy = passwordGateOf(auth)?.refusal();
      if (busy) return passwordChecksBusyResponse(c, busy);
      const { email } = parsed.data;
      const locale = c.get('locale');
      const locked = await refuseIfLocked(db, email);
      if (locked) {
        // Refusals cost no password check and are not counted by the per-address limit: one audit row per lock, not one per try.
        if (locked.first) await audit('sign_in.refused_locked', await accountByEmail(db, email));
        return lockedResponse(locale, locked.until);
      }
      const answer = await callBetterAuth(c);
      if (answer.code === 'INVALID_EMAIL_OR_PASSWORD') {
        const account = await accountByEmail(db, email);
        const nowLocked = await recordFailedPassword(db, email, rule);
        await audit('sign_in.failed', account);
        if (nowLocked) {
          await audit('sign_in.locked', account);
          return lockedResponse(locale, nowLocked, new Headers(answer.response.headers));
        }
      } else if (answer.response.ok) {
        await clearFailedPasswords(db, email);
        // With two-factor on, the sign-in is complete (and recorded) only after the code.
        if (!answer.body?.twoFactorRedirect) await audit('sign_in.succeeded', await accountByEmail(db, email), 'password');
      }
      return translateError(answer, locale);
    })
    .post('/sign-up/email', forward)
    .post('/sign-out', forward)
    .get('/get-session', forward)
    .post('/two-factor/enable', validBody(passwordBody), async (c) => {
      const answer = await callBetterAuth(c);
      const totpURI = answer.body?.totpURI;
      if (!answer.response.ok || typeof totpURI !== 'string') return translateError(answer, c.get('locale'));
      // The authenticator names the site as its owner calls it, in the language of the screen that set it up.
      const issuer = (await siteNames(db))[c.get('locale')];
      const body = { ...answer.body, totpURI: percentEncodedOtpauthUri(totpURI, issuer) };
      return jsonResponse(answer.response.status, body, new Headers(answer.response.headers));
    })
    .post('/two-factor/disable', validBody(passwordBody), async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session && (await adminMustUseTwoFactor(db, env, session.user.id)))
        throw new ApiError(409, 'two_factor_required', TWO_FACTOR_REQUIRED);
      const answer = await callBetterAuth(c);
      if (session && answer.response.ok) await audit('two_factor.disabled', session.user);
      return translateError(answer, c.get('locale'));
    })
    .post('/two-factor/verify-totp', validBody(totpBody, INVALID_CODE_FORMAT), verifySecondFactor('totp'))
    .post('/two-factor/verify-backup-code', validBody(recoveryCodeBody), verifySecondFactor('backup_code'));
}
