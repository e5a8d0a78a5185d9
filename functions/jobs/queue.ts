/**
 * The worker side of the one job queue (docs/decisions/043): a registry of job types with
 * their handlers, a loop that claims due jobs up to `concurrency` at a time, heartbeats that
 * extend the leases of the jobs it runs, cancellation through an AbortSignal, and recurring
 * jobs enqueued once per period for the whole cluster. Every instance runs one; the database
 * decides who runs what (claims.ts).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import {
  claimJobs,
  claimSingletonJob,
  completeJobs,
  failUnknownTypes,
  finishJob,
  recordProgress,
  releaseExpiredLeases,
  renewLeases,
  type ClaimedJob,
  type Outcome,
} from './claims.ts';
import { PermanentJobError, retryDelaySeconds, type JobDefinition, type JobPayload } from './define.ts';
import { enqueueJob } from './enqueue.ts';

export interface JobContext {
  job: { id: string; type: string; attempt: number; maxAttempts: number };
  /** Aborted when someone cancels the job, when this server shuts down, or when its lease was lost. */
  signal: AbortSignal;
  /** Records progress (at most a few writes a second; the last call always lands) and notices a cancel. */
  progress(done: number, total?: number | null, message?: string | null): Promise<void>;
}

export type JobHandler<Definition extends JobDefinition> = (payload: z.output<Definition['payload']>, context: JobContext) => Promise<void>;

export interface JobQueueOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** How long a claim lasts without a heartbeat; heartbeats come every third of it. */
  leaseSeconds?: number;
  /** How often a started worker looks for due jobs and expired leases (a wake() looks at once). */
  pollMs?: number;
  /** How long a due job of a type no handler here knows waits for another instance before it is failed. */
  unknownTypeGraceSeconds?: number;
}

type StopReason = 'cancelled' | 'shutdown' | 'lease-lost';

interface Running {
  controller: AbortController;
  reason: StopReason | null;
}

interface Registered {
  definition: JobDefinition;
  handle: JobHandler<JobDefinition>;
}

interface Recurring {
  definition: JobDefinition;
  everyMs: number;
  offsetMs: number;
  payload: unknown;
  nextAt: number;
}

const PROGRESS_EVERY_MS = 250;
const MAX_ERROR_LENGTH = 2000;

export class JobQueue {
  /** Names this worker in jobs.locked_by: which machine and process hold a job. */
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, Registered>();
  private readonly recurring: Recurring[] = [];
  private readonly running = new Map<string, Running>();
  private draining: Promise<void> | null = null;
  private changed: (() => void) | null = null;
  /** Something changed (a job ended, a wake) while the drain was not waiting: it looks again before it waits. */
  private dirty = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** Completions waiting for the next statement, and the loop writing them. */
  private completions: Array<{ id: string; done: (held: boolean) => void }> = [];
  private completing: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly concurrency: number;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;

  constructor(private readonly options: JobQueueOptions) {
    this.concurrency = options.concurrency ?? 4;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.pollMs = options.pollMs ?? 1000;
  }

  /** Adds a job type and the handler that runs it. */
  register<Definition extends JobDefinition>(definition: Definition, handle: JobHandler<Definition>): this {
    if (this.handlers.has(definition.type)) throw new Error(`job type ${definition.type} is registered twice`);
    this.handlers.set(definition.type, { definition, handle: handle as JobHandler<JobDefinition> });
    return this;
  }

  /**
   * Runs a registered type every `everyMs`, aligned on multiples of it since the epoch. Each
   * instance offers each occurrence; its unique key (`type@period start`) lets one insert win.
   * `offsetMs` shifts the periods (a daily job at 03:00 UTC: a day, offset three hours).
   */
  every<Definition extends JobDefinition>(
    definition: Definition,
    everyMs: number,
    payload: JobPayload<Definition>,
    { offsetMs = 0 }: { offsetMs?: number } = {},
  ): this {
    this.recurring.push({ definition, everyMs, offsetMs, payload, nextAt: 0 });
    return this;
  }

  get types(): string[] {
    return [...this.handlers.keys()];
  }

  enqueue<Definition extends JobDefinition>(
    definition: Definition,
    payload: JobPayload<Definition>,
    options?: Parameters<typeof enqueueJob>[3],
  ) {
    return enqueueJob(this.options.db, definition, payload, options).then((enqueued) => {
      this.wake();
      return enqueued;
    });
  }

