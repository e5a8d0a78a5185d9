/**
 * Invitations: an administrator invites by e-mail with a role, the one-time link (mailed by a
 * real SMTP server here) sets a password once and the member signs in with that role; bad
 * input (an address on the team, a weak password, an expired, revoked or reused link) gets a
 * clear 4xx in the editor's language and changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedAnswerSchema, revokedInvitationAnswerSchema, teamAnswerSchema } from '../../src/lib/contracts/team.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', CONTACT_FROM: 'site@example.com' } });
  admin = await signIn(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const pt = { 'Accept-Language': 'pt-BR', 'Content-Type': 'application/json' };
const invite = (email: string, role = 'author') =>
  ctx.app.request('/api/admin/team/invitations', {
    method: 'POST',
    headers: { ...admin.headers, ...pt },
    body: JSON.stringify({ email, role }),
  });
/** A created invitation, read the way the back office reads it. */
const invited = async (email: string, role?: string) => invitedAnswerSchema.parse(await json(await invite(email, role)));
const tokenOf = (link: string) => link.split('#')[1]!;
const accept = (token: string, password = 'a fine long password', name = 'New Member') =>
  ctx.app.request(`/api/auth/invitations/${token}`, {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, ...pt },
    body: JSON.stringify({ name, password }),
  });
const countUsers = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM "user"`.execute(ctx.handle.db)).rows[0]!.n);

describe('inviting a member', () => {
  it('answers the one-time link once, mails it, and the link sets a password that signs in with the role', async () => {
    const response = await invite('Writer@Example.com', 'editor');
    expect(response.status).toBe(201);
    const body = invitedAnswerSchema.parse(await json(response));
    expect(body.invitation).toMatchObject({ email: 'writer@example.com', role: 'editor' });
    expect(body.link).toMatch(/^http:\/\/[^/]+\/admin\/convite#[A-Za-z0-9_-]{43}$/);
    expect(body.mailed).toBe(true);
    expect(smtp.received.at(-1)!.to).toEqual(['writer@example.com']);
    // Quoted-printable wraps long lines with a soft break ('=' at the line's end).
    expect(smtp.received.at(-1)!.raw.replace(/=\r\n/g, '')).toContain(tokenOf(body.link));

    const team = teamAnswerSchema.parse(await json(await ctx.app.request('/api/admin/team', { headers: admin.headers })));
    expect(team.invitations).toEqual([expect.objectContaining({ email: 'writer@example.com', role: 'editor', expired: false })]);
    expect(JSON.stringify(team)).not.toContain(tokenOf(body.link));

    const shown = await ctx.app.request(`/api/auth/invitations/${tokenOf(body.link)}`);
    expect((await json(shown)).invitation).toMatchObject({ email: 'writer@example.com', role: 'editor' });

    expect((await accept(tokenOf(body.link))).status).toBe(201);
    const signedIn = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'writer@example.com', password: 'a fine long password' }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await json(await ctx.app.request('/api/admin/me', { headers: { Cookie: cookie } }))).role).toBe('editor');

    const reused = await accept(tokenOf(body.link), 'another long password');
    expect(reused.status).toBe(410);
    expect((await json(reused)).error).toEqual({
      code: 'invitation_used',
      message: 'Este convite já foi usado. Faça login com a senha que você escolheu.',
    });
  });

  it('refuses an address already on the team, and a second open invitation', async () => {
    const taken = await invite('EDITOR@example.com');
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toEqual({ code: 'already_member', message: 'Este endereço já pertence a um membro da equipe.' });
    expect((await invite('twice@example.com')).status).toBe(201);
    const again = await invite('twice@example.com');
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('invitation_pending');
    const notAnAddress = await invite('not an address');
    expect(notAnAddress.status).toBe(400);
    expect((await json(notAnAddress)).error.issues).toEqual([{ path: 'email', message: 'Informe um e-mail válido' }]);
    expect((await invite('someone@example.com', 'owner')).status).toBe(400);
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const { link } = await invited('weak@example.com');
    const before = await countUsers();
    for (const password of ['short', 'aaaaaaaaaaaa', 'weak@example.com!!', 'my-weak-password']) {
      const response = await accept(tokenOf(link), password);
      expect(response.status, password).toBe(400);
      expect((await json(response)).error.code, password).toMatch(/weak_password|validation_failed/);
    }
    expect(await countUsers()).toBe(before);
    expect((await accept(tokenOf(link), 'now a strong one 42')).status).toBe(201);
  });

  it('refuses an expired link, a revoked one and one that never existed', async () => {
    const expired = await invited('late@example.com');
    await ctx.handle.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const late = await accept(tokenOf(expired.link));
    expect(late.status).toBe(410);
    expect((await json(late)).error.message).toBe('Este convite expirou (convites valem por 7 dias). Peça um novo a um administrador.');
    // An expired invitation does not block a new one for the same address.
    expect((await invite('late@example.com')).status).toBe(201);

    const revoked = await invited('revoked@example.com');
    const revoke = await ctx.app.request(`/api/admin/team/invitations/${revoked.invitation.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(revoke.status).toBe(200);
    expect(revokedInvitationAnswerSchema.parse(await json(revoke))).toEqual({ revoked: revoked.invitation.id });
    expect((await accept(tokenOf(revoked.link))).status).toBe(410);
    expect(
      (await ctx.app.request(`/api/admin/team/invitations/${revoked.invitation.id}`, { method: 'DELETE', headers: admin.headers })).status,
    ).toBe(404);

    expect((await accept('A'.repeat(43))).status).toBe(404);
    expect((await accept('not-a-token')).status).toBe(400);
    const users = await ctx.handle.db
      .selectFrom('user')
      .select('email')
      .where('email', 'in', ['late@example.com', 'revoked@example.com'])
      .execute();
    expect(users).toEqual([]);
  });

  it('gives one account when the same link is used twice at once', async () => {
    const { link } = await invited('race@example.com');
    const answers = await Promise.all([accept(tokenOf(link), 'first long password'), accept(tokenOf(link), 'second long password')]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 410]);
    expect(await ctx.handle.db.selectFrom('user').select('id').where('email', '=', 'race@example.com').execute()).toHaveLength(1);
  });

  it('does not let an administrator demote or deactivate themself', async () => {
    const response = await ctx.app.request(`/api/admin/team/members/${admin.userId}`, {
      method: 'PATCH',
      headers: { ...admin.headers, ...pt },
      body: JSON.stringify({ active: false }),
    });
    expect(response.status).toBe(409);
    expect((await json(response)).error.code).toBe('own_account');
    const nothing = await ctx.app.request(`/api/admin/team/members/${admin.userId}`, {
      method: 'PATCH',
      headers: { ...admin.headers, ...pt },
      body: '{}',
    });
    expect(nothing.status).toBe(400);
    expect((await json(nothing)).error.issues).toEqual([{ path: '', message: 'informe role (o papel) ou active (ativo)' }]);
  });
});
