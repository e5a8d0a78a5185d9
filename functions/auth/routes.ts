/**
 * /api/auth/*: better-auth's handler behind this server's own rules. The visitor's address
 * comes from the socket (or trusted proxies), never from a header the visitor sent; sign-in
 * bodies are validated here first; and better-auth's errors are answered in the API's error
 * shape, in the visitor's language.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { clientAddress, type TrustedProxies } from '../lib/client-address.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Locale } from '../lib/locale.ts';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth.ts';
import { requireSameOrigin } from './guards.ts';

const MISSING_CREDENTIALS = {
  en: 'You must provide either an email or phone number and a password.',
  pt: 'Você precisa informar um e-mail ou telefone e uma senha.',
};

/** better-auth's error codes a person can meet, in both languages. */
const AUTH_MESSAGES: Record<string, Record<Locale, string>> = {
  INVALID_EMAIL_OR_PASSWORD: { en: 'Invalid email or password.', pt: 'E-mail ou senha inválidos.' },
  INVALID_EMAIL: { en: 'Invalid email address.', pt: 'Endereço de e-mail inválido.' },
  PASSWORD_TOO_SHORT: { en: 'The password is too short.', pt: 'A senha é curta demais.' },
  PASSWORD_TOO_LONG: { en: 'The password is too long.', pt: 'A senha é longa demais.' },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: {
    en: 'Sign-up is closed: ask an administrator for an account.',
    pt: 'O cadastro está fechado: peça uma conta a um administrador.',
  },
  FAILED_TO_GET_SESSION: { en: 'Your session has expired. Please sign in again.', pt: 'Sessão expirada. Por favor, faça login novamente.' },
};

const TOO_MANY = {
  en: 'Too many sign-in attempts from your address. Wait a minute and try again.',
  pt: 'Muitas tentativas de login a partir do seu endereço. Aguarde um minuto e tente novamente.',
};

const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(500).optional(),
});

async function translateError(response: Response, locale: Locale): Promise<Response> {
  if (response.status < 400) return response;
  let code = 'auth_error';
  let message: string | undefined;
  try {
    const body = (await response.clone().json()) as { code?: string; message?: string };
    if (body.code) code = body.code;
    message = body.message;
  } catch {
    // not JSON: keep the status and a generic message
  }
  const messages =
    response.status === 429
      ? TOO_MANY
      : (AUTH_MESSAGES[code] ?? {
          en: message ?? 'The request could not be completed.',
          pt: message ?? 'Não foi possível concluir a solicitação.',
        });
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  const error = new ApiError(response.status as 400, response.status === 429 ? 'rate_limited' : code.toLowerCase(), messages);
  return new Response(JSON.stringify(error.body(locale)), { status: response.status, headers });
}

export function authRoutes({ auth, trustedProxies, siteUrl }: { auth: Auth; trustedProxies: TrustedProxies; siteUrl: string }) {
  /**
   * Only the endpoints the back office uses reach better-auth (sign-up answers that it is
   * closed). Its others are 404: the email-verification and password-reset links, unused
   * here, redirected to any callbackURL, an open redirect (docs/decisions/012).
   */
  const forward = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, trustedProxies));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return translateError(response, c.get('locale'));
  };
  return new Hono<AppEnv>()
    .use(requireSameOrigin(siteUrl))
    .post('/sign-in/email', async (c, next) => {
      let body: unknown;
      try {
        body = await c.req.raw.clone().json();
      } catch {
        throw new ApiError(400, 'invalid_json');
      }
      if (!signInBody.safeParse(body).success) throw new ApiError(400, 'validation_failed', MISSING_CREDENTIALS);
      await next();
    })
    .post('/sign-in/email', forward)
    .post('/sign-up/email', forward)
    .post('/sign-out', forward)
    .get('/get-session', forward);
}
