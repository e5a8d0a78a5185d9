/**
 * The Tarefas screen's API (/api/admin/jobs) and the background tasks that run on the job
 * queue, through the real app on a real database (docs/decisions/043).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../functions/jobs/define.ts';
import { auditRetentionJob } from '../../functions/audit/record.ts';
import { jobAnswerSchema, jobListSchema } from '../../src/lib/contracts/jobs.ts';
import { JOB_STRINGS } from '../../src/admin/features/jobs/strings.ts';
import { VERSIONS } from '../../src/admin/lib/i18n.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

/** vi.waitFor's default (one second) is short on a busy two-core machine: a condition gets this long. */
const WAIT_FOR = { timeout: 15_000 };

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await signIn(ctx)).headers;
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, headers = admin) => ctx.app.request(path, { headers });
const post = (path: string, headers = admin) => ctx.app.request(path, { method: 'POST', headers });
const list = async (query = '') => jobListSchema.parse(await json(await get(`/api/admin/jobs${query}`))).jobs;
const status = async (id: string) =>
  (await ctx.handle.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

async function insertJob(values: {
  type: string;
  status?: 'queued' | 'failed' | 'completed';
  payload?: unknown;
  last_error?: string;
  runAt?: Date;
}) {
  const row = await ctx.handle.db
    .insertInto('jobs')
    .values({
      type: values.type,
      status: values.status ?? 'queued',
      payload: JSON.stringify(values.payload ?? {}),
      last_error: values.last_error ?? null,
      run_at: values.runAt ?? new Date(Date.now() + 3_600_000),
      attempts: values.status === 'failed' ? 5 : 0,
      finished_at: values.status && values.status !== 'queued' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('who may see and change jobs', () => {
  it('answers 403 to editors and authors on every jobs route, and 401 without a session', async () => {
    const id = await insertJob({ type: 'jobs.prune', status: 'failed', last_error: 'x' });
    for (const role of ['editor', 'author'] as const) {
      const { headers } = await signIn(ctx, { role });
      expect((await get('/api/admin/jobs', headers)).status, role).toBe(403);
      expect((await post(`/api/admin/jobs/${id}/retry`, headers)).status, role).toBe(403);
      expect((await post(`/api/admin/jobs/${id}/cancel`, headers)).status, role).toBe(403);
    }
    expect((await ctx.app.request('/api/admin/jobs')).status).toBe(401);
    expect(await status(id)).toBe('failed');
  });
});

describe('the list', () => {
  it('lists running, queued and failed jobs before the others, with progress and the reason of a failure, filtered by status and type', async () => {
    await ctx.handle.db.deleteFrom('jobs').execute();
    const failed = await insertJob({ type: 'affiliate.link-check', status: 'failed', last_error: 'The shop did not answer' });
    const done = await insertJob({ type: 'jobs.prune', status: 'completed' });
    const queued = await insertJob({ type: 'audit.retention' });
    const jobs = await list();
    expect(jobs.map((job) => job.id)).toEqual([queued, failed, done]);
    expect(jobs[1]).toMatchObject({
      type: 'affiliate.link-check',
      status: 'failed',
      attempts: 5,
      last_error: 'The shop did not answer',
      progress: { done: 0, total: null, message: null },
    });
    expect((await list('?status=failed')).map((job) => job.id)).toEqual([failed]);
    expect((await list('?type=audit.retention')).map((job) => job.id)).toEqual([queued]);
    expect(await list('?status=running')).toEqual([]);
  });

  it('refuses an unknown status or a malformed type, in the request’s language', async () => {
    const bad = await ctx.app.request('/api/admin/jobs?status=dead', { headers: { ...admin, 'Accept-Language': 'pt-BR' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.code).toBe('validation_failed');
    const type = await ctx.app.request('/api/admin/jobs?type=DROP%20TABLE', { headers: { ...admin, 'Accept-Language': 'pt-BR' } });
    expect((await json(type)).error.issues).toEqual([
      { path: 'type', message: 'Um tipo de tarefa tem letras minúsculas, números, pontos e hífens' },
    ]);
  });
});

describe('retry and cancel', () => {
  it('says a malformed id or an unknown job is unknown, in the request’s language', async () => {
    const malformed = await ctx.app.request('/api/admin/jobs/not-an-id/retry', {
      method: 'POST',
      headers: { ...admin, 'Accept-Language': 'pt-BR' },
    });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.issues).toEqual([{ path: 'id', message: 'Tarefa desconhecida: não é um id de tarefa' }]);
    const missing = await post('/api/admin/jobs/6f1e2d8a-0b7c-4c53-9d61-3f1a2b4c5d6e/cancel');
    expect(missing.status).toBe(404);
    expect((await json(missing)).error).toEqual({
      code: 'job_not_found',
      message: 'No job has this id. Finished jobs are deleted after a while; reload the list.',
    });
  });

  it('retries only a failed job: it runs again with a full set of tries', async () => {
    const old = await ctx.handle.db
      .insertInto('audit_log')
      .values({ action: 'webhook.created', summary: 'long ago', created_at: new Date(Date.now() - 400 * 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertJob({ type: auditRetentionJob.type, status: 'failed', last_error: 'database busy' });
    const retried = jobAnswerSchema.parse(await json(await post(`/api/admin/jobs/${id}/retry`))).job;
    expect(retried).toMatchObject({ id, status: 'queued', attempts: 0 });
    await vi.waitFor(async () => expect(await status(id)).toBe('completed'), WAIT_FOR);
    expect(await ctx.handle.db.selectFrom('audit_log').select('id').where('id', '=', old.id).execute()).toEqual([]);

    for (const [language, message] of [
      ['en', 'Only a failed job can be retried; this one is completed.'],
      ['pt-BR', 'Só uma tarefa com falha pode ser tentada de novo; esta está concluída.'],
    ] as const) {
      const again = await ctx.app.request(`/api/admin/jobs/${id}/retry`, {
        method: 'POST',
        headers: { ...admin, 'Accept-Language': language },
      });
      expect(again.status).toBe(409);
      expect((await json(again)).error).toEqual({ code: 'job_not_failed', message });
    }
  });

  it('cancels a queued job at once, and refuses to cancel a finished one', async () => {
    const id = await insertJob({ type: 'jobs.prune' });
    const cancelled = jobAnswerSchema.parse(await json(await post(`/api/admin/jobs/${id}/cancel`))).job;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_requested: true, finished_at: expect.any(String) });
    const again = await ctx.app.request(`/api/admin/jobs/${id}/cancel`, {
      method: 'POST',
      headers: { ...admin, 'Accept-Language': 'pt-BR' },
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe('Só uma tarefa na fila ou em execução pode ser cancelada; esta está cancelada.');
  });

  it('stops a running job: its handler sees the signal and the job ends cancelled', async () => {
    const slow = defineJob({ type: 'test.slow', payload: z.object({}) });
    let stopped = false;
    ctx.deps.jobs.register(slow, async (_payload, context) => {
      await context.progress(0, 10, 'starting');
      await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve(), { once: true }));
      stopped = true;
      context.signal.throwIfAborted();
    });
    const { id } = await ctx.deps.jobs.enqueue(slow, {});
    await vi.waitFor(async () => expect((await list('?status=running')).map((job) => job.id)).toEqual([id]), WAIT_FOR);
    const [running] = await list('?status=running');
    expect(running!.progress).toEqual({ done: 0, total: 10, message: 'starting' });
    expect((await post(`/api/admin/jobs/${id}/cancel`)).status).toBe(200);
    await vi.waitFor(async () => expect(await status(id)).toBe('cancelled'), WAIT_FOR);
    expect(stopped).toBe(true);
  });

  it('shows a job of an unknown type and a job with a bad payload as failed with the reason', async () => {
    const unknown = await insertJob({ type: 'import.wordpress', runAt: new Date(Date.now() - 120_000) });
    const malformed = await insertJob({ type: 'webhook.deliver', payload: { delivery_id: 42 }, runAt: new Date(Date.now() - 1000) });
    await ctx.deps.jobs.runDue();
    const failed = await list('?status=failed');
    expect(failed.find((job) => job.id === unknown)).toMatchObject({
      last_error: 'Unknown job type "import.wordpress": no server of this site has a handler for it.',
    });
    expect(failed.find((job) => job.id === malformed)?.last_error).toMatch(
      /^The payload does not match the webhook\.deliver job's schema: delivery_id: /,
    );
  });
});

describe('the background tasks on the queue', () => {
  it('registers webhook deliveries, scheduled publishing, link checks, price expiry and audit retention', () => {
    expect(ctx.deps.jobs.types).toEqual(
      expect.arrayContaining([
        'webhook.deliver',
        'publishing.scheduled',
        'affiliate.link-check',
        'affiliate.price-expiry',
        'audit.retention',
        'jobs.prune',
      ]),
    );
  });

  it('has a label on the Tarefas screen, in both languages, for every type it runs', () => {
    const { pt, en } = (JOB_STRINGS as unknown as Record<typeof VERSIONS, { pt: typeof JOB_STRINGS; en: typeof JOB_STRINGS }>)[VERSIONS];
    expect(ctx.deps.jobs.types).toEqual(expect.arrayContaining(['newsletter.send', 'newsletter.confirm']));
    // test.slow is this file's own (the cancellation test above registers it).
    for (const type of ctx.deps.jobs.types.filter((name) => !name.startsWith('test.'))) {
      expect(pt.types[type], `${type} (pt)`).toMatch(/\S/);
      expect(en.types[type], `${type} (en)`).toMatch(/\S/);
    }
  });

  it('enqueues one occurrence of each recurring task when the queue starts, and runs it', async () => {
    await ctx.handle.db.deleteFrom('jobs').execute();
    ctx.deps.jobs.start();
    const recurring = ['publishing.scheduled', 'affiliate.link-check', 'affiliate.price-expiry', 'audit.retention', 'jobs.prune'];
    try {
      await vi.waitFor(
        async () => {
          const rows = await ctx.handle.db.selectFrom('jobs').select(['type', 'status', 'unique_key']).execute();
          for (const type of recurring) {
            const mine = rows.filter((row) => row.type === type);
            expect(mine.length, type).toBeGreaterThanOrEqual(1);
            expect(
              mine.every((row) => row.status === 'completed' && row.unique_key?.startsWith(`${type}@`)),
              type,
            ).toBe(true);
          }
        },
        { timeout: 20_000, interval: 100 },
      );
      const daily = await ctx.handle.db
        .selectFrom('jobs')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('type', '=', 'affiliate.link-check')
        .executeTakeFirstOrThrow();
      expect(daily.n).toBe(1);
    } finally {
      await ctx.deps.jobs.stop();
    }
  });
});
