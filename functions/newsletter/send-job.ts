/**
 * `newsletter.send`: one issue of one newsletter (docs/decisions/050). The recipients are
 * written to newsletter_deliveries (one row per subscriber, pending) in chunks as the sending
 * reaches them (decision 089); the job mails the pending rows in batches, at NEWSLETTER_RATE messages per second, marking each row after
 * its message was accepted. Up to NEWSLETTER_CONCURRENCY messages are in flight at once, over as
 * many pooled SMTP connections, and the rows of accepted messages are marked together (decision
 * 087). A restart or a kill -9 resumes with the rows still pending: nobody gets the issue twice
 * except the messages in flight or accepted but not yet marked at the crash, at most
 * NEWSLETTER_CONCURRENCY of them (1: the one message in flight). A 4xx leaves the row
 * pending for the job's next try (backoff); a 5xx marks it bounced and suppresses the address.
 * One send runs at a time in the cluster (singleton), so the rate is the site's.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob, PermanentJobError } from '../jobs/define.ts';
import type { JobContext, JobHandler } from '../jobs/queue.ts';
import { MailError } from '../mail/mail-error.ts';
import { siteNames } from '../admin/settings/queries.ts';
import { issueDisclosure } from './issue-disclosure.ts';
import { absoluteUrl, issueTemplate } from './issue-mail.ts';
import { NEWSLETTER_PATH, subscriberLinks } from './links.ts';
import type { NewsletterJobDeps } from './confirm-job.ts';
import { findNewsletter, suppressSubscriber } from './subscribers.ts';

/** Minutes after a try that left temporary failures: greylisting and full mailboxes need minutes, not seconds. */
const RETRY_SECONDS = [60, 300, 900, 1800, 3600, 7200, 14_400];
/** Tries of one message before it counts as failed. */
export const DELIVERY_ATTEMPTS = RETRY_SECONDS.length + 1;
const BATCH = 200;
const PROGRESS_MS = 250;

export const newsletterSendJob = defineJob({
  type: 'newsletter.send',
  payload: z.object({ send_id: z.uuid() }),
  singleton: true,
  maxAttempts: DELIVERY_ATTEMPTS,
  retryDelay: (failedAttempts) => RETRY_SECONDS[failedAttempts - 1] ?? RETRY_SECONDS.at(-1)!,
});

export const sendUniqueKey = (articleId: string, newsletterId: string) => `newsletter.send@${articleId}:${newsletterId}`;

/**
 * The recipient list, written in chunks of QUEUE_CHUNK rows beside the sending (docs/decisions/089):
 * the newsletter's active, unsuppressed subscribers, confirmed before the send was created (the
 * publish), in subscriber id order. One statement wrote all of them before the first message
 * (100,000 rows at 100,000 subscribers: seconds before anything was mailed); now the first chunk
 * goes before the first message and each next one when the sending reaches the end of the rows
 * written. Where the list stands is in the rows themselves (the last subscriber id written for
 * the send), so a resumed send carries on from there; `prepared_at` is set once the list is complete.
 */
export const QUEUE_CHUNK = 500;

