import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetUnconfirmedJob } from '../../functions/newsletter/confirm-job.ts';
import { createNewsletterTokens } from '../../functions/newsletter/tokens.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { linkTo, mailsTo, postForm, subscribe } from '../support/newsletter.ts';
import { createTestContext, fromAddress, json, type TestContext } from '../support/test-app.ts';

const SECRET = 'a-newsletter-secret-of-at-least-32-characters';

describe('newsletter sign-up, double opt-in and unsubscribe', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  const tokens = () => createNewsletterTokens(ctx.handle.db, SECRET);
  const subscription = (email: string, newsletter: string) =>
    ctx.handle.db
      .selectFrom('newsletter_subscriptions as s')
      .innerJoin('newsletter_subscribers as r', 'r.id', 's.subscriber_id')
      .select(['s.status', 'r.id', 'r.locale', 's.consent'])
      .where(sql<string>`lower(r.email)`, '=', email.toLowerCase())
      .where('s.newsletter_id', '=', newsletter)
      .executeTakeFirst();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', MAIL_FROM: 'news@example.com', NEWSLETTER_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('refuses an invalid address with 400 in the form language, and stores nothing', async () => {
    const pt = await subscribe(ctx, { email: 'not-an-address', locale: 'pt' });
    expect(pt.status).toBe(400);
    const body = await json(pt);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.issues[0].message).toMatch(/e-mail/i);
    expect(body.error.message).toBe('Alguns campos estão ausentes ou inválidos. Verifique-os e tente novamente.');
    const en = await subscribe(ctx, { email: 'a@b', locale: 'en' });
    expect(en.status).toBe(400);
    expect((await json(en)).error.message).toMatch(/^Some fields/);
    expect((await subscribe(ctx, { email: 'x@example.com', locale: 'fr' })).status).toBe(400);
    expect((await subscribe(ctx, '{"email":')).status).toBe(400);
    const count = await ctx.handle.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  for (const locale of ['en', 'pt'] as const) {
    it(`signs up in ${locale}: the same 202 for new, pending and active; only the link confirms`, async () => {
      const email = `reader-${locale}@example.com`;
      const first = await subscribe(ctx, { email, locale });
      expect(first.status).toBe(202);
      const firstBody = await first.text();
      await ctx.deps.jobs.runDue();
      expect((await subscription(email, locale))?.status).toBe('pending');

      const [confirmation] = await mailsTo(smtp.received, email);
      expect(confirmation?.subject).toMatch(locale === 'pt' ? /^Confirme a sua inscrição/ : /^Confirm your subscription/);
      expect(confirmation?.html).toBeTruthy();
      const link = linkTo(confirmation!, 'confirm');

      // Pending again: the same answer, another link.
      const again = await subscribe(ctx, { email: email.toUpperCase(), locale });
      expect(again.status).toBe(202);
      expect(await again.text()).toBe(firstBody);

      // A GET (a link scanner) shows a button and changes nothing.
      const page = await ctx.app.request(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(locale === 'pt' ? 'Confirmar a inscrição' : 'Confirm the subscription');
      expect((await subscription(email, locale))?.status).toBe('pending');

      const confirmed = await postForm(ctx, link, '');
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain(locale === 'pt' ? 'Inscrição confirmada' : 'Subscription confirmed');
      expect(await subscription(email, locale)).toMatchObject({ status: 'active', locale, consent: 'confirmed' });

      // Active: the same answer, and no new message.
      await ctx.deps.jobs.runDue();
      const mailsBefore = (await mailsTo(smtp.received, email)).length;
      const third = await subscribe(ctx, { email, locale });
      expect(third.status).toBe(202);
      expect(await third.text()).toBe(firstBody);
      await ctx.deps.jobs.runDue();
      expect((await mailsTo(smtp.received, email)).length).toBe(mailsBefore);
    });
  }

  for (const locale of ['en', 'pt'] as const) {
    it(`takes the form posted without JavaScript: 303 to a check-your-inbox page in its language (${locale})`, async () => {
      const email = `no-script-${locale}@example.com`;
      const posted = await ctx.app.request(
        '/api/newsletter/subscribe',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, locale }).toString(),
        },
        fromAddress(`198.51.100.${locale === 'pt' ? 7 : 8}`),
      );
      expect(posted.status).toBe(303);
      expect(posted.headers.get('Location')).toBe(`/api/newsletter/subscribed?locale=${locale}`);
      const page = await ctx.app.request(posted.headers.get('Location')!);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      const text = await page.text();
      expect(text).toContain(locale === 'pt' ? 'Confira a sua caixa de entrada' : 'Check your inbox');
      expect(text).toContain(`lang="${locale === 'pt' ? 'pt-BR' : 'en'}"`);
      expect((await subscription(email, locale))?.status).toBe('pending');
      await ctx.deps.jobs.runDue();
      const [confirmation] = await mailsTo(smtp.received, email);
      expect(confirmation?.subject).toMatch(locale === 'pt' ? /^Confirme a sua inscrição/ : /^Confirm your subscription/);
    });
  }

  it('answers the form posted without JavaScript with a page when the address is bad, in its language', async () => {
    const posted = await ctx.app.request(
      '/api/newsletter/subscribe',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'not-an-address', locale: 'pt' }).toString(),
      },
      fromAddress('198.51.100.9'),
    );
    expect(posted.status).toBe(400);
    const text = await posted.text();
    expect(text).toContain('A inscrição não foi feita');
    expect(text).toMatch(/e-mail/i);
    expect(await ctx.handle.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'not-an-address').execute()).toEqual(
      [],
    );
  });

  it('shows a page for a tampered or expired confirmation link and changes nothing', async () => {
    const email = 'tamper@example.com';
    await subscribe(ctx, { email, locale: 'en' });
    await ctx.deps.jobs.runDue();
    const [mail] = await mailsTo(smtp.received, email);
    const link = linkTo(mail!, 'confirm');
    const tampered = link.replace(/token=([^.]+)/, (_m, id: string) => `token=${id.slice(0, -1)}${id.endsWith('a') ? 'b' : 'a'}`);
    for (const path of [tampered, `${link}x`, '/api/newsletter/confirm?token=nonsense', '/api/newsletter/confirm']) {
      const response = await postForm(ctx, path, '');
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain('This link does not work');
    }
    const { id } = (await subscription(email, 'en'))!;
    const expired = await tokens().sign({ subscriberId: id, newsletterId: 'en', purpose: 'confirm' }, Math.floor(Date.now() / 1000) - 1);
    const response = await postForm(ctx, `/api/newsletter/confirm?token=${encodeURIComponent(expired)}`, '');
    expect(response.status).toBe(400);
    // An unsubscribe token does not confirm.
    const other = await tokens().sign({ subscriberId: id, newsletterId: 'en', purpose: 'unsubscribe' });
    expect((await postForm(ctx, `/api/newsletter/confirm?token=${encodeURIComponent(other)}`, '')).status).toBe(400);
    expect((await subscription(email, 'en'))?.status).toBe('pending');
  });

  it('unsubscribes with one click (RFC 8058), shows a page on GET, refuses another body', async () => {
    const { id } = (await subscription('reader-pt@example.com', 'pt'))!;
    const token = await tokens().sign({ subscriberId: id, newsletterId: 'pt', purpose: 'unsubscribe' });
    const path = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await ctx.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await subscription('reader-pt@example.com', 'pt'))?.status).toBe('active');

    for (const body of ['', 'List-Unsubscribe=Yes', 'unsubscribe=1']) {
      const refused = await postForm(ctx, path, body);
      expect(refused.status, body).toBe(400);
      expect((await json(refused)).error.code).toBe('one_click_body');
    }
    const forged = path.replace(/.{3}$/, 'AAA');
    expect((await postForm(ctx, forged, 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect((await subscription('reader-pt@example.com', 'pt'))?.status).toBe('active');

    const done = await postForm(ctx, path, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Inscrição cancelada');
    expect((await subscription('reader-pt@example.com', 'pt'))?.status).toBe('unsubscribed');
    // Twice is fine.
    expect((await postForm(ctx, path, 'List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('lets a subscriber leave one newsletter or all from the preferences page', async () => {
    const email = 'both@example.com';
    for (const newsletter of ['en', 'pt']) {
      await subscribe(ctx, { email, locale: 'en', newsletter });
    }
    await ctx.deps.jobs.runDue();
    for (const mail of await mailsTo(smtp.received, email)) await postForm(ctx, linkTo(mail, 'confirm'), '');
    const { id } = (await subscription(email, 'en'))!;
    expect((await subscription(email, 'pt'))?.status).toBe('active');
    const manage = `/api/newsletter/preferences?token=${encodeURIComponent(await tokens().sign({ subscriberId: id, newsletterId: '*', purpose: 'manage' }))}`;
    const page = await (await ctx.app.request(manage)).text();
    expect(page).toContain('Newsletter (Português)');
    expect(page).toContain('Leave every newsletter');

    expect((await postForm(ctx, manage, 'leave=pt')).status).toBe(200);
    expect((await subscription(email, 'pt'))?.status).toBe('unsubscribed');
    expect((await subscription(email, 'en'))?.status).toBe('active');
    expect((await postForm(ctx, manage, 'leave=*')).status).toBe(200);
    expect((await subscription(email, 'en'))?.status).toBe('unsubscribed');
    expect((await postForm(ctx, manage, 'leave=<script>')).status).toBe(400);
  });

  it('forgets addresses left unconfirmed for 7 days (a recurring job), and keeps the others', async () => {
    await subscribe(ctx, { email: 'old@example.com', locale: 'en' });
    await ctx.deps.jobs.runDue();
    const { id } = (await subscription('old@example.com', 'en'))!;
    await ctx.handle.db
      .updateTable('newsletter_subscriptions')
      .set({ created_at: sql<Date>`now() - interval '8 days'` })
      .where('subscriber_id', '=', id)
      .execute();
    await ctx.handle.db
      .updateTable('newsletter_subscribers')
      .set({ created_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', id)
      .execute();
    await ctx.deps.jobs.enqueue(forgetUnconfirmedJob, {});
    await ctx.deps.jobs.runDue();
    expect(await ctx.handle.db.selectFrom('newsletter_subscribers').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await subscription('tamper@example.com', 'en'))?.status).toBe('pending');
    expect((await subscription('reader-en@example.com', 'en'))?.status).toBe('active');
  });

  it('sends at most 3 confirmations a day to one address, answering 202 alike', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++) expect((await subscribe(ctx, { email, locale: 'en' })).status).toBe(202);
    await ctx.deps.jobs.runDue();
    expect((await mailsTo(smtp.received, email)).length).toBe(3);
  });
});