  /** Polls from now on: due jobs, expired leases and recurring occurrences (the server calls this; tests mostly use runDue). */
  start(): void {
    this.stopped = false;
    // A poll does not wait for the jobs it starts: a long job must not hold up the next look.
    const poll = async () => {
      await this.sweep();
      await this.offerOccurrences();
      void this.kick();
    };
    const loop = () => {
      if (this.stopped) return;
      this.polling = poll().finally(() => {
        this.polling = null;
        if (!this.stopped) this.pollTimer = setTimeout(loop, this.pollMs);
      });
    };
    loop();
  }

  /** Looks for due jobs now, without waiting for the answer (after an enqueue). */
  wake(): void {
    if (this.stopped) return;
    void this.kick();
  }

  /** Releases expired leases, then claims and runs due jobs until none is left; resolves when every job it started has ended. */
  async runDue(): Promise<void> {
    await this.sweep();
    await this.kick();
  }

  private kick(): Promise<void> {
    if (this.draining) {
      this.notify();
      return this.draining;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** Asks a job running in this process to stop at once (the others notice at their next heartbeat). */
  cancelLocal(id: string): void {
    this.abort(id, 'cancelled');
  }

  /** Stops claiming, asks running jobs to stop (they are queued again unless they finish), and waits for them. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    for (const id of this.running.keys()) this.abort(id, 'shutdown');
    this.notify();
    await this.polling;
    await this.draining?.catch(() => undefined);
  }

  private notify(): void {
    if (this.changed) this.changed();
    else this.dirty = true;
  }

  private abort(id: string, reason: StopReason): void {
    const job = this.running.get(id);
    if (!job || job.reason) return;
    job.reason = reason;
    job.controller.abort(new Error(`job ${reason}`));
  }

  private async offerOccurrences(): Promise<void> {
    const now = Date.now();
    for (const occurrence of this.recurring) {
      if (now < occurrence.nextAt) continue;
      const period = Math.floor((now - occurrence.offsetMs) / occurrence.everyMs) * occurrence.everyMs + occurrence.offsetMs;
      try {
        await enqueueJob(this.options.db, occurrence.definition, occurrence.payload as never, {
          uniqueKey: `${occurrence.definition.type}@${new Date(period).toISOString()}`,
        });
        occurrence.nextAt = period + occurrence.everyMs;
      } catch (error) {
        this.options.logger.error('a recurring job could not be enqueued; trying again at the next poll', {
          type: occurrence.definition.type,
          error,
        });
      }
    }
  }

  /** Jobs of dead workers back in the queue; jobs no instance knows, failed. */
  private async sweep(): Promise<void> {
    const { db, logger } = this.options;
    try {
      const released = await releaseExpiredLeases(db);
      if (released) logger.warn('jobs whose worker stopped were released', { jobs: released });
      const unknown = await failUnknownTypes(db, this.types, this.options.unknownTypeGraceSeconds ?? 60);
      if (unknown) logger.error('jobs of an unknown type failed', { jobs: unknown });
    } catch (error) {
      logger.error('expired job leases could not be released', { error });
    }
  }

  private async drain(): Promise<void> {
    const { logger } = this.options;
    const tasks = new Set<Promise<void>>();
    for (;;) {
      const free = this.concurrency - this.running.size;
      // Claim in batches: wait for half the slots unless nothing runs.
      const claim = !this.stopped && free > 0 && (this.running.size === 0 || free >= Math.ceil(this.concurrency / 2));
      let claimed: ClaimedJob[] = [];
      this.dirty = false;
      if (claim) {
        try {
          claimed = await this.claim(free);
        } catch (error) {
          logger.error('jobs could not be claimed', { error });
        }
      }
      for (const job of claimed) {
        const task = this.run(job)
          .catch((error: unknown) => logger.error('a job crashed its worker slot', { jobId: job.id, error }))
          .finally(() => {
            tasks.delete(task);
            this.notify();
          });
        tasks.add(task);
      }
      if (claimed.length === 0 && tasks.size === 0) return;
      if ((claimed.length < free || !claim) && !this.dirty) {
        await new Promise<void>((resolve) => {
          this.changed = resolve;
        });
        this.changed = null;
      }
    }
  }

  private async claim(free: number): Promise<ClaimedJob[]> {
    const { db } = this.options;
    const claimed: ClaimedJob[] = [];
    while (claimed.length < free) {
      const job = await claimSingletonJob(db, this.workerId, this.leaseSeconds, this.types);
      if (!job) break;
      claimed.push(job);
    }
    if (claimed.length < free) claimed.push(...(await claimJobs(db, this.workerId, this.leaseSeconds, free - claimed.length, this.types)));
    return claimed;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { db, logger } = this.options;
    const state: Running = { controller: new AbortController(), reason: null };
    this.running.set(job.id, state);
    this.startHeartbeat();
    let outcome: Outcome;
    try {
      outcome = await this.attempt(job, state);
    } finally {
      this.running.delete(job.id);
      if (this.running.size === 0) this.stopHeartbeat();
    }
    if (state.reason === 'lease-lost') {
      logger.warn('a job outlived its lease; another worker has it', { jobId: job.id, type: job.type });
      return;
    }
    if (outcome.status === 'failed')
      logger.error('job failed', { jobId: job.id, type: job.type, attempt: job.attempts, error: outcome.error });
    else if (outcome.status === 'retry')
      logger.warn('job will be retried', { jobId: job.id, type: job.type, attempt: job.attempts, error: outcome.error });
    try {
      const held = outcome.status === 'completed' ? await this.complete(job.id) : await finishJob(db, this.workerId, job.id, outcome);
      if (!held) logger.warn('a job ended after it was taken from this worker', { jobId: job.id });
    } catch (error) {
      // Its lease runs out and another worker tries it again.
      logger.error('the end of a job could not be recorded', { jobId: job.id, type: job.type, error });
    }
  }

  private complete(id: string): Promise<boolean> {
    return new Promise<boolean>((done) => {
      this.completions.push({ id, done });
      this.completing ??= this.writeCompletions();
    });
  }

  private async writeCompletions(): Promise<void> {
    while (this.completions.length) {
      const batch = this.completions.splice(0);
      try {
        const held = new Set(
          await completeJobs(
            this.options.db,
            this.workerId,
            batch.map((entry) => entry.id),
          ),
        );
        for (const entry of batch) entry.done(held.has(entry.id));
      } catch (error) {
        // Their leases run out and other workers run them again (at least once).
        this.options.logger.error('job completions could not be recorded', { jobs: batch.length, error });
        for (const entry of batch) entry.done(false);
      }
    }
    this.completing = null;
  }

  private async attempt(job: ClaimedJob, state: Running): Promise<Outcome> {
    const registered = this.handlers.get(job.type);
    if (!registered) return { status: 'failed', error: `Unknown job type "${job.type}": no server of this site has a handler for it.` };
    const parsed = registered.definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`).join('; ');
      return { status: 'failed', error: `The payload does not match the ${job.type} job's schema: ${issues}` };
    }
    try {
      await registered.handle(parsed.data, this.context(job, state));
      return state.reason === 'cancelled' ? { status: 'cancelled' } : { status: 'completed' };
    } catch (error) {
      if (state.reason === 'cancelled') return { status: 'cancelled' };
      if (state.reason === 'shutdown') return { status: 'released' };
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'failed without a message';
      if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) return { status: 'failed', error: message };
      const delaySeconds = (registered.definition.retryDelay ?? retryDelaySeconds)(job.attempts);
      return { status: 'retry', error: message, delaySeconds };
    }
  }

