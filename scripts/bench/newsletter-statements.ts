/**
 * Database statements per newsletter message (docs/decisions/087): a send of N subscribers
 * (N=2000 unless given) into an in-process SMTP sink, run by the job queue on a PGlite in
 * memory, every statement counted through a Kysely plugin (each is a round trip to the PGlite
 * thread). Run: `npx tsx scripts/bench/newsletter-statements.ts [N]`.
 */
import { sql, type KyselyPlugin } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { parseEnv } from '../../functions/env.ts';
import { enqueueJob } from '../../functions/jobs/enqueue.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { createMailer } from '../../functions/mail/mailer.ts';
import { registerNewsletterJobs } from '../../functions/newsletter/job-types.ts';
import { newsletterSendJob } from '../../functions/newsletter/send-job.ts';
import { insertArticle } from '../../tests/support/fixtures.ts';
import { startSmtpServer } from '../../tests/support/smtp-server.ts';

const subscribers = Number(process.argv[2] ?? 2000);
let statements = 0;
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    statements++;
    return args.result;
  },
};
let delivered = 0;
const smtp = await startSmtpServer({ keep: false, onMessage: () => delivered++ });
const handle = await openDatabase({ memory: true });
await migrate(handle);
await sql`
  WITH r AS (
    INSERT INTO newsletter_subscribers (email, locale)
    SELECT 'reader-' || n || '@example.com', 'en' FROM generate_series(1, ${subscribers}) AS n
    RETURNING id
  )
  INSERT INTO newsletter_subscriptions (subscriber_id, newsletter_id, status) SELECT id, 'en', 'active' FROM r
`.execute(handle.db);
const article = await insertArticle(handle.db, { idioma: 'en' });
const { id: sendId } = await handle.db
  .insertInto('newsletter_sends')
  .values({ article_id: article.id, newsletter_id: 'en', subject: article.titulo })
  .returning('id')
  .executeTakeFirstOrThrow();
await enqueueJob(handle.db, newsletterSendJob, { send_id: sendId });
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SMTP_URL: smtp.url,
  CONTACT_TO: 'e@example.com',
  NEWSLETTER_RATE: '1000',
  NEWSLETTER_CONCURRENCY: process.env.NEWSLETTER_CONCURRENCY,
});
const logger = createMemoryLogger();
const db = handle.db.withPlugin(counter);
const queue = new JobQueue({ db, logger });
const mailer = createMailer(env.mail, logger);
registerNewsletterJobs(queue, { db, env, logger, mailer });
const started = performance.now();
await queue.runDue();
const seconds = (performance.now() - started) / 1000;
console.log(
  `${subscribers} messages (${delivered} received), ${statements} statements: ${(statements / subscribers).toFixed(3)} a message; ` +
    `${(subscribers / seconds).toFixed(0)} messages/s (NEWSLETTER_CONCURRENCY=${env.NEWSLETTER_CONCURRENCY})`,
);
await queue.stop();
mailer?.close();
await handle.close();
await smtp.close();