function recipientQueue(db: Kysely<Database>, send: { id: string; created_at: Date; prepared_at: Date | null }, newsletterId: string) {
  let complete = send.prepared_at !== null;
  let cursor: string | undefined;
  return {
    get complete() {
      return complete;
    },
    /** Subscribers not yet written, for the progress's total (nothing once the list is complete). */
    async remaining(): Promise<number> {
      if (complete) return 0;
      cursor ??= await lastQueued(db, send.id);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n
        FROM newsletter_subscriptions s JOIN newsletter_subscribers r ON r.id = s.subscriber_id
        WHERE s.newsletter_id = ${newsletterId} AND s.status = 'active' AND r.suppressed_at IS NULL
          AND (s.confirmed_at IS NULL OR s.confirmed_at <= ${send.created_at}) AND s.subscriber_id > ${cursor}
      `.execute(db);
      return rows[0]?.n ?? 0;
    },
    /** Writes the next chunk; returns how many rows it wrote, and marks the list complete after its last one. */
    async next(): Promise<number> {
      if (complete) return 0;
      cursor ??= await lastQueued(db, send.id);
      const { rows } = await sql<{ n: number; last: string | null }>`
        WITH chunk AS (
          SELECT s.subscriber_id
          FROM newsletter_subscriptions s JOIN newsletter_subscribers r ON r.id = s.subscriber_id
          WHERE s.newsletter_id = ${newsletterId} AND s.status = 'active' AND r.suppressed_at IS NULL
            AND (s.confirmed_at IS NULL OR s.confirmed_at <= ${send.created_at}) AND s.subscriber_id > ${cursor}
            -- The same bound on the subscribers' side: a merge join read them from the first id otherwise.
            AND r.id > ${cursor}
          ORDER BY s.subscriber_id
          LIMIT ${QUEUE_CHUNK}
        ), queued AS (
          INSERT INTO newsletter_deliveries (send_id, subscriber_id)
          SELECT ${send.id}, subscriber_id FROM chunk
          ON CONFLICT DO NOTHING
        )
        SELECT (SELECT count(*)::int FROM chunk) AS n,
               (SELECT subscriber_id::text FROM chunk ORDER BY subscriber_id DESC LIMIT 1) AS last
      `.execute(db);
      const written = rows[0]?.n ?? 0;
      if (rows[0]?.last) cursor = rows[0].last;
      if (written < QUEUE_CHUNK) {
        await db
          .updateTable('newsletter_sends')
          .set({ prepared_at: sql<Date>`now()` })
          .where('id', '=', send.id)
          .execute();
        complete = true;
      }
      return written;
    },
  };
}

/** The last subscriber id written to the send's list (the keyset the next chunk starts after). */
async function lastQueued(db: Kysely<Database>, sendId: string): Promise<string> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select(sql<string>`subscriber_id::text`.as('id'))
    .where('send_id', '=', sendId)
    .orderBy('subscriber_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? '00000000-0000-0000-0000-000000000000';
}

/** Waits so that messages leave at most `rate` per second; aborts with the job. */
function pacer(rate: number, signal: AbortSignal) {
  const interval = 1000 / rate;
  let next = 0;
  return async () => {
    const wait = next - Date.now();
    if (wait > 0) await sleep(wait, undefined, { signal });
    next = Math.max(Date.now(), next) + interval;
  };
}

async function counts(db: Kysely<Database>, sendId: string) {
  const rows = await db
    .selectFrom('newsletter_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('send_id', '=', sendId)
    .groupBy('status')
    .execute();
  const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return { total, done: total - (by.pending ?? 0) };
}

/**
 * A skipped row's mark, as a statement written once per send (building and compiling it through
 * the query builder per row cost more than running it). The rarer outcomes (bounced, deferred,
 * failed) use the builder.
 */
function skippedMark(db: Kysely<Database>, sendId: string) {
  const statement = `UPDATE newsletter_deliveries SET status = 'skipped' WHERE send_id = $1 AND subscriber_id = $2`;
  return async (subscriberId: string) => {
    await db.executeQuery(CompiledQuery.raw(statement, [sendId, subscriberId]));
  };
}

/**
 * Marks accepted messages sent, several in one statement (docs/decisions/087): each message's
 * promise resolves once its row is written, and the rows of the messages accepted while one
 * statement ran go in the next one. A statement is a round trip to the PGlite thread (or to
 * PostgreSQL): with several messages in flight, one per message was most of a message's cost.
 */
function sentRecorder(db: Kysely<Database>, sendId: string) {
  const SQL = `UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL
    WHERE send_id = $1 AND subscriber_id = ANY($2::uuid[])`;
  let waiting: Array<{ id: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  let writing = false;
  const write = async () => {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        // The ids as one array literal: uuids need no quoting, and both drivers pass a string alike.
        await db.executeQuery(CompiledQuery.raw(SQL, [sendId, `{${group.map((entry) => entry.id).join(',')}}`]));
        for (const entry of group) entry.resolve();
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    writing = false;
  };
  return (subscriberId: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ id: subscriberId, resolve, reject });
      if (!writing) void write();
    });
}

export function runNewsletterSend({ db, env, mailer, tokens, logger }: NewsletterJobDeps): JobHandler<typeof newsletterSendJob> {
  return async ({ send_id: sendId }, context: JobContext) => {
    if (!mailer) throw new Error('No SMTP_URL: the newsletter waits for a mail server.');
    const send = await db.selectFrom('newsletter_sends').selectAll().where('id', '=', sendId).executeTakeFirst();
    if (!send) throw new PermanentJobError(`newsletter send ${sendId} does not exist`);
    if (send.status === 'completed' || send.status === 'cancelled') return;
    const newsletter = await findNewsletter(db, send.newsletter_id);
    const article = send.article_id
      ? await db
          .selectFrom('articles')
          .select(['id', 'titulo', 'meta_descricao', 'imagem_destaque_url', 'status'])
          .where('id', '=', send.article_id)
          .executeTakeFirst()
      : undefined;
    if (!newsletter || !article || article.status !== 'publicado') {
      await db
        .updateTable('newsletter_sends')
        .set({ status: 'cancelled', finished_at: sql<Date>`now()` })
        .where('id', '=', sendId)
        .execute();
      logger.info('newsletter send cancelled: its article is no longer published', { sendId });
      return;
    }
    if (send.status !== 'sending') {
      await db.updateTable('newsletter_sends').set({ status: 'sending' }).where('id', '=', sendId).execute();
    }
    const recipients = recipientQueue(db, send, newsletter.id);
    // The first chunk before the first message, the next ones as the sending reaches them.
    await recipients.next();
    // Rendered once for the whole send; each message only gets its subscriber's links.
    const message = issueTemplate({
      subject: article.titulo,
      description: article.meta_descricao,
      imageUrl: absoluteUrl(env.siteUrl, article.imagem_destaque_url),
      articleUrl: `${env.siteUrl}${NEWSLETTER_PATH}/c/${sendId}`,
      affiliateDisclosure: await issueDisclosure(db, article.id, newsletter.locale),
      siteUrl: env.siteUrl,
      siteName: (await siteNames(db))[newsletter.locale],
      locale: newsletter.locale,
      newsletterId: newsletter.id,
      unsubscribeMailto: env.NEWSLETTER_UNSUBSCRIBE_MAILTO ?? mailer.from,
    });
    const markSkipped = skippedMark(db, sendId);
    const markSent = sentRecorder(db, sendId);
    const lastTry = context.job.attempt >= context.job.maxAttempts;
    const pace = pacer(env.NEWSLETTER_RATE, context.signal);
    // Messages sent or being sent whose row is not yet marked: at most this many (NEWSLETTER_CONCURRENCY)
    // can reach a subscriber twice after a crash, since a message's slot frees once its row is written.
    const window = env.NEWSLETTER_CONCURRENCY;
    const inFlight = new Set<Promise<void>>();
    let { total, done } = await counts(db, sendId);
    total += await recipients.remaining();
    let deferred = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    await context.progress(done, total);
    let progressAt = Date.now();
    let progressing: Promise<void> | null = null;
    let progressFailure: { error: unknown } | undefined;

    const deliver = async (row: { subscriber_id: string; attempts: number; email: string }) => {
      try {
        const links = await subscriberLinks(tokens, env.siteUrl, row.subscriber_id, newsletter.id);
        await mailer.send(message(row.email, links));
      } catch (error) {
        const failure = error instanceof MailError ? error : new MailError(String((error as Error)?.message ?? error), false, undefined);
        const detail = failure.message.slice(0, 500);
        const delivery = db
          .updateTable('newsletter_deliveries')
          .where('send_id', '=', sendId)
          .where('subscriber_id', '=', row.subscriber_id);
        if (failure.permanent) {
          await delivery.set({ status: 'bounced', attempts: row.attempts + 1, last_error: detail }).execute();
          await suppressSubscriber(db, row.subscriber_id, `smtp ${failure.responseCode ?? ''}: ${detail}`);
          done++;
        } else if (lastTry) {
          await delivery.set({ status: 'failed', attempts: row.attempts + 1, last_error: detail }).execute();
          done++;
        } else {
          await delivery.set({ attempts: row.attempts + 1, last_error: detail }).execute();
          deferred++;
        }
        return;
      }
      await markSent(row.subscriber_id);
      done++;
    };

    try {
      for (;;) {
        const batch = await db
          .selectFrom('newsletter_deliveries as d')
          .innerJoin('newsletter_subscribers as r', 'r.id', 'd.subscriber_id')
          .leftJoin('newsletter_subscriptions as s', (join) =>
            join
              .onRef('s.subscriber_id', '=', 'd.subscriber_id')
              .on('s.newsletter_id', '=', newsletter.id)
              .on('s.subscriber_id', '>', after),
          )
          .select(['d.subscriber_id', 'd.attempts', 'r.email', 'r.suppressed_at', 's.status as subscription'])
          .where('d.send_id', '=', sendId)
          .where('d.status', '=', 'pending')
          // Rows in flight are still pending but at or below `after`: never claimed twice.
          .where('d.subscriber_id', '>', after)
          // The same bound on the joined tables (here and in the join; docs/decisions/089): the planner merge-joins them in id
          // order, and without it read both from the first id for every batch (quadratic in the list).
          .where('r.id', '>', after)
          .orderBy('d.subscriber_id')
          .limit(BATCH)
          .execute();
        if (batch.length < BATCH && !recipients.complete) {
          // The end of the rows written so far: the next chunk of the list, then claim again.
          await recipients.next();
          if (batch.length === 0) continue;
        }
        if (batch.length === 0) break;
        for (const row of batch) {
          context.signal.throwIfAborted();
          after = row.subscriber_id;
          // Left or suppressed after the list was written: not mailed.
          if (row.suppressed_at || row.subscription !== 'active') {
            await markSkipped(row.subscriber_id);
            done++;
            continue;
          }
          while (inFlight.size >= window) await Promise.race(inFlight);
          await pace();
          const task: Promise<void> = deliver(row).finally(() => inFlight.delete(task));
          inFlight.add(task);
          // Its failure (a database error marking it) is thrown by the next race or the final wait;
          // without a handler now, a rejection between those would crash the process as unhandled.
          task.catch(() => {});
          // The Tarefas screen's progress, at most 4 writes a second: one per message cost as much as the message.
          // Written beside the messages, not between them (a write took 27 ms on a loaded machine: 10% of the send).
          if (!progressing && Date.now() - progressAt >= PROGRESS_MS) {
            progressAt = Date.now();
            progressing = context
              .progress(done, total)
              .catch((error: unknown) => {
                progressFailure ??= { error };
              })
              .finally(() => {
                progressing = null;
              });
          }
          if (progressFailure) throw progressFailure.error;
        }
      }
      await Promise.all(inFlight);
    } finally {
      // Stopped (abort, a database error): the messages already handed to SMTP still get their rows marked.
      await Promise.allSettled([...inFlight, progressing]);
    }
    if (progressFailure) throw progressFailure.error;
    ({ total, done } = await counts(db, sendId));
    await context.progress(done, total, deferred ? `${deferred} deferred` : null);
    // The job's retry (with its backoff) tries the refused messages again; the others are not sent twice.
    if (deferred) throw new Error(`${deferred} of ${total} messages were refused for now (4xx); they are tried again later`);
    await db
      .updateTable('newsletter_sends')
      .set({ status: 'completed', finished_at: sql<Date>`now()` })
      .where('id', '=', sendId)
      .execute();
  };
}
