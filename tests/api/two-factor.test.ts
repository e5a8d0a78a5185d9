/**
 * Two-factor sign-in through better-auth's plugin behind this server's routes: enable with the
 * password, confirm with a code computed here (RFC 6238), sign in with the code or a recovery
 * code (once), wrong codes refused in the visitor's language, disable with the password; and
 * REQUIRE_ADMIN_TWO_FACTOR holding an administrator at the setup until it is on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';
import { hotp, base32Decode, totpFromUri } from '../support/totp.ts';
import { cookiesOf } from '../support/cookie-jar.ts';
import { DEFAULT_SITE_SETTINGS } from '../../src/lib/contracts/site-settings.ts';

let ctx: TestContext;
let required: TestContext;
beforeAll(async () => {
  [ctx, required] = await Promise.all([
    createTestContext({ env: { AUTH_SIGN_IN_LIMIT: '1000' } }),
    createTestContext({ env: { AUTH_SIGN_IN_LIMIT: '1000', REQUIRE_ADMIN_TWO_FACTOR: 'true' } }),
  ]);
});
afterAll(() => Promise.all([ctx?.close(), required?.close()]));

function post(app: TestContext, path: string, body: unknown, cookie = '', locale = 'en') {
  return app.app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie, 'Accept-Language': locale },
      body: JSON.stringify(body),
    },
    fromAddress('203.0.113.7'),
  );
}

/** Turns two-factor on for a signed-in account; answers the otpauth URI and the recovery codes. */
async function enableTwoFactor(app: TestContext, cookie: string, password: string) {
  const enabled = await post(app, '/api/auth/two-factor/enable', { password }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
  let jar = cookiesOf(enabled, cookie);
  const confirmed = await post(app, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, jar);
  expect(confirmed.status).toBe(200);
  jar = cookiesOf(confirmed, jar);
  return { totpURI, backupCodes, cookie: jar };
}

describe('the TOTP code of the test support', () => {
  it('matches RFC 6238’s SHA-1 test vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

/**
 * A code for a sign-in that no earlier sign-in of this file used for the account: the server
 * takes a code one 30-second step either side of now, and each code only once per account.
 */
const usedSteps = new Map<string, Set<number>>();
function unusedSignInCode(otpauthUri: string): string {
  const used = usedSteps.get(otpauthUri) ?? new Set<number>();
  usedSteps.set(otpauthUri, used);
  const now = Math.floor(Date.now() / 30_000);
  const step = [now + 1, now, now - 1].find((candidate) => !used.has(candidate));
  if (step === undefined) throw new Error('every code of the window was used: wait for the next step');
  used.add(step);
  return totpFromUri(otpauthUri, step * 30_000 + 15_000);
}

describe('two-factor sign-in', () => {
  const email = 'two-step@example.com';
  const password = 'a-long-test-password';
  let totpURI = '';
  let backupCodes: string[] = [];

  it('refuses to enable without the right password, and enables with it once a code confirms it', async () => {
    const member = await signIn(ctx, { email, password, role: 'editor' });
    const wrong = await post(ctx, '/api/auth/two-factor/enable', { password: 'not-the-password' }, member.cookie, 'pt-BR');
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toEqual({ code: 'invalid_password', message: 'A senha não está correta.' });
    const missing = await post(ctx, '/api/auth/two-factor/enable', {}, member.cookie);
    expect(missing.status).toBe(400);

    const enabled = await post(ctx, '/api/auth/two-factor/enable', { password }, member.cookie);
    expect(enabled.status).toBe(200);
    const answer = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
    expect(answer.totpURI).toMatch(/^otpauth:\/\/totp\/Bem%20Viver:two-step%40example\.com\?secret=[A-Z2-7]+/);
    // RFC 3986 percent-encoding in the query too: authenticator apps show `Bem+Viver` with the `+`.
    expect(answer.totpURI).toMatch(/[?&]issuer=Bem%20Viver(&|$)/);
    expect(answer.totpURI).not.toContain('+');
    expect(answer.backupCodes).toHaveLength(10);
    totpURI = answer.totpURI;
    backupCodes = answer.backupCodes;
    let jar = cookiesOf(enabled, member.cookie);
    // Not on until a code confirms the authenticator.
    expect(
      (await ctx.handle.db.selectFrom('user').select('twoFactorEnabled').where('email', '=', email).executeTakeFirstOrThrow())
        .twoFactorEnabled,
    ).toBe(false);

    const badFormat = await post(ctx, '/api/auth/two-factor/verify-totp', { code: '12ab' }, jar, 'pt-BR');
    expect(badFormat.status).toBe(400);
    expect((await json(badFormat)).error.message).toBe('Digite o código de 6 dígitos do seu aplicativo autenticador.');
    const confirmed = await post(ctx, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, jar);
    expect(confirmed.status).toBe(200);
    jar = cookiesOf(confirmed, jar);
    expect(
      (await ctx.handle.db.selectFrom('user').select('twoFactorEnabled').where('email', '=', email).executeTakeFirstOrThrow())
        .twoFactorEnabled,
    ).toBe(true);
    // The secret and the codes are stored encrypted, never as given.
    const row = await ctx.handle.db.selectFrom('twoFactor').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
    for (const code of backupCodes) expect(row.backupCodes).not.toContain(code);
    const me = await ctx.app.request('/api/admin/me', { headers: { Cookie: jar } });
    expect((await json(me)).twoFactor).toEqual({ enabled: true, required: false });
  });

  it('asks for the code after the password, and the password alone opens no session', async () => {
    const first = await post(ctx, '/api/auth/sign-in/email', { email, password });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookiesOf(first);
    expect(pending).toMatch(/two_factor=/);
    expect((await ctx.app.request('/api/admin/me', { headers: { Cookie: pending } })).status).toBe(401);

    const wrong = await post(
      ctx,
      '/api/auth/two-factor/verify-totp',
      { code: totpFromUri(totpURI, Date.now() - 10 * 60_000) },
      pending,
      'pt-BR',
    );
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error).toMatchObject({
      code: 'invalid_code',
      message: expect.stringMatching(/^Esse código não está correto/),
    });

    const right = await post(ctx, '/api/auth/two-factor/verify-totp', { code: unusedSignInCode(totpURI) }, pending);
    expect(right.status).toBe(200);
    const session = cookiesOf(right, pending);
    const me = await ctx.app.request('/api/admin/me', { headers: { Cookie: session } });
    expect(me.status).toBe(200);
    expect((await json(me)).user.email).toBe(email);
  });

  it('opens one session per code: the same code twice at once signs in once, and the other is told why', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async () => cookiesOf(await post(ctx, '/api/auth/sign-in/email', { email, password }))),
    );
    const code = unusedSignInCode(totpURI);
    const answers = await Promise.all(
      [first!, second!].map((pending) => post(ctx, '/api/auth/two-factor/verify-totp', { code }, pending, 'pt-BR')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const refused = answers.find((answer) => answer.status === 401)!;
    expect((await json(refused)).error).toEqual({
      code: 'code_already_used',
      message: 'Esse código já foi usado para entrar. Espere o próximo código no celular e digite-o.',
    });
    const again = cookiesOf(await post(ctx, '/api/auth/sign-in/email', { email, password }));
    const later = await post(ctx, '/api/auth/two-factor/verify-totp', { code }, again, 'en');
    expect(later.status).toBe(401);
    expect((await json(later)).error.code).toBe('code_already_used');
    const reuses = await ctx.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_email', '=', email)
      .where('summary', '=', 'totp_reused')
      .execute();
    expect(reuses.map((row) => row.action)).toEqual(['sign_in.two_factor_failed', 'sign_in.two_factor_failed']);
  });

  it('takes a recovery code instead, once', async () => {
    const code = backupCodes[0]!;
    const first = cookiesOf(await post(ctx, '/api/auth/sign-in/email', { email, password }));
    const used = await post(ctx, '/api/auth/two-factor/verify-backup-code', { code }, first);
    expect(used.status).toBe(200);
    expect((await ctx.app.request('/api/admin/me', { headers: { Cookie: cookiesOf(used, first) } })).status).toBe(200);

    const again = cookiesOf(await post(ctx, '/api/auth/sign-in/email', { email, password }));
    const reused = await post(ctx, '/api/auth/two-factor/verify-backup-code', { code }, again, 'pt-BR');
    expect(reused.status).toBe(401);
    expect((await json(reused)).error.message).toBe('Esse código de recuperação não está correto ou já foi usado.');
  });

  it('is turned off only with the password', async () => {
    const first = cookiesOf(await post(ctx, '/api/auth/sign-in/email', { email, password }));
    const signedIn = await post(ctx, '/api/auth/two-factor/verify-totp', { code: unusedSignInCode(totpURI) }, first);
    expect(signedIn.status).toBe(200);
    const jar = cookiesOf(signedIn, first);
    expect((await post(ctx, '/api/auth/two-factor/disable', { password: 'wrong-password-1' }, jar)).status).toBe(400);
    const disabled = await post(ctx, '/api/auth/two-factor/disable', { password }, jar);
    expect(disabled.status).toBe(200);
    const plain = await post(ctx, '/api/auth/sign-in/email', { email, password });
    expect(await json(plain)).not.toHaveProperty('twoFactorRedirect');
    const actions = await ctx.handle.db.selectFrom('audit_log').select('action').where('actor_email', '=', email).orderBy('seq').execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['two_factor.enabled', 'sign_in.succeeded', 'sign_in.two_factor_failed', 'two_factor.disabled']),
    );
  });
});

