/**
 * The member's back-office language (issue 30): PATCH /api/admin/me { idioma_interface } with
 * 'en' or 'pt' only, answered in GET /api/admin/me, kept per member; the mails a member receives
 * (the invitation, the two-step reset notice) go out in one language, the member's, through a
 * real SMTP server on a loopback port.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meAnswerSchema } from '../../src/lib/contracts/overview.ts';
import { invitedAnswerSchema } from '../../src/lib/contracts/team.ts';
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

const me = async (who = admin) => meAnswerSchema.parse(await json(await ctx.app.request('/api/admin/me', { headers: who.headers })));
const setLanguage = (body: unknown, who = admin, language = 'pt-BR') =>
  ctx.app.request('/api/admin/me', {
    method: 'PATCH',
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });
const lastMail = async () => simpleParser(smtp.received.at(-1)!.raw);

describe('the member’s interface language', () => {
  it('is null until chosen, then kept per member and answered by GET /api/admin/me', async () => {
    expect((await me()).idioma_interface).toBeNull();
    const changed = await setLanguage({ idioma_interface: 'en' });
    expect(changed.status).toBe(200);
    expect(meAnswerSchema.parse(await json(changed)).idioma_interface).toBe('en');
    expect((await me()).idioma_interface).toBe('en');

    // Each member has their own: an author's choice leaves the administrator's as it was.
    const author = await signIn(ctx, { role: 'author' });
    expect((await setLanguage({ idioma_interface: 'pt' }, author)).status).toBe(200);
    expect((await me(author)).idioma_interface).toBe('pt');
    expect((await me()).idioma_interface).toBe('en');
  });

  it('refuses a language that is neither en nor pt, or anything else, with 400 in the request’s language', async () => {
    for (const body of [
      { idioma_interface: 'fr' },
      { idioma_interface: 'EN' },
      { idioma_interface: null },
      {},
      { idioma_interface: 'en', role: 'admin' },
    ]) {
      const response = await setLanguage(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).error).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('campos') });
    }
    const english = await setLanguage({ idioma_interface: 'de' }, admin, 'en-GB');
    expect((await json(english)).error.message).toMatch(/fields/);
    const notJson = await ctx.app.request('/api/admin/me', {
      method: 'PATCH',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await me()).idioma_interface).toBe('en');
  });

  it('needs a signed-in member', async () => {
    const response = await ctx.app.request('/api/admin/me', {
      method: 'PATCH',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ idioma_interface: 'en' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('the mails a member receives', () => {
  const invite = (body: Record<string, unknown>) =>
    ctx.app.request('/api/admin/team/invitations', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('writes the invitation in the inviter’s language by default, or the one they choose, and the new member starts in it', async () => {
    await setLanguage({ idioma_interface: 'en' });
    const english = invitedAnswerSchema.parse(await json(await invite({ email: 'writer-en@example.org', role: 'author' })));
    expect(english.mailed).toBe(true);
    let mail = await lastMail();
    expect(mail.subject).toBe('Invitation to the Bem Viver team');
    expect(mail.text).toContain('as an author');
    expect(mail.text).not.toMatch(/Você|convidado/);

    const portuguese = invitedAnswerSchema.parse(
      await json(await invite({ email: 'writer-pt@example.org', role: 'editor', idioma_interface: 'pt' })),
    );
    mail = await lastMail();
    expect(mail.subject).toBe('Convite para a equipe Bem Viver');
    expect(mail.text).toContain('como editor(a)');
    expect(mail.text).not.toMatch(/invited/);

    expect((await invite({ email: 'x@example.org', role: 'author', idioma_interface: 'es' })).status).toBe(400);

    // The invitation link says its language, and the account it creates starts in it.
    const token = portuguese.link.split('#')[1]!;
    const shown = await json(await ctx.app.request(`/api/auth/invitations/${token}`));
    expect(shown.invitation.idioma_interface).toBe('pt');
    const accepted = await ctx.app.request(`/api/auth/invitations/${token}`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Nova Editora', password: 'a fine long password' }),
    });
    expect(accepted.status).toBeLessThan(300);
    const row = await ctx.handle.db
      .selectFrom('user_roles as r')
      .innerJoin('user as u', 'u.id', 'r.user_id')
      .select('r.idioma_interface')
      .where('u.email', '=', 'writer-pt@example.org')
      .executeTakeFirstOrThrow();
    expect(row.idioma_interface).toBe('pt');
    expect(english.invitation.email).toBe('writer-en@example.org');
  });

  it('sends the two-step reset notice in the member’s language', async () => {
    const editor = await signIn(ctx, { role: 'editor' });
    const reset = async () => {
      await ctx.handle.db.updateTable('user').set({ twoFactorEnabled: true }).where('id', '=', editor.userId).execute();
      const response = await ctx.app.request(`/api/admin/team/members/${editor.userId}/two-factor`, {
        method: 'DELETE',
        headers: admin.headers,
      });
      expect(response.status).toBe(200);
      return lastMail();
    };
    // Not chosen yet: Portuguese, the back office's default.
    let mail = await reset();
    expect(mail.to).toMatchObject({ text: 'editor-member@example.com' });
    expect(mail.subject).toBe('Sua verificação em duas etapas foi redefinida');

    await ctx.handle.db.updateTable('user_roles').set({ idioma_interface: 'en' }).where('user_id', '=', editor.userId).execute();
    mail = await reset();
    expect(mail.subject).toBe('Your two-step sign-in was reset');
    expect(mail.text).toContain('/admin/conta');
    expect(mail.text).not.toMatch(/verificação/);
  });
});
