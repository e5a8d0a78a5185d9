/**
 * A send writes its recipient list in chunks beside the sending (docs/decisions/089): the first
 * message leaves before the whole list is written, no statement of the send writes or returns more
 * rows than a chunk, and the list is the newsletter's active subscribers at the publish.
 */
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../functions/jobs/enqueue.ts';
import { newsletterSendJob, QUEUE_CHUNK } from '../../functions/newsletter/send-job.ts';
import { insertArticle } from '../support/fixtures.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

/** More than one chunk, and a last chunk that is not full. */
const READERS = QUEUE_CHUNK + 60;

describe('a newsletter send writing its recipient list in chunks', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let sendId = '';
  /** Delivery rows of the send when the SMTP server got its first newsletter message. */
  let queuedAtFirst: number | undefined;
  /** The most rows one statement of the app's database wrote or returned. */
  let largest = 0;
  const watching = { on: false };
  const rowCounter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async ({ result }) => {
      if (watching.on) largest = Math.max(largest, result.rows.length, Number(result.numAffectedRows ?? 0));
      return result;
    },
  };

  beforeAll(async () => {
    smtp = await startSmtpServer({
      beforeAccept: async (mail) => {
        if (queuedAtFirst !== undefined || !mail.raw.includes('List-Unsubscribe-Post')) return;
        const { n } = await ctx.handle.db
          .selectFrom('newsletter_deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('send_id', '=', sendId)
          .executeTakeFirstOrThrow();
        queuedAtFirst = Number(n);
      },
    });
    ctx = await createTestContext({
      plugins: [rowCounter],
      env: {
        SMTP_URL: smtp.url,
        CONTACT_TO: 'editors@example.com',
        MAIL_FROM: 'news@example.com',
        NEWSLETTER_RATE: '1000',
        SITE_URL: 'https://site.example',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it(
    'mails the first message before the list is complete, every subscriber once, no statement over a chunk',
    { timeout: 120_000 },
    async () => {
      await sql`
      WITH r AS (
        INSERT INTO newsletter_subscribers (email, locale)
        SELECT 'chunk-' || n || '@example.com', 'en' FROM generate_series(1, ${READERS}) AS n
        RETURNING id
      )
      INSERT INTO newsletter_subscriptions (subscriber_id, newsletter_id, status, consent, confirmed_at)
      SELECT id, 'en', 'active', 'confirmed', now() - interval '1 hour' FROM r
    `.execute(ctx.handle.db);
      const article = await insertArticle(ctx.handle.db, { idioma: 'en' });
      ({ id: sendId } = await ctx.handle.db
        .insertInto('newsletter_sends')
        .values({ article_id: article.id, newsletter_id: 'en', subject: article.titulo })
        .returning('id')
        .executeTakeFirstOrThrow());
      // Confirmed after the publish (the send's creation): not on this issue's list.
      const late = await ctx.handle.db
        .insertInto('newsletter_subscribers')
        .values({ email: 'late@example.com', locale: 'en' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.handle.db
        .insertInto('newsletter_subscriptions')
        .values({
          subscriber_id: late.id,
          newsletter_id: 'en',
          status: 'active',
          consent: 'confirmed',
          confirmed_at: sql<Date>`now() + interval '1 second'`,
        })
        .execute();
      await enqueueJob(ctx.handle.db, newsletterSendJob, { send_id: sendId });
      watching.on = true;
      await ctx.deps.jobs.runDue();
      watching.on = false;

      expect(queuedAtFirst).toBe(QUEUE_CHUNK);
      const issues = smtp.received.filter((mail) => mail.raw.includes('List-Unsubscribe-Post')).flatMap((mail) => mail.to);
      expect(issues).toHaveLength(READERS);
      expect(new Set(issues).size).toBe(READERS);
      expect(issues).not.toContain('late@example.com');
      expect(largest).toBeLessThanOrEqual(QUEUE_CHUNK);
      const rows = await ctx.handle.db
        .selectFrom('newsletter_deliveries')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('send_id', '=', sendId)
        .groupBy('status')
        .execute();
      expect(rows.map((row) => [row.status, Number(row.n)])).toEqual([['sent', READERS]]);
      const lateRow = await ctx.handle.db
        .selectFrom('newsletter_deliveries')
        .select('status')
        .where('send_id', '=', sendId)
        .where('subscriber_id', '=', late.id)
        .executeTakeFirst();
      expect(lateRow).toBeUndefined();
      const send = await ctx.handle.db
        .selectFrom('newsletter_sends')
        .select(['status', 'prepared_at'])
        .where('id', '=', sendId)
        .executeTakeFirstOrThrow();
      expect(send.status).toBe('completed');
      expect(send.prepared_at).not.toBeNull();
      const job = await ctx.handle.db
        .selectFrom('jobs')
        .select(['progress_done', 'progress_total'])
        .where('type', '=', 'newsletter.send')
        .executeTakeFirstOrThrow();
      expect([job.progress_done, job.progress_total]).toEqual([READERS, READERS]);
    },
  );
});
