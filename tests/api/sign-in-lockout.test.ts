/**
 * Account lockout beside the per-address limit: SIGN_IN_LOCKOUT_ATTEMPTS wrong passwords lock
 * the account for SIGN_IN_LOCKOUT_MINUTES from every address, the answer says when it
 * unlocks, the right password is refused meanwhile, the lock ends on its own, and a right
 * password resets the count. The window here is 15 seconds (0.25 minutes), not 15 minutes: long enough that a busy
 * machine's slow sign-ins still fall inside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';
import { totpFromUri } from '../support/totp.ts';

let ctx: TestContext;
let defaults: TestContext;
beforeAll(async () => {
  [ctx, defaults] = await Promise.all([
    createTestContext({ env: { AUTH_SIGN_IN_LIMIT: '1000', SIGN_IN_LOCKOUT_ATTEMPTS: '3', SIGN_IN_LOCKOUT_MINUTES: '0.25' } }),
    createTestContext(),
  ]);
});
afterAll(() => Promise.all([ctx?.close(), defaults?.close()]));

let address = 0;
const attempt = (email: string, password: string, locale = 'en') =>
  ctx.app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'Accept-Language': locale },
      body: JSON.stringify({ email, password }),
    },
    // A new address each time: the lock follows the account, not the address.
    fromAddress(`198.51.100.${++address}`),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('account lockout', () => {
  it('reads its settings with the documented defaults', () => {
    expect(defaults.env.SIGN_IN_LOCKOUT_ATTEMPTS).toBe(5);
    expect(defaults.env.SIGN_IN_LOCKOUT_MINUTES).toBe(15);
  });

  // The two that wait for their lock to end (15 s each) wait side by side: different accounts.
  it.concurrent('locks after N wrong passwords from any address, says when, refuses the right password, then unlocks', async () => {
    const email = 'locked@example.com';
    const password = 'the-right-password';
    await signIn(ctx, { email, password, role: 'editor' });

    expect((await attempt(email, 'wrong-1')).status).toBe(401);
    expect((await attempt(email, 'wrong-2')).status).toBe(401);
    const before = Date.now();
    const locking = await attempt(email, 'wrong-3', 'pt-BR');
    expect(locking.status).toBe(429);
    const body = await json(locking);
    expect(body.error.code).toBe('account_locked');
    expect(body.error.message).toBe('Esta conta foi bloqueada após muitas tentativas de login sem sucesso. Tente novamente em 1 minuto.');
    const unlocksAt = Date.parse(body.error.unlocks_at);
    expect(unlocksAt - before).toBeGreaterThan(14_000);
    expect(unlocksAt - before).toBeLessThan(30_000); // the window plus one busy sign-in
    expect(Number(locking.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const refused = await attempt(email, password);
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toMatchObject({
      code: 'account_locked',
      message: expect.stringMatching(/^This account is locked/),
      unlocks_at: body.error.unlocks_at,
    });
    expect(refused.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(false);
    // Refusals check no password; the audit log keeps the first of a lock, not every try.
    expect((await attempt(email, 'another-guess')).status).toBe(429);

    await sleep(Math.max(0, unlocksAt - Date.now()) + 200);
    expect((await attempt(email, password)).status).toBe(200);

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('actor_email', '=', email)
      .orderBy('seq')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'sign_in.succeeded', // the test's own first sign-in
      'sign_in.failed',
      'sign_in.failed',
      'sign_in.failed',
      'sign_in.locked',
      'sign_in.refused_locked',
      'sign_in.succeeded',
    ]);
  });

  it.concurrent('counts wrong two-step codes the same way, and says when the second step unlocks', async () => {
    const email = 'two-step-guess@example.com';
    const password = 'the-right-password';
    const member = await signIn(ctx, { email, password, role: 'editor' });
    const send = (path: string, body: unknown, cookie: string) =>
      ctx.app.request(
        path,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie, 'Accept-Language': 'en' },
          body: JSON.stringify(body),
        },
        fromAddress('198.51.100.250'),
      );
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0]!)
        .filter((pair) => !pair.endsWith('='))
        .join('; ');
    const enabled = await send('/api/auth/two-factor/enable', { password }, member.cookie);
    const { totpURI } = await json<{ totpURI: string }>(enabled);
    const setupCookie = [member.cookie, cookieOf(enabled)].filter(Boolean).join('; ');
    expect((await send('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, setupCookie)).status).toBe(200);

    const pending = cookieOf(await attempt(email, password));
    expect(pending).toMatch(/two_factor=/);
    const stale = totpFromUri(totpURI, Date.now() - 10 * 60_000);
    for (let i = 0; i < 3; i++) expect((await send('/api/auth/two-factor/verify-totp', { code: stale }, pending)).status).toBe(401);
    const locked = await send('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, pending);
    expect(locked.status).toBe(429);
    const body = await json(locked);
    expect(body.error.code).toBe('account_locked');
    await sleep(Math.max(0, Date.parse(body.error.unlocks_at) - Date.now()) + 200);
    expect((await send('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, pending)).status).toBe(200);
  });

  it('resets the count on a right password', async () => {
    const email = 'forgetful@example.com';
    const password = 'the-right-password';
    await signIn(ctx, { email, password, role: 'author' });
    expect((await attempt(email, 'wrong-1')).status).toBe(401);
    expect((await attempt(email, 'wrong-2')).status).toBe(401);
    expect((await attempt(email, password)).status).toBe(200);
    expect((await attempt(email, 'wrong-3')).status).toBe(401);
    expect((await attempt(email, 'wrong-4')).status).toBe(401);
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('locks an address without an account the same way, so the answer tells nothing about who has one', async () => {
    for (const password of ['a', 'b']) expect((await attempt('nobody@example.com', password)).status).toBe(401);
    const third = await attempt('NoBody@Example.com', 'c');
    expect(third.status).toBe(429);
    expect((await json(third)).error.code).toBe('account_locked');
    const row = await ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sign_in.locked')
      .where('actor_id', 'is', null)
      .executeTakeFirst();
    // No typed address that matches no account is kept.
    expect(row).toMatchObject({ actor_email: null });
  });
});
