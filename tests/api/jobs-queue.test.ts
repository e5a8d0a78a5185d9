/**
 * The job queue (functions/jobs/, docs/decisions/043) on a real database: PGlite, or
 * PostgreSQL under scripts/test-postgres.ts. Workers here are JobQueue objects on one
 * database, as instances would be; tests/api/jobs-kill.test.ts kills real processes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { claimJobs } from '../../functions/jobs/claims.ts';
import { defineJob, PermanentJobError } from '../../functions/jobs/define.ts';
import { enqueueJob } from '../../functions/jobs/enqueue.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { migrate } from '../../functions/db/migrate.ts';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { createTestDatabase } from '../support/test-app.ts';

/** vi.waitFor's default (one second) is short on a busy two-core machine: a condition gets this long. */
const WAIT_FOR = { timeout: 15_000 };

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  ({ handle, drop } = await createTestDatabase());
  await migrate(handle);
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await handle.close();
  await drop();
});
beforeEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await handle.db.deleteFrom('jobs').execute();
});

function worker(options: { leaseSeconds?: number; concurrency?: number; pollMs?: number } = {}) {
  const queue = new JobQueue({ db: handle.db, logger: createMemoryLogger(), unknownTypeGraceSeconds: 0, ...options });
  queues.push(queue);
  return queue;
}

const job = (id: string) => handle.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Resolves when released: a handler that runs until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const echo = defineJob({ type: 'test.echo', payload: z.object({ n: z.number().int() }) });

