/**
 * scrypt off the main thread and off libuv's pool, at a lowered CPU priority
 * (docs/decisions/062). The password gate (password-gate.ts) decides how many hashes run at
 * once; the pool gives each a worker thread (started on first use, kept for the next while
 * sign-ins come, ended after a while without one, never keeping the process alive), so a flood
 * of sign-ins leaves the CPU and the file reads to the event loop that serves pages.
 */
import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { ScryptAnswer, ScryptJob } from './scrypt-worker.ts';

/** More than any gate lets run at once (decision 040); beyond it, jobs wait here. */
const MAX_WORKERS = 4;

/**
 * A worker idle this long ends. Each holds its own V8 heap (about 25 MB resident, decision 106)
 * for a hash a sign-in needs now and then; starting one again costs tens of milliseconds beside
 * the hash's hundreds.
 */
const IDLE_MS = 30_000;

interface Pending {
  job: ScryptJob;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

export class ScryptPool {
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly queue: Pending[] = [];
  private started = 0;

  /**
   * `nice`: the workers' nice value on Linux, 0 (as the server) to 19 (only what the server
   * leaves). `idleMs`: how long a worker without a job is kept.
   */
  constructor(
    readonly nice: number,
    private readonly idleMs = IDLE_MS,
  ) {}

  scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { password, salt, keyLength, options }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length) {
      const worker = this.takeIdle() ?? (this.started < MAX_WORKERS ? this.startWorker() : undefined);
      if (!worker) return;
      this.run(worker, this.queue.shift()!);
    }
  }

  private takeIdle(): Worker | undefined {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
    }
    return worker;
  }

  /** Keeps a worker for the next job, and ends it when none comes within idleMs. */
  private park(worker: Worker): void {
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      // Out of the pool before it is told to end, so no job is handed to a worker that is ending.
      const at = this.idle.indexOf(worker);
      if (at < 0) return;
      this.idle.splice(at, 1);
      this.started--;
      void worker.terminate();
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private startWorker(): Worker {
    this.started++;
    const worker = new Worker(new URL('./scrypt-worker.ts', import.meta.url), { workerData: { nice: this.nice } });
    worker.unref();
    // Between jobs nothing listens for a job's answer: a worker that ends then leaves the pool.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) {
        this.idle.splice(at, 1);
        clearTimeout(this.idleTimers.get(worker));
        this.idleTimers.delete(worker);
        this.started--;
      }
    });
    return worker;
  }

  private run(worker: Worker, pending: Pending): void {
    const settle = (answer: ScryptAnswer | Error) => {
      worker.off('message', settle);
      worker.off('error', settle);
      worker.off('exit', onExit);
      if (answer instanceof Error) {
        // A worker that failed is not reused: the next job starts a fresh one.
        this.started--;
        void worker.terminate();
        pending.reject(answer);
      } else {
        this.park(worker);
        if ('error' in answer) pending.reject(new Error(answer.error));
        else pending.resolve(Buffer.from(answer.key));
      }
      this.dispatch();
    };
    const onExit = (code: number) => settle(new Error(`the scrypt worker stopped (exit code ${code})`));
    worker.on('message', settle);
    worker.on('error', settle);
    worker.on('exit', onExit);
    worker.postMessage(pending.job);
  }
}

const pools = new Map<number, ScryptPool>();

/** The process's pool for a nice value (every server in a process with that setting shares it). */
export function scryptPool(nice: number): ScryptPool {
  let pool = pools.get(nice);
  if (!pool) pools.set(nice, (pool = new ScryptPool(nice)));
  return pool;
}
