/**
 * A send waiting for its article's page (awaiting_live) while builds keep failing
 * (docs/decisions/069): after LIVE_WAIT_NOTICE_MINUTES the Newsletter screen's list says so and
 * when it gives up; after LIVE_WAIT_LIMIT_HOURS the hourly job fails it with the reason
 * page_not_live, and a build that goes live later does not send it. The failing build is stood
 * in for by the send's age: what is checked is what a send that no build released becomes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireWaitingJob, LIVE_WAIT_LIMIT_HOURS } from '../../functions/newsletter/live-wait.ts';
import { releaseLiveSends } from '../../functions/newsletter/on-publish.ts';
import { dashboardAnswerSchema } from '../../src/lib/contracts/overview.ts';
import { insertArticle } from '../support/fixtures.ts';
import { activeSubscriber, mailsTo } from '../support/newsletter.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

const READER = 'patient-reader@example.com';

describe('a newsletter send whose page never goes live', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', MAIL_FROM: 'news@example.com', NEWSLETTER_RATE: '50' },
    });
    admin = (await signIn(ctx, { email: 'admin@example.com' })).headers;
    await activeSubscriber(ctx, READER, 'en');
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A published article whose send has waited `minutes` for its page. */
  async function waitingSend(minutes: number) {
    const article = await insertArticle(ctx.handle.db, { idioma: 'en' });
    const send = await ctx.handle.db
      .insertInto('newsletter_sends')
      .values({
        article_id: article.id,
        newsletter_id: 'en',
        subject: article.titulo,
        status: 'awaiting_live',
        created_at: sql<Date>`now() - make_interval(mins => ${minutes})`,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { ...send, subject: article.titulo };
  }

  const listed = async () => {
    const response = await ctx.app.request('/api/admin/newsletter/sends', { headers: admin });
    expect(response.status).toBe(200);
    const { sends } = (await json(response)) as {
      sends: Array<{ id: string; status: string; stalled: boolean; fails_at: string | null; failure_reason: string | null }>;
    };
    return new Map(sends.map((send) => [send.id, send]));
  };

  it('is listed as stalled after the notice threshold, with when it gives up', async () => {
    const fresh = await waitingSend(5);
    const stalled = await waitingSend(40);
    const sends = await listed();
    expect(sends.get(fresh.id)).toMatchObject({ status: 'awaiting_live', stalled: false, failure_reason: null });
    expect(sends.get(stalled.id)).toMatchObject({ status: 'awaiting_live', stalled: true, failure_reason: null });
    const failsAt = Date.parse(sends.get(stalled.id)!.fails_at!);
    expect(failsAt - stalled.created_at.getTime()).toBe(LIVE_WAIT_LIMIT_HOURS * 3_600_000);
  });

  it('is counted in the Dashboard’s site state, for every role, once past the notice threshold', async () => {
    const stalledNow = async (headers: Record<string, string>) => {
      const response = await ctx.app.request('/api/admin/dashboard', { headers });
      expect(response.status).toBe(200);
      return dashboardAnswerSchema.parse(await json(response)).newsletter_sends_stalled;
    };
    const before = await stalledNow(admin);
    await waitingSend(5);
    expect(await stalledNow(admin)).toBe(before);
    await waitingSend(45);
    expect(await stalledNow(admin)).toBe(before + 1);
    const author = (await signIn(ctx, { email: 'author@example.com', role: 'author' })).headers;
    expect(await stalledNow(author)).toBe(before + 1);
  });

  it('fails after the limit with its reason, and a later live build does not send it', async () => {
    const expired = await waitingSend(LIVE_WAIT_LIMIT_HOURS * 60 + 10);
    const waiting = await waitingSend(60);
    await ctx.deps.jobs.enqueue(expireWaitingJob, {});
    await ctx.deps.jobs.runDue();

    const sends = await listed();
    expect(sends.get(expired.id)).toMatchObject({ status: 'failed', stalled: false, fails_at: null, failure_reason: 'page_not_live' });
    expect(sends.get(waiting.id)).toMatchObject({ status: 'awaiting_live', stalled: true });
    const finished = await ctx.handle.db
      .selectFrom('newsletter_sends')
      .select('finished_at')
      .where('id', '=', expired.id)
      .executeTakeFirstOrThrow();
    expect(finished.finished_at).not.toBeNull();

    // The build is fixed: every page is served. The one still waiting goes out; the failed one does not.
    const released = await releaseLiveSends(ctx.handle.db, () => true);
    expect(released).toContain(waiting.id);
    expect(released).not.toContain(expired.id);
    await expect
      .poll(
        async () => {
          await ctx.deps.jobs.runDue();
          return (await mailsTo(smtp.received, READER)).filter((mail) => mail.subject === waiting.subject).length;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(1);
    expect((await mailsTo(smtp.received, READER)).filter((mail) => mail.subject === expired.subject)).toEqual([]);
    const jobs = await ctx.handle.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'newsletter.send')
      .where(sql<string>`payload->>'send_id'`, '=', expired.id)
      .execute();
    expect(jobs).toEqual([]);
  });

  it('is checked every hour by the queue', () => {
    expect(ctx.deps.jobs.types).toContain(expireWaitingJob.type);
  });
});