  private context(job: ClaimedJob, state: Running): JobContext {
    let lastWrite = 0;
    return {
      job: { id: job.id, type: job.type, attempt: job.attempts, maxAttempts: job.max_attempts },
      signal: state.controller.signal,
      progress: async (done, total = null, message = null) => {
        const final = total !== null && done >= total;
        if (!final && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = Date.now();
        const cancel = await recordProgress(this.options.db, this.workerId, job.id, {
          done,
          total,
          message: message?.slice(0, 500) ?? null,
        });
        if (cancel === null) this.abort(job.id, 'lease-lost');
        else if (cancel) this.abort(job.id, 'cancelled');
      },
    };
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.beat(), (this.leaseSeconds * 1000) / 3);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async beat(): Promise<void> {
    const ids = [...this.running.keys()];
    try {
      const held = new Map((await renewLeases(this.options.db, this.workerId, ids, this.leaseSeconds)).map((row) => [row.id, row]));
      for (const id of ids) {
        const row = held.get(id);
        if (!row) this.abort(id, 'lease-lost');
        else if (row.cancel_requested) this.abort(id, 'cancelled');
      }
    } catch (error) {
      // The next beat tries again; a lease only runs out after three missed beats.
      this.options.logger.error('job leases could not be renewed', { error });
    }
  }
}
