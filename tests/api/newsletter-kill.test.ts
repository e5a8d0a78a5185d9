/**
 * A send of 2,000 subscribers killed with SIGKILL in the middle, then resumed by another
 * process: every subscriber gets the issue, and at most one (the message in flight at the
 * kill) gets it twice.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { parseEnv } from '../../functions/env.ts';
import { enqueueJob } from '../../functions/jobs/enqueue.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { createMailer } from '../../functions/mail/mailer.ts';
import { registerNewsletterJobs } from '../../functions/newsletter/job-types.ts';
import { newsletterSendJob } from '../../functions/newsletter/send-job.ts';
import { insertArticle } from '../support/fixtures.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { scratchRoot } from '../support/test-app.ts';

const SUBSCRIBERS = 2000;
/** Messages in flight at once, in both processes: the bound on those mailed twice. */
const CONCURRENCY = 4;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a newsletter send killed with SIGKILL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = await mkdtemp(path.join(await scratchRoot(), 'newsletter-kill-'));
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes without mailing anyone twice but the messages in flight', { timeout: 300_000 }, async () => {
    const first = await openDatabase({ dataDir });
    await migrate(first);
    await sql`
      WITH r AS (
        INSERT INTO newsletter_subscribers (email, locale)
        SELECT 'reader-' || n || '@example.com', 'en' FROM generate_series(1, ${SUBSCRIBERS}) AS n
        RETURNING id
      )
      INSERT INTO newsletter_subscriptions (subscriber_id, newsletter_id, status) SELECT id, 'en', 'active' FROM r
    `.execute(first.db);
    const article = await insertArticle(first.db, { idioma: 'en' });
    const { id: sendId } = await first.db
      .insertInto('newsletter_sends')
      .values({ article_id: article.id, newsletter_id: 'en', subject: article.titulo })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueJob(first.db, newsletterSendJob, { send_id: sendId });
    await first.close();

    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../support/newsletter-send-worker.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: `${smtp.url}?pool=true`, NEWSLETTER_CONCURRENCY: String(CONCURRENCY) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (smtp.received.length >= 400) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
      child.on('exit', () => reject(new Error('the worker ended before it was killed')));
    });
    child.kill('SIGKILL');
    await exited;
    const atKill = smtp.received.length;
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    const second = await openDatabase({ dataDir });
    // The killed worker's lease runs out (3 s); instead of waiting, it is over now.
    await second.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    const logger = createMemoryLogger();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: `${smtp.url}?pool=true`,
      CONTACT_TO: 'e@example.com',
      NEWSLETTER_RATE: '1000',
      NEWSLETTER_CONCURRENCY: String(CONCURRENCY),
    });
    const queue = new JobQueue({ db: second.db, logger });
    registerNewsletterJobs(queue, { db: second.db, env, logger, mailer: createMailer(env.mail, logger) });
    await queue.runDue();
    const send = await second.db.selectFrom('newsletter_sends').select('status').where('id', '=', sendId).executeTakeFirstOrThrow();
    await queue.stop();
    await second.close();

    expect(send.status).toBe('completed');
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect(perAddress.size).toBe(SUBSCRIBERS);
    const twice = [...perAddress.values()].filter((count) => count > 1);
    expect(twice.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(twice.every((count) => count === 2)).toBe(true);
    expect(smtp.received.length).toBeLessThanOrEqual(SUBSCRIBERS + CONCURRENCY);
  });
});
