import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../support/fixtures.ts';
import { mailsTo } from '../support/newsletter.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

describe('the back office Newsletter routes', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Record<string, string>;
  let editor: Record<string, string>;

  const call = (path: string, init: { method?: string; body?: unknown; as?: Record<string, string> } = {}) =>
    ctx.app.request(`/api/admin/newsletter${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.as ?? admin), 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', MAIL_FROM: 'news@example.com' } });
    admin = (await signIn(ctx, { email: 'admin@example.com' })).headers;
    editor = (await signIn(ctx, { role: 'editor' })).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('is for administrators; the per-article switch is for editors too', async () => {
    expect((await call('', { as: editor })).status).toBe(403);
    expect((await call('/subscribers', { as: editor })).status).toBe(403);
    const article = await insertArticle(ctx.handle.db, { status: 'rascunho' });
    expect((await call(`/articles/${article.id}`, { as: editor })).status).toBe(200);
    expect((await ctx.app.request('/api/admin/newsletter')).status).toBe(401);
  });

  it('imports a CSV: good rows kept, bad rows listed; pending until confirmed unless consent is stated', async () => {
    const csv =
      'email;locale\nana@example.com;pt\nnot-an-address;en\nbob@example.com;\nANA@example.com;pt\ncarla@example.com;fr\n\n"dora@example.com";en\n';
    const response = await call('/import', { method: 'POST', body: { newsletter: 'pt', csv } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      imported: 3,
      unchanged: 0,
      confirmations: 3,
      rejected: [
        { line: 3, value: 'not-an-address', reason: 'invalid_email' },
        { line: 5, value: 'ANA@example.com', reason: 'duplicate' },
        { line: 6, value: 'carla@example.com', reason: 'invalid_locale' },
      ],
    });
    await ctx.deps.jobs.runDue();
    expect(await mailsTo(smtp.received, 'ana@example.com')).toHaveLength(1);

    const stated = await call('/import', {
      method: 'POST',
      body: { newsletter: 'en', csv: 'eve@example.com\nfrank@example.com\n', consented: true },
    });
    expect(await json(stated)).toMatchObject({ imported: 2, confirmations: 0, rejected: [] });
    await ctx.deps.jobs.runDue();
    expect(await mailsTo(smtp.received, 'eve@example.com')).toHaveLength(0);

    const overview = await json(await call(''));
    expect(overview.newsletters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'pt', counts: { pending: 3, active: 0, unsubscribed: 0, suppressed: 0 } }),
        expect.objectContaining({ id: 'en', counts: { pending: 0, active: 2, unsubscribed: 0, suppressed: 0 } }),
      ]),
    );
  });

  it('lists, searches and exports subscribers; removal deletes the record and its history', async () => {
    const search = await json(await call('/subscribers?q=AN&newsletter=pt'));
    expect(search.subscribers.map((row: { email: string }) => row.email)).toEqual(['ana@example.com']);
    const active = await json(await call('/subscribers?status=active'));
    expect(active.total).toBe(2);
    expect(active.subscribers[0]).toMatchObject({ status: 'active', consent: 'stated-on-import', newsletter_id: 'en' });

    await ctx.handle.db
      .updateTable('newsletter_subscribers')
      .set({ email: '=HYPERLINK("x")@example.com' })
      .where('email', '=', 'frank@example.com')
      .execute();
    const csv = await call('/subscribers.csv?newsletter=en');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"email","locale","newsletter","status","consent","subscribed_at","confirmed_at","unsubscribed_at"');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""x"")@example.com"`))).toBe(true);

    const eve = active.subscribers.find((row: { email: string }) => row.email === 'eve@example.com');
    const article = await insertArticle(ctx.handle.db);
    const { id: sendId } = await ctx.handle.db
      .insertInto('newsletter_sends')
      .values({ article_id: article.id, newsletter_id: 'en', subject: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.handle.db.insertInto('newsletter_deliveries').values({ send_id: sendId, subscriber_id: eve.id, status: 'sent' }).execute();
    expect((await call(`/subscribers/${eve.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await ctx.handle.db.selectFrom('newsletter_deliveries').selectAll().where('subscriber_id', '=', eve.id).execute()).toEqual([]);
    expect(await ctx.handle.db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', eve.id).execute()).toEqual([]);
    expect((await call(`/subscribers/${eve.id}`, { method: 'DELETE' })).status).toBe(404);

    const sends = await json(await call('/sends'));
    expect(sends.sends.find((send: { id: string }) => send.id === sendId)).toMatchObject({ recipients: 0, accepted: 0 });
  });

  it('adds a newsletter and chooses the one a form offers', async () => {
    const created = await call('/newsletters', {
      method: 'POST',
      body: { id: 'pt-semanal', locale: 'pt', name: 'Semanal', offered: true },
    });
    expect(created.status).toBe(201);
    expect((await call('/newsletters', { method: 'POST', body: { id: 'pt-semanal', locale: 'pt', name: 'x' } })).status).toBe(409);
    expect((await call('/newsletters', { method: 'POST', body: { id: 'Bad Id', locale: 'pt', name: 'x' } })).status).toBe(400);
    const { newsletters } = await json(await call(''));
    expect(
      newsletters.filter((n: { locale: string; offered: boolean }) => n.locale === 'pt' && n.offered).map((n: { id: string }) => n.id),
    ).toEqual(['pt-semanal']);
    await call('/newsletters/pt', { method: 'PATCH', body: { offered: true } });
    const after = await json(await call(''));
    expect(after.newsletters.find((n: { id: string }) => n.id === 'pt-semanal').offered).toBe(false);
  });

  it('deletes a newsletter: its subscriptions and sends go, addresses left with none go, suppressed ones stay', async () => {
    expect(
      (await call('/newsletters', { method: 'POST', body: { id: 'en-weekly', locale: 'en', name: 'Weekly', offered: true } })).status,
    ).toBe(201);
    const imported = (newsletter: string, csv: string) => call('/import', { method: 'POST', body: { newsletter, csv, consented: true } });
    expect((await imported('en-weekly', 'only-weekly@example.com\nboth@example.com\nbounced-weekly@example.com\n')).status).toBe(200);
    expect((await imported('en', 'both@example.com\n')).status).toBe(200);
    await ctx.handle.db
      .updateTable('newsletter_subscribers')
      .set({ suppressed_at: new Date().toISOString(), suppressed_reason: 'hard bounce' })
      .where('email', '=', 'bounced-weekly@example.com')
      .execute();
    const article = await insertArticle(ctx.handle.db, { idioma: 'en', titulo: 'Weekly issue' });
    await ctx.handle.db
      .insertInto('newsletter_sends')
      .values({ article_id: article.id, newsletter_id: 'en-weekly', subject: 'Weekly issue' })
      .execute();

    expect((await call('/newsletters/en-weekly', { method: 'DELETE', as: editor })).status).toBe(403);
    expect((await call('/newsletters/no-such-one', { method: 'DELETE' })).status).toBe(404);
    expect((await call('/newsletters/Bad%20Id', { method: 'DELETE' })).status).toBe(400);
    const deleted = await call('/newsletters/en-weekly', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({
      deleted: true,
      subscriptions_removed: 3,
      subscribers_removed: 1,
      sends_removed: 1,
      offered_instead: 'en',
    });
    const addresses = await ctx.handle.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', 'in', ['only-weekly@example.com', 'both@example.com', 'bounced-weekly@example.com'])
      .orderBy('email')
      .execute();
    expect(addresses.map((row) => row.email)).toEqual(['both@example.com', 'bounced-weekly@example.com']);
    expect(
      await ctx.handle.db.selectFrom('newsletter_subscriptions').select('subscriber_id').where('newsletter_id', '=', 'en-weekly').execute(),
    ).toEqual([]);
    expect(await ctx.handle.db.selectFrom('newsletter_sends').select('id').where('newsletter_id', '=', 'en-weekly').execute()).toEqual([]);
    const { newsletters } = await json(await call(''));
    expect(newsletters.map((n: { id: string }) => n.id)).not.toContain('en-weekly');
    expect(newsletters.find((n: { id: string }) => n.id === 'en').offered).toBe(true);
  });

  it('sends a test issue to the signed-in administrator', async () => {
    const article = await insertArticle(ctx.handle.db, { idioma: 'pt', titulo: 'Artigo de teste' });
    const response = await call('/test', { method: 'POST', body: { newsletter: 'pt', article_id: article.id } });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(smtp.received, 'admin@example.com');
    expect(mail?.subject).toBe('[Teste] Artigo de teste');
    expect(mail?.text).toContain('Ler o artigo');
    expect((await call('/test', { method: 'POST', body: { newsletter: 'en', article_id: article.id } })).status).toBe(404);
  });
});
