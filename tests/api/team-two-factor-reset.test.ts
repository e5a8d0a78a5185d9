/**
 * An administrator resets another member's two-step sign-in (DELETE
 * /api/admin/team/members/:id/two-factor; docs/decisions/024): the member's authenticator and
 * recovery codes stop working, every session of theirs ends, they sign in with the password
 * alone and can set it up again, and the audit log says who did it. Refused to non-administrators
 * (403), on one's own account (409), for a member without it (409), for an unknown member (404)
 * and for a malformed id (400); under REQUIRE_ADMIN_TWO_FACTOR a reset administrator is held at
 * the setup again.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageAnswerSchema } from '../../src/lib/contracts/audit.ts';
import { teamAnswerSchema, twoFactorResetAnswerSchema } from '../../src/lib/contracts/team.ts';
import { createTestContext, fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';
import { totpFromUri } from '../support/totp.ts';
import { cookiesOf } from '../support/cookie-jar.ts';

const PASSWORD = 'a-long-test-password';

let ctx: TestContext;
let required: TestContext;
beforeAll(async () => {
  [ctx, required] = await Promise.all([
    createTestContext({ env: { AUTH_SIGN_IN_LIMIT: '1000' } }),
    createTestContext({ env: { AUTH_SIGN_IN_LIMIT: '1000', REQUIRE_ADMIN_TWO_FACTOR: 'true' } }),
  ]);
});
afterAll(() => Promise.all([ctx?.close(), required?.close()]));

function post(app: TestContext, path: string, body: unknown, cookie = '', language = 'en') {
  return app.app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie, 'Accept-Language': language },
      body: JSON.stringify(body),
    },
    fromAddress('203.0.113.9'),
  );
}

/** Turns two-step sign-in on for a signed-in account, confirmed with a code computed here; answers the otpauth URI and the cookies. */
async function enableTwoFactor(app: TestContext, cookie: string) {
  const enabled = await post(app, '/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI } = await json<{ totpURI: string }>(enabled);
  let jar = cookiesOf(enabled, cookie);
  const confirmed = await post(app, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, jar);
  expect(confirmed.status).toBe(200);
  jar = cookiesOf(confirmed, jar);
  return { totpURI, cookie: jar };
}

/** Signs in with the password only: the session's cookies, or the pending second step's. */
async function passwordSignIn(app: TestContext, email: string) {
  const answer = await post(app, '/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  const body = await json<{ twoFactorRedirect?: boolean }>(answer);
  return { twoFactorAsked: body.twoFactorRedirect === true, cookie: cookiesOf(answer) };
}

function reset(app: TestContext, id: string, who: { Cookie: string }, language = 'en') {
  return app.app.request(`/api/admin/team/members/${id}/two-factor`, {
    method: 'DELETE',
    headers: { ...who, Origin: TEST_ORIGIN, 'Accept-Language': language },
  });
}

const me = (app: TestContext, cookie: string) => app.app.request('/api/admin/me', { headers: { Cookie: cookie } });

async function teamMember(app: TestContext, admin: { Cookie: string }, id: string) {
  const answer = await app.app.request('/api/admin/team', { headers: admin });
  expect(answer.status).toBe(200);
  return teamAnswerSchema.parse(await json(answer)).members.find((member) => member.id === id);
}

describe('an administrator resetting a member’s two-step sign-in', () => {
  let admin: Awaited<ReturnType<typeof signIn>>;
  let adminCookie = '';
  beforeAll(async () => {
    admin = await signIn(ctx, { email: 'boss@example.com' });
    // The administrator uses two-step sign-in too, so refusing their own account is not about it being off.
    adminCookie = (await enableTwoFactor(ctx, admin.cookie)).cookie;
  });

  it('turns it off, signs the member out everywhere, lets them in with the password alone, and records who did it', async () => {
    const email = 'lost-phone@example.com';
    const editor = await signIn(ctx, { role: 'editor', email });
    const first = await enableTwoFactor(ctx, editor.cookie);
    // A second session, from another device: password, then the authenticator's code.
    const pending = await passwordSignIn(ctx, email);
    expect(pending.twoFactorAsked).toBe(true);
    const verified = await post(
      ctx,
      '/api/auth/two-factor/verify-totp',
      { code: totpFromUri(first.totpURI, Date.now() + 30_000) },
      pending.cookie,
    );
    expect(verified.status).toBe(200);
    const second = cookiesOf(verified, pending.cookie);
    for (const cookie of [first.cookie, second]) expect((await me(ctx, cookie)).status).toBe(200);
    expect((await teamMember(ctx, { Cookie: adminCookie }, editor.userId))?.two_factor_enabled).toBe(true);

    const answer = await reset(ctx, editor.userId, { Cookie: adminCookie });
    expect(answer.status).toBe(200);
    const { member } = twoFactorResetAnswerSchema.parse(await json(answer));
    expect(member).toMatchObject({ id: editor.userId, email, role: 'editor', two_factor_enabled: false, deactivated_at: null });
    expect((await teamMember(ctx, { Cookie: adminCookie }, editor.userId))?.two_factor_enabled).toBe(false);

    // Signed out everywhere, and nothing of the old authenticator is left.
    for (const cookie of [first.cookie, second]) {
      const refused = await me(ctx, cookie);
      expect(refused.status).toBe(401);
      expect((await json(refused)).error.code).toBe('unauthenticated');
    }
    const db = ctx.handle.db;
    expect(await db.selectFrom('twoFactor').select('id').where('userId', '=', editor.userId).execute()).toEqual([]);
    // better-auth's session table is not in the Kysely schema.
    const sessions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM session WHERE "userId" = ${editor.userId}`.execute(db);
    expect(sessions.rows[0]?.n).toBe(0);

    // The password alone opens a session now.
    const plain = await passwordSignIn(ctx, email);
    expect(plain.twoFactorAsked).toBe(false);
    const signedIn = await me(ctx, plain.cookie);
    expect(signedIn.status).toBe(200);
    expect((await json(signedIn)).twoFactor).toEqual({ enabled: false, required: false });

    // The audit log names the administrator and the member.
    const log = await ctx.app.request('/api/admin/audit?action=team.two_factor_reset', { headers: { Cookie: adminCookie } });
    expect(log.status).toBe(200);
    const { events } = auditPageAnswerSchema.parse(await json(log));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor_id: admin.userId,
      actor_email: 'boss@example.com',
      action: 'team.two_factor_reset',
      target_type: 'user',
      target_id: editor.userId,
      summary: email,
    });

    // They can set it up again, with a new secret.
    const again = await enableTwoFactor(ctx, plain.cookie);
    expect(again.totpURI).not.toBe(first.totpURI);
    expect((await passwordSignIn(ctx, email)).twoFactorAsked).toBe(true);
  });

  it('leaves nothing a sign-in begun before it can finish with: not the old authenticator’s code, not an old recovery code', async () => {
    const email = 'half-way@example.com';
    const member = await signIn(ctx, { role: 'editor', email });
    const enabled = await post(ctx, '/api/auth/two-factor/enable', { password: PASSWORD }, member.cookie);
    const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
    const jar = cookiesOf(enabled, member.cookie);
    expect((await post(ctx, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, jar)).status).toBe(200);
    const [byCode, byRecovery] = [await passwordSignIn(ctx, email), await passwordSignIn(ctx, email)];
    expect(byCode.twoFactorAsked && byRecovery.twoFactorAsked).toBe(true);

    expect((await reset(ctx, member.userId, { Cookie: adminCookie })).status).toBe(200);

    const code = await post(
      ctx,
      '/api/auth/two-factor/verify-totp',
      { code: totpFromUri(totpURI, Date.now() + 30_000) },
      byCode.cookie,
      'pt-BR',
    );
    const recovery = await post(ctx, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, byRecovery.cookie, 'pt-BR');
    for (const [answer, pending] of [
      [code, byCode.cookie],
      [recovery, byRecovery.cookie],
    ] as const) {
      expect(answer.status).toBe(400);
      expect((await json(answer.clone())).error.message).toBe('A verificação em duas etapas não está ativada.');
      expect((await me(ctx, cookiesOf(answer, pending))).status).toBe(401);
    }
    const sessions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM session WHERE "userId" = ${member.userId}`.execute(
      ctx.handle.db,
    );
    expect(sessions.rows[0]?.n).toBe(0);
  });

  it('resets once when two administrators reset at the same moment', async () => {
    const second = await signIn(ctx, { email: 'deputy@example.com' });
    const member = await signIn(ctx, { role: 'author', email: 'twice@example.com' });
    await enableTwoFactor(ctx, member.cookie);
    const answers = await Promise.all([
      reset(ctx, member.userId, { Cookie: adminCookie }),
      reset(ctx, member.userId, { Cookie: second.cookie }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await json(answers.find((answer) => answer.status === 409)!)).error.code).toBe('two_factor_not_enabled');
    const logged = await ctx.handle.db
      .selectFrom('audit_log')
      .select('actor_email')
      .where('action', '=', 'team.two_factor_reset')
      .where('target_id', '=', member.userId)
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('is refused to an editor (403), on one’s own account (409), for a member without it (409) and for an unknown member (404)', async () => {
    const editor = await signIn(ctx, { role: 'editor', email: 'not-in-charge@example.com' });
    const editorCookie = (await enableTwoFactor(ctx, editor.cookie)).cookie;
    const forbidden = await reset(ctx, admin.userId, { Cookie: editorCookie });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).error.code).toBe('forbidden');

    const self = await reset(ctx, admin.userId, { Cookie: adminCookie }, 'pt-BR');
    expect(self.status).toBe(409);
    expect((await json(self)).error).toEqual({
      code: 'own_two_factor',
      message: 'Você não pode redefinir a própria verificação em duas etapas aqui. Desative-a ou ative-a de novo em Minha conta.',
    });
    const selfEnglish = await reset(ctx, admin.userId, { Cookie: adminCookie }, 'en');
    expect((await json(selfEnglish)).error.message).toBe(
      'You cannot reset your own two-step sign-in here. Turn it off or on again in My account.',
    );

    const plain = await signIn(ctx, { role: 'author', email: 'no-second-step@example.com' });
    const notOn = await reset(ctx, plain.userId, { Cookie: adminCookie }, 'pt-BR');
    expect(notOn.status).toBe(409);
    expect((await json(notOn)).error).toEqual({
      code: 'two_factor_not_enabled',
      message: 'Este membro não usa a verificação em duas etapas: não há nada para redefinir.',
    });
    // Their session is untouched by the refusal.
    expect((await me(ctx, plain.cookie)).status).toBe(200);

    const unknown = await reset(ctx, 'A'.repeat(32), { Cookie: adminCookie });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.code).toBe('member_not_found');
    // An account without a team role is not a member either.
    const reader = await signIn(ctx, { admin: false, email: 'reader-only@example.com' });
    const notMember = await reset(ctx, reader.userId, { Cookie: adminCookie });
    expect(notMember.status).toBe(404);
    expect((await json(notMember)).error.code).toBe('member_not_found');

    // Nothing was changed by the refusals: both still use two-step sign-in.
    expect((await teamMember(ctx, { Cookie: adminCookie }, editor.userId))?.two_factor_enabled).toBe(true);
    expect((await teamMember(ctx, { Cookie: adminCookie }, admin.userId))?.two_factor_enabled).toBe(true);
    expect((await me(ctx, editorCookie)).status).toBe(200);
  });

  it('answers 400, never 500, to a malformed id', async () => {
    for (const id of ['not%20an%20id', 'x'.repeat(101), '%E2%9C%93', "1'%3B--", '..%2F..', '%00']) {
      const answer = await reset(ctx, id, { Cookie: adminCookie }, 'pt-BR');
      expect(answer.status, id).toBe(400);
      const { error } = await json(answer);
      expect(['validation_failed', 'invalid_characters'], id).toContain(error.code);
    }
    const answer = await reset(ctx, 'not%20an%20id', { Cookie: adminCookie }, 'pt-BR');
    expect((await json(answer)).error.issues).toEqual([{ path: 'id', message: 'Membro da equipe desconhecido' }]);
  });
});

describe('with REQUIRE_ADMIN_TWO_FACTOR', () => {
  it('a reset administrator signs in with the password and is held at the setup until it is on again', async () => {
    const chief = await signIn(required, { email: 'chief@example.com' });
    const chiefCookie = (await enableTwoFactor(required, chief.cookie)).cookie;
    const other = await signIn(required, { email: 'other-admin@example.com' });
    await enableTwoFactor(required, other.cookie);

    const answer = await reset(required, other.userId, { Cookie: chiefCookie });
    expect(answer.status).toBe(200);
    expect(twoFactorResetAnswerSchema.parse(await json(answer)).member.two_factor_enabled).toBe(false);

    const plain = await passwordSignIn(required, 'other-admin@example.com');
    expect(plain.twoFactorAsked).toBe(false);
    const who = await me(required, plain.cookie);
    expect(who.status).toBe(200);
    expect((await json(who)).twoFactor).toEqual({ enabled: false, required: true });
    const held = await required.app.request('/api/admin/team', { headers: { Cookie: plain.cookie } });
    expect(held.status).toBe(403);
    expect((await json(held)).error.code).toBe('two_factor_required');

    const again = await enableTwoFactor(required, plain.cookie);
    expect((await required.app.request('/api/admin/team', { headers: { Cookie: again.cookie } })).status).toBe(200);
  });
});