describe('REQUIRE_ADMIN_TWO_FACTOR', () => {
  it('holds an administrator without two-factor at the setup, lets an editor work, and keeps it on once set', async () => {
    const admin = await signIn(required, { email: 'boss@example.com', password: 'a-long-test-password' });
    const me = await required.app.request('/api/admin/me', { headers: admin.headers });
    expect(me.status).toBe(200);
    expect((await json(me)).twoFactor).toEqual({ enabled: false, required: true });
    const held = await required.app.request('/api/admin/articles', { headers: { ...admin.headers, 'Accept-Language': 'pt-BR' } });
    expect(held.status).toBe(403);
    expect((await json(held)).error.code).toBe('two_factor_required');

    const editor = await signIn(required, { email: 'writer@example.com', role: 'editor' });
    expect((await required.app.request('/api/admin/articles', { headers: editor.headers })).status).toBe(200);

    const { cookie } = await enableTwoFactor(required, admin.cookie, 'a-long-test-password');
    expect((await required.app.request('/api/admin/articles', { headers: { Cookie: cookie } })).status).toBe(200);
    const refused = await post(required, '/api/auth/two-factor/disable', { password: 'a-long-test-password' }, cookie);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('two_factor_required');
  });
});

describe('the replay guard reads the pending sign-in cookie as better-auth does (security probe 2, finding 1)', () => {
  const email = 'cookie-spelling@example.com';
  const password = 'a-long-test-password';
  let totpURI = '';

  /** The password step's cookie jar, and the two_factor cookie's value in it. */
  async function passwordStep() {
    const jar = cookiesOf(await post(ctx, '/api/auth/sign-in/email', { email, password }));
    const value = /better-auth\.two_factor=([^;]+)/.exec(jar)?.[1];
    if (!value) throw new Error(`no two_factor cookie in ${jar}`);
    return { jar, value };
  }
  /** The same cookie, spelled in the ways better-auth's parser reads and a pattern of our own did not. */
  const spellings: Array<[string, (value: string) => string]> = [
    ['a space before =', (value) => `better-auth.two_factor =${value}`],
    ['the value in double quotes', (value) => `better-auth.two_factor="${value}"`],
    ['after a __Secure- decoy', (value) => `__Secure-better-auth.two_factor=x.y; better-auth.two_factor=${value}`],
  ];
  const failures = () =>
    ctx.handle.db
      .selectFrom('audit_log')
      .select(['summary', 'actor_email'])
      .where('action', '=', 'sign_in.two_factor_failed')
      .where('actor_email', '=', email)
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    const member = await signIn(ctx, { email, password, role: 'editor' });
    totpURI = (await enableTwoFactor(ctx, member.cookie, password)).totpURI;
  });

  it('refuses a code accepted once, however the cookie header is spelled', async () => {
    const code = unusedSignInCode(totpURI);
    const first = await passwordStep();
    expect((await post(ctx, '/api/auth/two-factor/verify-totp', { code }, first.jar)).status).toBe(200);
    for (const [how, spell] of spellings) {
      const { value } = await passwordStep();
      const replay = await post(ctx, '/api/auth/two-factor/verify-totp', { code }, spell(value), 'pt-BR');
      expect(replay.status, how).toBe(401);
      expect((await json(replay)).error, how).toEqual({
        code: 'code_already_used',
        message: 'Esse código já foi usado para entrar. Espere o próximo código no celular e digite-o.',
      });
      expect(cookiesOf(replay), how).not.toMatch(/session_token=/);
    }
    expect((await failures()).map((row) => row.summary)).toEqual(['totp_reused', 'totp_reused', 'totp_reused']);
  });

  it('audits a wrong code sent with any of those spellings against the account', async () => {
    const wrongCode = totpFromUri(totpURI, Date.now() - 10 * 60_000);
    const before = (await failures()).length;
    for (const [how, spell] of spellings) {
      const { value } = await passwordStep();
      const wrong = await post(ctx, '/api/auth/two-factor/verify-totp', { code: wrongCode }, spell(value));
      expect(wrong.status, how).toBe(401);
      expect((await json(wrong)).error.code, how).toBe('invalid_code');
    }
    expect((await failures()).slice(before).map((row) => row.summary)).toEqual(['totp', 'totp', 'totp']);
    // The spellings still sign in with a good code: they are read, not refused.
    const { value } = await passwordStep();
    const right = await post(
      ctx,
      '/api/auth/two-factor/verify-totp',
      { code: unusedSignInCode(totpURI) },
      `better-auth.two_factor ="${value}"`,
    );
    expect(right.status).toBe(200);
  });

  it('refuses and audits a second step it cannot tie to a sign-in, without better-auth reading its cookie', async () => {
    const { value } = await passwordStep();
    const forged = `${value.slice(0, value.lastIndexOf('.') + 1)}${'A'.repeat(43)}=`;
    const answers = await Promise.all(
      [`better-auth.two_factor=${forged}`, 'better-auth.two_factor=not-signed', ''].map((cookie) =>
        post(ctx, '/api/auth/two-factor/verify-totp', { code: '123456' }, cookie, 'pt-BR'),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect((await json(answer)).error).toEqual({
        code: 'invalid_two_factor_cookie',
        message: 'O login demorou demais. Digite seu e-mail e sua senha de novo.',
      });
    }
    const anonymous = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['summary'])
      .where('action', '=', 'sign_in.two_factor_failed')
      .where('actor_email', 'is', null)
      .execute();
    expect(anonymous.map((row) => row.summary)).toEqual(['no_pending_sign_in', 'no_pending_sign_in', 'no_pending_sign_in']);
  });
});

