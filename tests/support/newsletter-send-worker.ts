/**
 * A process that runs the queue's newsletter jobs on a PGlite data folder until it is killed
 * (tests/api/newsletter-kill.test.ts kills it with SIGKILL in the middle of a send).
 * Env: DATA_DIR, SMTP_URL.
 */
import { openDatabase } from '../../functions/db/database.ts';
import { parseEnv } from '../../functions/env.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { createMailer } from '../../functions/mail/mailer.ts';
import { registerNewsletterJobs } from '../../functions/newsletter/job-types.ts';

const env = parseEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', CONTACT_TO: 'editors@example.com', NEWSLETTER_RATE: '1000' });
const { db } = await openDatabase({ dataDir: env.dataDir });
const logger = createMemoryLogger();
const queue = new JobQueue({ db, logger, leaseSeconds: 3 });
registerNewsletterJobs(queue, { db, env, logger, mailer: createMailer(env.mail, logger) });
process.stdout.write('ready\n');
await queue.runDue();
