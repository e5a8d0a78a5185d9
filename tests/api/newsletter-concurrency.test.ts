/**
 * A send keeps NEWSLETTER_CONCURRENCY messages in flight over pooled SMTP connections, never
 * more, and marks every accepted message's row sent (docs/decisions/087). The SMTP server holds
 * each message's reply until as many are held as the setting allows (or a while has passed),
 * so a send that waits for each message before the next holds only one at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../functions/jobs/enqueue.ts';
import { newsletterSendJob } from '../../functions/newsletter/send-job.ts';
import { activeSubscriber } from '../support/newsletter.ts';
import { insertArticle } from '../support/fixtures.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

const CONCURRENCY = 3;
const READERS = 12;
/** How long the server holds a reply when fewer than CONCURRENCY are held: the old sequential send's fate. */
const HOLD_MS = 300;

describe('a newsletter send with several messages in flight', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let held = 0;
  let mostHeld = 0;
  let release: Array<() => void> = [];

  beforeAll(async () => {
    smtp = await startSmtpServer({
      beforeAccept: (mail) => {
        if (!mail.raw.includes('List-Unsubscribe-Post')) return Promise.resolve();
        held++;
        mostHeld = Math.max(mostHeld, held);
        const accepted = new Promise<void>((resolve) => {
          release.push(resolve);
          setTimeout(resolve, HOLD_MS);
        });
        if (held >= CONCURRENCY) {
          for (const resolve of release) resolve();
          release = [];
        }
        return accepted.then(() => {
          held--;
        });
      },
    });
    ctx = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        CONTACT_TO: 'editors@example.com',
        MAIL_FROM: 'news@example.com',
        NEWSLETTER_RATE: '1000',
        NEWSLETTER_CONCURRENCY: String(CONCURRENCY),
        SITE_URL: 'https://site.example',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('holds NEWSLETTER_CONCURRENCY messages at once, no more, and marks each one sent', async () => {
    for (let i = 0; i < READERS; i++) await activeSubscriber(ctx, `reader-${i}@example.com`, 'en');
    const article = await insertArticle(ctx.handle.db, { idioma: 'en' });
    const { id: sendId } = await ctx.handle.db
      .insertInto('newsletter_sends')
      .values({ article_id: article.id, newsletter_id: 'en', subject: article.titulo })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueJob(ctx.handle.db, newsletterSendJob, { send_id: sendId });
    await ctx.deps.jobs.runDue();

    expect(mostHeld).toBe(CONCURRENCY);
    const issues = smtp.received.filter((mail) => mail.raw.includes('List-Unsubscribe-Post'));
    expect(issues.map((mail) => mail.to[0]).sort()).toEqual(Array.from({ length: READERS }, (_, i) => `reader-${i}@example.com`).sort());
    const rows = await ctx.handle.db
      .selectFrom('newsletter_deliveries')
      .select(['status', 'attempts'])
      .where('send_id', '=', sendId)
      .execute();
    expect(rows).toHaveLength(READERS);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const send = await ctx.handle.db.selectFrom('newsletter_sends').select('status').where('id', '=', sendId).executeTakeFirstOrThrow();
    expect(send.status).toBe('completed');
  });
});