describe('the name an authenticator app shows', () => {
  it('is the site’s name from the settings, in the language of the screen that set it up', async () => {
    const owner = await signIn(ctx, { email: 'site-owner@example.com' });
    const named = await ctx.app.request('/api/admin/settings', {
      method: 'PUT',
      headers: { ...owner.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEFAULT_SITE_SETTINGS, name: { en: 'Good Living: Daily', pt: 'Viver Bem & Cia' } }),
    });
    expect(named.status).toBe(200);

    const english = await signIn(ctx, { email: 'issuer-en@example.com', role: 'editor' });
    const enUri = (await enableTwoFactor(ctx, english.cookie, 'a-long-test-password')).totpURI;
    expect(enUri).toMatch(/^otpauth:\/\/totp\/Good%20Living%3A%20Daily:issuer-en%40example\.com\?secret=[A-Z2-7]+/);
    expect(enUri).toMatch(/[?&]issuer=Good%20Living%3A%20Daily(&|$)/);

    const portuguese = await signIn(ctx, { email: 'issuer-pt@example.com', role: 'editor' });
    const enabled = await post(ctx, '/api/auth/two-factor/enable', { password: 'a-long-test-password' }, portuguese.cookie, 'pt-BR');
    const { totpURI } = await json<{ totpURI: string }>(enabled);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Viver%20Bem%20%26%20Cia:issuer-pt%40example\.com\?/);
    expect(totpURI).toMatch(/[?&]issuer=Viver%20Bem%20%26%20Cia(&|$)/);
    expect(totpURI).not.toContain('Bem%20Viver');
    // The secret is better-auth's own: a code from the renamed URI confirms the authenticator.
    const confirmed = await post(
      ctx,
      '/api/auth/two-factor/verify-totp',
      { code: totpFromUri(totpURI) },
      cookiesOf(enabled, portuguese.cookie),
    );
    expect(confirmed.status).toBe(200);
  });
});
