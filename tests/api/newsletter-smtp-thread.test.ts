/**
 * A newsletter send whose SMTP thread ends in the middle of a message (docs/decisions/094): the
 * message the thread held fails as temporary, its row stays pending, the rest of the send goes
 * on through a new thread, and the job's retry delivers the held one. Nobody but the one
 * message in flight at the thread's end can get the issue twice.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../support/newsletter.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

describe('a newsletter send whose SMTP thread ends', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let headers: Record<string, string>;
  let ended = false;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      // The message to held@ reaches the server, and before it is accepted the mailer's thread
      // ends (as a crash of the thread would): its sender never gets the server's answer.
      beforeAccept: async (mail) => {
        if (!ended && mail.to.includes('held@example.com') && /List-Unsubscribe-Post/.test(mail.raw)) {
          ended = true;
          ctx.deps.mailer!.close();
        }
      },
    });
    ctx = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        CONTACT_TO: 'editors@example.com',
        MAIL_FROM: 'news@example.com',
        NEWSLETTER_RATE: '200',
        SITE_URL: 'https://site.example',
      },
    });
    ({ headers } = await signIn(ctx));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('fails the held message as temporary, sends the others on a new thread, and retries it', async () => {
    const readers = ['a-first@example.com', 'held@example.com', 'z-last-1@example.com', 'z-last-2@example.com'];
    for (const email of readers) {
      const { id } = await ctx.handle.db
        .insertInto('newsletter_subscribers')
        .values({ email, locale: 'en' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.handle.db
        .insertInto('newsletter_subscriptions')
        .values({ subscriber_id: id, newsletter_id: 'en', status: 'active', consent: 'confirmed' })
        .execute();
    }
    const response = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        titulo: 'A thread that ends',
        categoria: 'saude',
        meta_descricao: 'Summary.',
        conteudo_html: '<p>Body.</p>',
        idioma: 'en',
        status: 'publicado',
      }),
    });
    expect(response.status).toBe(201);
    const article = (await json(response)).article as { id: string; titulo: string };
    await ctx.deps.jobs.runDue();
    expect(ended).toBe(true);

    const send = await ctx.handle.db
      .selectFrom('newsletter_sends')
      .selectAll()
      .where('article_id', '=', article.id)
      .executeTakeFirstOrThrow();
    const rows = () =>
      ctx.handle.db
        .selectFrom('newsletter_deliveries as d')
        .innerJoin('newsletter_subscribers as r', 'r.id', 'd.subscriber_id')
        .select(['r.email', 'd.status', 'd.attempts', 'd.last_error'])
        .where('d.send_id', '=', send.id)
        .orderBy('r.email')
        .execute();
    const first = await rows();
    expect(first.find((row) => row.email === 'held@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.find((row) => row.email === 'held@example.com')?.last_error).toMatch(/closed|thread/);
    // Those after it went out through a new thread in the same try.
    expect(first.filter((row) => row.status === 'sent').map((row) => row.email)).toEqual([
      'a-first@example.com',
      'z-last-1@example.com',
      'z-last-2@example.com',
    ]);
    const job = await ctx.handle.db
      .selectFrom('jobs')
      .selectAll()
      .where('unique_key', '=', `newsletter.send@${article.id}:en`)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    expect(job.last_error).toMatch(/4xx/);

    // The backoff's time has come.
    await ctx.handle.db
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('id', '=', job.id)
      .execute();
    await ctx.deps.jobs.runDue();
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    for (const reader of readers) {
      const copies = (await mailsTo(smtp.received, reader)).filter((mail) => mail.subject === article.titulo);
      // The held message reached the server before the thread ended: the one in flight may arrive twice.
      if (reader === 'held@example.com') expect(copies.length, reader).toBeGreaterThanOrEqual(1);
      else expect(copies, reader).toHaveLength(1);
      expect(copies.length, reader).toBeLessThanOrEqual(2);
    }
    const sent = await ctx.handle.db.selectFrom('newsletter_sends').select('status').where('id', '=', send.id).executeTakeFirstOrThrow();
    expect(sent.status).toBe('completed');
  });
});
