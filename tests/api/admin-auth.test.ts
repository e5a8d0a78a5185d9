import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/auth/password.ts';
import { createTestContext, fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The per-address limit below makes more wrong guesses at one account than the lockout allows; that is tested in sign-in-lockout.test.ts.
  ctx = await createTestContext({ env: { SIGN_IN_LOCKOUT_ATTEMPTS: '100' } });
});
afterAll(() => ctx.close());

const signInRequest = (body: unknown, address = '203.0.113.50', headers: Record<string, string> = {}) =>
  ctx.app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(address),
  );

describe('passwords', () => {
  it('are hashed with scrypt at OWASP cost and verified in constant time', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword({ password: 'correct horse battery staple', hash })).toBe(true);
    expect(await verifyPassword({ password: 'wrong', hash })).toBe(false);
    expect(await verifyPassword({ password: 'x', hash: 'garbage' })).toBe(false);
  });
});

describe('sign-in', () => {
  it('refuses a body without email and password, or malformed JSON, with 400', async () => {
    for (const body of [{}, { email: 'a@example.com' }, { password: 'x' }]) {
      const response = await signInRequest(body);
      expect(response.status).toBe(400);
      expect((await json(response)).error.message).toBe('You must provide either an email or phone number and a password.');
    }
    expect((await signInRequest('{"email":')).status).toBe(400);
  });

  it('answers wrong credentials with 401 in the error shape and the visitor’s language', async () => {
    await signIn(ctx, { email: 'owner@example.com', password: 'the-right-password' });
    const response = await signInRequest({ email: 'owner@example.com', password: 'not-the-password' }, '203.0.113.51', {
      'Accept-Language': 'pt-BR',
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ error: { code: 'invalid_email_or_password', message: 'E-mail ou senha inválidos.' } });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await signInRequest({ email: 'owner@example.com', password: 'the-right-password' }, '203.0.113.52');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('refuses a sign-in from another site (Origin) with 403', async () => {
    const response = await signInRequest({ email: 'owner@example.com', password: 'the-right-password' }, '203.0.113.53', {
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('limits attempts per address to 5 a minute by default, counted in the database', async () => {
    const SIGN_IN_LIMIT = { max: ctx.env.AUTH_SIGN_IN_LIMIT };
    expect(SIGN_IN_LIMIT.max).toBe(5);
    const address = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 2; i++) {
      statuses.push((await signInRequest({ email: 'owner@example.com', password: `wrong-${i}` }, address)).status);
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMIT.max)).toEqual([429, 429]);
    const limited = await signInRequest({ email: 'owner@example.com', password: 'the-right-password' }, address);
    expect(limited.status).toBe(429);
    expect((await json(limited)).error.code).toBe('rate_limited');
    // The counters live in the database, so every server process shares them.
    const rows = await ctx.handle.db
      .selectFrom('rateLimit' as never)
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    // A spoofed X-Forwarded-For does not give a fresh address (no TRUST_PROXY).
    const spoofed = await signInRequest({ email: 'owner@example.com', password: 'the-right-password' }, address, {
      'X-Forwarded-For': '192.0.2.1',
    });
    expect(spoofed.status).toBe(429);
    // Another address still signs in.
    expect((await signInRequest({ email: 'owner@example.com', password: 'the-right-password' }, '203.0.113.100')).status).toBe(200);
  });

  it('never limits reading one’s own session, which the back office does on every screen', async () => {
    const signedIn = await signInRequest({ email: 'owner@example.com', password: 'the-right-password' }, '203.0.113.120');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const statuses = new Set<number>();
    // More than the shared limit of 100 a minute for the other auth endpoints.
    for (let i = 0; i < 120; i++) {
      statuses.add((await ctx.app.request('/api/auth/get-session', { headers: { Cookie: cookie } }, fromAddress('203.0.113.120'))).status);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('exposes only the endpoints the back office uses, so no auth link can redirect to another site', async () => {
    for (const url of [
      '/api/auth/verify-email?token=bad&callbackURL=//evil.example',
      '/api/auth/verify-email?token=bad&callbackURL=https://evil.example',
      '/api/auth/reset-password/abc?callbackURL=//evil.example',
      '/api/auth/reset-password/abc?callbackURL=/%5Cevil.example',
      '/api/auth/callback/google?state=x&code=y',
    ]) {
      const response = await ctx.app.request(url, { headers: { Origin: TEST_ORIGIN } });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('location'), url).toBeNull();
    }
    expect((await ctx.app.request('/api/auth/get-session')).status).toBe(200);
  });

  it('has no public sign-up', async () => {
    const response = await ctx.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'new@example.com', password: 'a-long-password-1', name: 'New' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await ctx.handle.db.selectFrom('user').select('id').where('email', '=', 'new@example.com').executeTakeFirst()).toBeUndefined();
  });
});

describe('the admin gate on /api/admin', () => {
  it('answers 401 without a session, 403 without the admin role, 200 for an admin', async () => {
    const anonymous = await ctx.app.request('/api/admin/me');
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error.code).toBe('unauthenticated');

    const reader = await signIn(ctx, { admin: false });
    const denied = await ctx.app.request('/api/admin/me', { headers: reader.headers });
    expect(denied.status).toBe(403);
    expect((await json(denied)).error.message).toMatch(/permission/);

    const admin = await signIn(ctx);
    const me = await ctx.app.request('/api/admin/me', { headers: admin.headers });
    expect(me.status).toBe(200);
    expect((await json(me)).user.email).toBe('editor@example.com');
  });

  it('refuses mutations with a foreign or missing Origin even with a valid session', async () => {
    const admin = await signIn(ctx);
    const body = JSON.stringify({ destaque: true });
    const missing = await ctx.app.request('/api/admin/articles/00000000-0000-4000-8000-000000000000/destaque', {
      method: 'PATCH',
      headers: { Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body,
    });
    expect(missing.status).toBe(403);
    expect((await json(missing)).error.code).toBe('foreign_origin');
    const foreign = await ctx.app.request('/api/admin/articles/00000000-0000-4000-8000-000000000000/destaque', {
      method: 'PATCH',
      headers: { Cookie: admin.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body,
    });
    expect(foreign.status).toBe(403);
  });

  it('signs out, after which the session no longer works', async () => {
    const admin = await signIn(ctx);
    const out = await ctx.app.request('/api/auth/sign-out', { method: 'POST', headers: admin.headers });
    expect(out.status).toBe(200);
    expect((await ctx.app.request('/api/admin/me', { headers: admin.headers })).status).toBe(401);
  });
});