describe('running jobs', () => {
  it('runs a job once with its parsed payload and records its progress', async () => {
    const seen: number[] = [];
    const queue = worker().register(echo, async ({ n }, context) => {
      seen.push(n);
      await context.progress(1, 2, 'half way');
      await context.progress(2, 2, 'done');
    });
    const { id } = await enqueueJob(handle.db, echo, { n: 7 });
    await queue.runDue();
    expect(seen).toEqual([7]);
    expect(await job(id)).toMatchObject({
      status: 'completed',
      attempts: 1,
      progress_done: 2,
      progress_total: 2,
      progress_message: 'done',
      locked_by: null,
      last_error: null,
    });
  });

  it('refuses a payload that fails its schema at enqueue', async () => {
    await expect(enqueueJob(handle.db, echo, { n: 'seven' } as never)).rejects.toThrow();
    expect(await handle.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('retries a failing job after an exponential backoff, and completes it when it succeeds', async () => {
    let calls = 0;
    const queue = worker().register(echo, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the shop did not answer');
    });
    const { id } = await enqueueJob(handle.db, echo, { n: 1 });
    await queue.runDue();
    const waiting = await job(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, last_error: 'the shop did not answer', locked_by: null });
    const waitSeconds = (waiting.run_at.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(5);
    expect(waitSeconds).toBeLessThan(12);
    // Not due yet: nothing runs.
    await queue.runDue();
    expect(calls).toBe(1);
    await handle.db
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await queue.runDue();
    expect(calls).toBe(2);
    expect(await job(id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('ends a job that throws on every try in the failed (dead) state with the reason, without blocking the others', async () => {
    const flaky = defineJob({ type: 'test.always-fails', payload: z.object({}), maxAttempts: 3, retryDelay: () => 0 });
    const done: number[] = [];
    const queue = worker()
      .register(flaky, async () => {
        throw new Error('always broken');
      })
      .register(echo, async ({ n }) => {
        done.push(n);
      });
    const dead = await enqueueJob(handle.db, flaky, {});
    await enqueueJob(handle.db, echo, { n: 1 });
    await enqueueJob(handle.db, echo, { n: 2 });
    await vi.waitFor(async () => {
      await queue.runDue();
      expect((await job(dead.id)).status).toBe('failed');
    }, WAIT_FOR);
    expect(await job(dead.id)).toMatchObject({ attempts: 3, last_error: 'always broken', finished_at: expect.any(Date) });
    expect(done.sort()).toEqual([1, 2]);
  });

  it('does not retry a permanent error', async () => {
    const queue = worker().register(echo, async () => {
      throw new PermanentJobError('the article is gone');
    });
    const { id } = await enqueueJob(handle.db, echo, { n: 1 });
    await queue.runDue();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'the article is gone' });
  });

  it('fails a job of an unknown type and a job whose payload fails its schema, with the reason, and runs the rest', async () => {
    const done: number[] = [];
    const queue = worker().register(echo, async ({ n }) => {
      done.push(n);
    });
    // Rows written by another version of the code, or by hand.
    const [unknown, malformed] = await handle.db
      .insertInto('jobs')
      .values([
        { type: 'test.no-such-type', payload: JSON.stringify({}), run_at: new Date() },
        { type: echo.type, payload: JSON.stringify({ n: 'seven' }), run_at: new Date() },
      ])
      .returning('id')
      .execute();
    await enqueueJob(handle.db, echo, { n: 3 });
    // An instance that does not know the type leaves it a while to one that may (a rolling deploy).
    const patient = new JobQueue({ db: handle.db, logger: createMemoryLogger() }).register(
      defineJob({ type: 'test.other', payload: z.object({}) }),
      async () => undefined,
    );
    queues.push(patient);
    await patient.runDue();
    expect((await job(unknown!.id)).status).toBe('queued');
    await queue.runDue();
    expect(await job(unknown!.id)).toMatchObject({
      status: 'failed',
      last_error: 'Unknown job type "test.no-such-type": no server of this site has a handler for it.',
      finished_at: expect.any(Date),
    });
    expect(await job(malformed!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/^The payload does not match the test\.echo job's schema: n: /),
    });
    expect(done).toEqual([3]);
  });
});

describe('crashes and leases', () => {
  it('takes a job again once the lease of the process that claimed it has expired', async () => {
    const { id } = await enqueueJob(handle.db, echo, { n: 1 });
    // A process claimed it and died: nobody renews its one-second lease.
    const [claimed] = await claimJobs(handle.db, 'dead-host:1:gone', 1, 1, [echo.type]);
    expect(claimed!.id).toBe(id);
    const ran: string[] = [];
    const queue = worker().register(echo, async (_payload, context) => {
      ran.push(context.job.id);
    });
    await queue.runDue();
    expect(ran).toEqual([]);
    await vi.waitFor(
      async () => {
        await queue.runDue();
        expect(ran).toEqual([id]);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await job(id)).toMatchObject({ status: 'completed', attempts: 2, locked_by: null });
  });

  it('keeps a long job its own: heartbeats extend the lease, so no other worker takes it', async () => {
    const release = gate();
    let runs = 0;
    const handler = async () => {
      runs += 1;
      await release.opened;
    };
    const first = worker({ leaseSeconds: 1 }).register(echo, handler);
    const second = worker({ leaseSeconds: 1 }).register(echo, handler);
    const { id } = await enqueueJob(handle.db, echo, { n: 1 });
    const running = first.runDue();
    await vi.waitFor(async () => expect((await job(id)).status).toBe('running'), WAIT_FOR);
    const firstLease = (await job(id)).locked_until!;
    // Past the first lease: renewed, and still only the first worker's.
    await vi.waitFor(async () => expect((await job(id)).locked_until!.getTime()).toBeGreaterThan(firstLease.getTime() + 1000), {
      timeout: 10_000,
    });
    await second.runDue();
    expect(runs).toBe(1);
    expect((await job(id)).locked_by).toBe(first.workerId);
    release.open();
    await running;
    expect(await job(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('lets a job that stopped its process on every try die after its last one', async () => {
    const once = defineJob({ type: 'test.crashes', payload: z.object({}), maxAttempts: 1 });
    const { id } = await enqueueJob(handle.db, once, {});
    await claimJobs(handle.db, 'dead-host:1:gone', 1, 1, [once.type]);
    const queue = worker();
    await vi.waitFor(
      async () => {
        await queue.runDue();
        expect((await job(id)).status).toBe('failed');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await job(id)).last_error).toMatch(/lease expired/);
  });
});

describe('polling', () => {
  it('takes a job another instance enqueued while a long job of its own is still running', async () => {
    const release = gate();
    const ran: number[] = [];
    const queue = worker({ concurrency: 2, pollMs: 50 }).register(echo, async ({ n }) => {
      ran.push(n);
      if (n === 1) await release.opened;
    });
    queue.start();
    const { id } = await enqueueJob(handle.db, echo, { n: 1 });
    await vi.waitFor(async () => expect((await job(id)).status).toBe('running'), WAIT_FOR);
    // Written straight to the table, as another instance would: only the poll can see it.
    await enqueueJob(handle.db, echo, { n: 2 });
    await vi.waitFor(() => expect(ran).toEqual([1, 2]), WAIT_FOR);
    release.open();
    await vi.waitFor(async () => expect((await job(id)).status).toBe('completed'), WAIT_FOR);
  });
});

describe('cancellation', () => {
  it('cancels a queued job before it runs', async () => {
    let ran = false;
    const queue = worker().register(echo, async () => {
      ran = true;
    });
    const { id } = await enqueueJob(handle.db, echo, { n: 1 }, { runAt: new Date(Date.now() + 60_000) });
    await handle.db.updateTable('jobs').set({ status: 'cancelled', cancel_requested: true }).where('id', '=', id).execute();
    await handle.db
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await queue.runDue();
    expect(ran).toBe(false);
    expect((await job(id)).status).toBe('cancelled');
  });

  it('stops a running job: it sees the request through its signal at the next heartbeat and ends cancelled', async () => {
    let steps = 0;
    const queue = worker({ leaseSeconds: 1 }).register(echo, async (_payload, context) => {
      while (!context.signal.aborted) {
        steps += 1;
        await context.progress(steps, null, `step ${steps}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      context.signal.throwIfAborted();
    });
    const { id } = await enqueueJob(handle.db, echo, { n: 1 });
    const running = queue.runDue();
    await vi.waitFor(async () => expect((await job(id)).progress_done).toBeGreaterThan(0), WAIT_FOR);
    // Another instance asks (the database flag): this worker notices it by itself.
    await handle.db.updateTable('jobs').set({ cancel_requested: true }).where('id', '=', id).execute();
    await running;
    expect(await job(id)).toMatchObject({ status: 'cancelled', locked_by: null, finished_at: expect.any(Date) });
  });
});

describe('one at a time', () => {
  it('runs at most one job of a singleton type at once, across workers', async () => {
    const single = defineJob({ type: 'test.single', payload: z.object({ n: z.number() }), singleton: true });
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const handler = async ({ n }: { n: number }) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      order.push(n);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
    };
    const a = worker({ concurrency: 4 }).register(single, handler);
    const b = worker({ concurrency: 4 }).register(single, handler);
    for (let n = 0; n < 4; n += 1) await enqueueJob(handle.db, single, { n });
    await vi.waitFor(
      async () => {
        await Promise.all([a.runDue(), b.runDue()]);
        expect(order).toHaveLength(4);
      },
      { timeout: 10_000 },
    );
    expect(most).toBe(1);
    expect(order.sort()).toEqual([0, 1, 2, 3]);
  });

  it('joins an active singleton instead of queueing a second one when asked', async () => {
    const single = defineJob({ type: 'test.single-join', payload: z.object({}), singleton: true });
    const first = await enqueueJob(handle.db, single, {}, { joinActive: true });
    const second = await enqueueJob(handle.db, single, {}, { joinActive: true });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
  });

  it('enqueues each occurrence of a recurring job once, whichever instance offers it first', async () => {
    const tick = defineJob({ type: 'test.tick', payload: z.object({}), singleton: true });
    let runs = 0;
    const handler = async () => {
      runs += 1;
    };
    const a = worker({ pollMs: 50 }).register(tick, handler).every(tick, 3_600_000, {});
    const b = worker({ pollMs: 50 }).register(tick, handler).every(tick, 3_600_000, {});
    a.start();
    b.start();
    await vi.waitFor(async () => expect(runs).toBe(1), WAIT_FOR);
    const rows = await handle.db.selectFrom('jobs').select(['unique_key', 'status']).where('type', '=', tick.type).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unique_key).toMatch(/^test\.tick@\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  });

  it('shifts a recurring job’s periods by its offset (a daily job at 03:30 UTC)', async () => {
    const daily = defineJob({ type: 'test.daily', payload: z.object({}), singleton: true });
    const DAY = 86_400_000;
    const offsetMs = 3.5 * 3_600_000;
    let runs = 0;
    const queue = worker({ pollMs: 50 })
      .register(daily, async () => {
        runs += 1;
      })
      .every(daily, DAY, {}, { offsetMs });
    const expected = Math.floor((Date.now() - offsetMs) / DAY) * DAY + offsetMs;
    queue.start();
    await vi.waitFor(async () => expect(runs).toBe(1), WAIT_FOR);
    const rows = await handle.db.selectFrom('jobs').select('unique_key').where('type', '=', daily.type).execute();
    expect(rows).toEqual([{ unique_key: `test.daily@${new Date(expected).toISOString()}` }]);
    expect(rows[0]!.unique_key).toMatch(/T03:30:00\.000Z$/);
  });
});
