/**
 * The main thread's side of archive-worker.ts (docs/decisions/073). A write: one request at a
 * time, each answered before the next is sent, so at most one chunk is in flight and memory
 * stays flat whatever the archive's size.
 *
 *   files [{ name, size, path }]        the worker reads the files itself (spooled tables, local media),
 *                                       a batch per request (docs/decisions/086)
 *   begin { name, size }, chunk*, end   bytes the main thread streams in (media of an object store)
 *   finish { name, manifest }           the last entry; every byte is written (to the page cache)
 *   sync                                the archive is flushed to disk (fsync) and closed
 *
 * A verify reads a whole archive back (read-archive.ts) and answers with its manifest.
 * Both run with Node's own type stripping, without tsx (starting tsx in a worker took seconds
 * on a loaded machine): what they import must stay free of TypeScript-only syntax (enums,
 * parameter properties), which the archive-worker test would show (docs/decisions/080).
 */
import { Worker } from 'node:worker_threads';
import type { ArchiveKeys } from './encryption.ts';
import { BackupError, type Manifest } from './format.ts';
import { WrittenSoFar } from './written-so-far.ts';

/** nice: the worker thread's nice value on Linux, 0 (as the server) to 19 (only what the server leaves). */
export type ArchiveWorkerData =
  | { kind: 'write'; partial: string; gzip: boolean; keys?: ArchiveKeys; nice: number }
  | { kind: 'verify'; file: string; passphrase?: string; nice: number };

export type ArchiveRequest =
  | { type: 'files'; files: ArchiveFile[] }
  | { type: 'begin'; name: string; size: number }
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'end' }
  | { type: 'finish'; name: string; manifest: Uint8Array }
  | { type: 'sync' };

/** A file for the worker to read itself; `missingOk`: gone since it was listed is not an error. */
export interface ArchiveFile {
  name: string;
  size: number;
  path: string;
  missingOk: boolean;
}

export type ArchiveReply =
  | { type: 'ack' }
  | { type: 'entry'; sha256: string }
  /** One per file asked for, in order: its SHA-256, or null when it was gone (and could be). */
  | { type: 'entries'; sha256: Array<string | null> }
  | { type: 'finished'; bytes: number }
  | { type: 'synced' }
  /** Not an answer: sent as each write of the archive completes, with the bytes now in its file. */
  | { type: 'written'; bytes: number }
  | { type: 'verified'; manifest: Manifest }
  | { type: 'failed'; name: string; code?: string; message: string };

const WORKER_URL = new URL('./archive-worker.ts', import.meta.url);

class ArchiveThread {
  private readonly worker: Worker;
  private waiting: { resolve(reply: ArchiveReply): void; reject(error: Error): void } | null = null;
  private ended: Error | null = null;
  /** Told of every `written` report (a writer's read-back follows them). */
  onWritten: ((bytes: number) => void) | null = null;
  onStop: ((error: Error) => void) | null = null;

  constructor(data: ArchiveWorkerData) {
    this.worker = new Worker(WORKER_URL, { workerData: data });
    this.worker.on('message', (reply: ArchiveReply) => this.settle(reply));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`the archive worker stopped (exit code ${code})`)));
  }

  /** The worker's next answer (the first one without a request, for a verify). */
  next(): Promise<ArchiveReply> {
    if (this.ended) return Promise.reject(this.ended);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  ask(request: ArchiveRequest, transfer?: ArrayBuffer[]): Promise<ArchiveReply> {
    const answer = this.next();
    if (!this.ended) this.worker.postMessage(request, transfer);
    return answer;
  }

  async close(): Promise<void> {
    this.ended ??= new Error('the archive worker was closed');
    this.onStop?.(this.ended);
    await this.worker.terminate();
  }

  private settle(reply: ArchiveReply): void {
    if (reply.type === 'written') {
      this.onWritten?.(reply.bytes);
      return;
    }
    const waiting = this.waiting;
    this.waiting = null;
    if (reply.type === 'failed') {
      const error =
        reply.name === 'BackupError' ? new BackupError(reply.code as BackupError['code'], reply.message) : new Error(reply.message);
      if (reply.code && reply.name !== 'BackupError') Object.assign(error, { code: reply.code });
      this.stop(error);
      waiting?.reject(error);
      return;
    }
    waiting?.resolve(reply);
  }

  private stop(error: Error): void {
    this.ended ??= error;
    this.onStop?.(this.ended);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(this.ended);
  }
}

