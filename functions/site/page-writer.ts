/**
 * Hands a build's pages to the page-writer thread (page-writer-worker.ts, docs/decisions/091):
 * the file, its hash and its compressed copies are made there, so the main thread renders the
 * next page meanwhile and never waits on libuv's pool for a folder, a file or a compression.
 * One thread per process, started on first use and ended after a while idle; a thread that dies
 * fails the pages it held (the build fails, the live site stays) and the next page starts another.
 */
import { Worker } from 'node:worker_threads';
import type { PageWriteAnswer, PageWriteJob } from './page-writer-worker.ts';

export interface WrittenPage {
  hash: string;
  /** The sizes of its brotli and gzip copies, when written. */
  br?: number;
  gz?: number;
}

export interface PageWriteOptions {
  compress: boolean;
  brotliQuality: number;
  gzipLevel: number;
  nice: number;
}

/** An idle thread ends after this long (its memory goes back; a publish after it starts one in ~30 ms). */
const IDLE_MS = 30_000;

export class PageWriteError extends Error {
  override name = 'PageWriteError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(page: WrittenPage): void;
  reject(error: Error): void;
}

export class PageWriter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  /** Writes `body` to `file` (and its copies) on the writer thread. `body` is handed over: the caller must not use it again. */
  write(file: string, body: Buffer, options: PageWriteOptions): Promise<WrittenPage> {
    const worker = this.started();
    const id = this.nextId++;
    // A buffer that owns its whole memory is moved, not copied; a slice of a shared one is copied.
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
    const bytes = whole ? new Uint8Array(body.buffer, 0, body.byteLength) : new Uint8Array(body);
    const job: PageWriteJob = { id, file, body: bytes, ...options };
    return new Promise<WrittenPage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage(job, [bytes.buffer as ArrayBuffer]);
    });
  }

  /** Ends the thread; pages in its hands fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./page-writer-worker.ts', import.meta.url), { name: 'page-writer' });
    worker.unref();
    worker.on('message', (answer: PageWriteAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if ('error' in answer) pending.reject(new PageWriteError(answer.error, answer.code));
      else {
        // The answer less its job id: the caller merges it into the build's manifest entry.
        const { id: _id, ...page } = answer;
        pending.resolve(page);
      }
      if (this.pending.size === 0 && this.worker === worker) this.whenIdle(worker);
    });
    const died = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      const held = [...this.pending.values()];
      this.pending.clear();
      for (const pending of held) pending.reject(error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new PageWriteError(`the page writer thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private whenIdle(worker: Worker): void {
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.pending.size === 0) void this.close();
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}