/** Writes a new archive at `partial` on the worker; every method waits for the worker's answer. */
export class ArchiveWriter {
  private readonly thread: ArchiveThread;
  /**
   * How much of the archive is in its file, as the worker reports it: a read-back can follow
   * the writing (docs/decisions/100). Failed when the worker fails or is closed.
   */
  readonly written = new WrittenSoFar();

  /** `keys`: an encrypted archive's (deriveArchiveKeys), derived in the thread that reads it back. */
  constructor(options: { partial: string; gzip: boolean; keys?: ArchiveKeys; nice: number }) {
    this.thread = new ArchiveThread({ kind: 'write', ...options });
    this.thread.onWritten = (bytes) => this.written.advance(bytes);
    this.thread.onStop = (error) => this.written.fail(error);
  }

  /**
   * Files the worker reads itself, in one request (one round trip for many small files);
   * resolves with the SHA-256 of each, or null for one that no longer exists and was `missingOk`.
   */
  async files(files: ArchiveFile[]): Promise<Array<string | null>> {
    const reply = await this.thread.ask({ type: 'files', files });
    if (reply.type !== 'entries' || reply.sha256.length !== files.length)
      throw new Error(`unexpected answer from the archive worker: ${reply.type}`);
    return reply.sha256;
  }

  /** An entry streamed from this thread, one chunk at a time. Resolves with its SHA-256. */
  async stream(name: string, size: number, body: AsyncIterable<Buffer>, signal?: AbortSignal): Promise<string> {
    await this.thread.ask({ type: 'begin', name, size });
    for await (const chunk of body) {
      if (signal?.aborted) throw new BackupError('aborted', 'The backup was cancelled.');
      // A copy the worker owns: the chunk may be a view into a pooled buffer.
      const data = new Uint8Array(chunk);
      await this.thread.ask({ type: 'chunk', data }, [data.buffer as ArrayBuffer]);
    }
    const reply = await this.thread.ask({ type: 'end' });
    return reply.type === 'entry' ? reply.sha256 : '';
  }

  /**
   * Writes the manifest as the last entry, then flushes the archive to disk; resolves with its
   * size. `whileSyncing` runs once every byte is written, during the flush (the read-back of a
   * command: docs/decisions/098); a failure of either rejects, after both ended.
   */
  async finish(name: string, manifest: Buffer, whileSyncing?: () => Promise<void>): Promise<number> {
    const data = new Uint8Array(manifest);
    const reply = await this.thread.ask({ type: 'finish', name, manifest: data }, [data.buffer as ArrayBuffer]);
    if (reply.type === 'finished') this.written.end(reply.bytes);
    const [synced, alongside] = await Promise.allSettled([this.thread.ask({ type: 'sync' }), whileSyncing?.()]);
    if (synced.status === 'rejected') throw synced.reason;
    if (alongside.status === 'rejected') throw alongside.reason;
    await this.thread.close();
    return reply.type === 'finished' ? reply.bytes : 0;
  }

  /** Stops the worker (after a failure or a cancel); its file is the caller's to remove. */
  close(): Promise<void> {
    return this.thread.close();
  }
}

/** Reads an archive back whole against its manifest (readArchive) on the worker; resolves with the manifest. */
export async function verifyOffThread(
  file: string,
  options: { passphrase?: string; signal?: AbortSignal; nice?: number } = {},
): Promise<Manifest> {
  const thread = new ArchiveThread({ kind: 'verify', file, passphrase: options.passphrase, nice: options.nice ?? 0 });
  const onAbort = () => void thread.close();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const reply = await thread.next();
    if (reply.type !== 'verified') throw new Error(`unexpected answer from the archive worker: ${reply.type}`);
    return reply.manifest;
  } catch (error) {
    if (options.signal?.aborted) throw new BackupError('aborted', 'Cancelled.');
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await thread.close();
  }
}
