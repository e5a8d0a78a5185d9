/**
 * The embedded database as another thread sees it (docs/decisions/071): a client of the worker
 * that owns PGlite (pglite-worker.ts), with exactly what Kysely's PGliteDialect uses (query,
 * transaction, close, closed, ready, waitReady) and what DatabaseHandle adds (exec, dumpDataDir,
 * openPort). Values cross by structured clone both ways (Date, Uint8Array, objects, bigint);
 * a Buffer arrives as a Uint8Array, which is what PGlite answers bytea with anyway.
 */
import { Worker, MessageChannel, type MessagePort } from 'node:worker_threads';
import type { PgliteAnswer, PgliteReadyMessage, PgliteRequest, PgliteWorkerOptions, RowMode, SerializedError } from './pglite-protocol.ts';

/** PGlite's answer to one statement, as Kysely reads it. */
export interface QueryResults<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
  blob?: Blob;
}

export interface ClientTransaction {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResults<T>>;
  rollback(): Promise<void>;
}

/** The worker is gone (crashed, ran out of memory, was terminated): what db/unavailable.ts answers 503 for. */
export class DatabaseWorkerGoneError extends Error {
  /** PostgreSQL's crash_shutdown: the database went away under the session. */
  readonly code = '57P02';
  constructor(reason: string) {
    super(`The database worker stopped (${reason}): PGlite is closed`);
    this.name = 'DatabaseWorkerGoneError';
  }
}

type RequestBody = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Where the call was made: the stack a failed statement reports, rather than this file's message handler. */
  caller: Error;
}

export function startPgliteWorker(options: PgliteWorkerOptions): Worker {
  return new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: options, name: 'pglite' });
}

export class PgliteClient {
  readonly waitReady: Promise<void>;
  ready = false;
  closed = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private gone: Error | undefined;

  /**
   * `endpoint`: the worker itself (this client owns it: close() closes the database and ends the
   * thread), or a port from another client's openPort() (close() closes the port only).
   */
  constructor(private readonly endpoint: Worker | MessagePort) {
    const owner = endpoint instanceof Worker;
    this.waitReady = owner
      ? new Promise<void>((resolve, reject) => {
          endpoint.once('message', (message: PgliteReadyMessage) => {
            if (message.ready) resolve();
            else reject(rebuildError(message.error, new Error()));
            endpoint.on('message', (answer: PgliteAnswer) => this.settle(answer));
          });
          endpoint.once('exit', (code) => reject(new DatabaseWorkerGoneError(`exit code ${code}`)));
        })
      : Promise.resolve();
    if (!owner) endpoint.on('message', (answer: PgliteAnswer) => this.settle(answer));
    // Starting keeps the process alive, then only a request in flight does (see send()).
    void this.waitReady
      .then(
        () => (this.ready = true),
        () => undefined,
      )
      .finally(() => {
        if (this.pending.size === 0) endpoint.unref();
      });
    // The pending requests fail at once, and every later one: a request never waits on a dead thread.
    endpoint.on('error', (error: Error) => this.fail(new DatabaseWorkerGoneError(error.message)));
    endpoint.on(owner ? 'exit' : 'close', (code?: number) =>
      this.fail(new DatabaseWorkerGoneError(owner ? `exit code ${code}` : 'port closed')),
    );
  }

  query<T>(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResults<T>> {
    return this.request({ op: 'query', sql, params, rowMode: options?.rowMode }) as Promise<QueryResults<T>>;
  }

  /** Several statements in one string (no params), as PGlite's exec: one result each. */
  exec(sql: string): Promise<QueryResults[]> {
    return this.request({ op: 'exec', sql }) as Promise<QueryResults[]>;
  }

  /**
   * `work` runs inside one transaction on the worker: its statements go to it, every other waits
   * (PGlite runs one at a time). It commits when `work` resolves and rolls back when it throws.
   */
  async transaction<T>(work: (tx: ClientTransaction) => Promise<T>): Promise<T> {
    const id = (await this.request({ op: 'begin' })) as number;
    let ended = false;
    const tx: ClientTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: { rowMode?: RowMode }) =>
        this.request({ op: 'query', sql, params, rowMode: options?.rowMode, tx: id }) as Promise<QueryResults<R>>,
      rollback: async () => {
        ended = true;
        await this.request({ op: 'rollback', tx: id });
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!ended) await this.request({ op: 'rollback', tx: id }).catch(() => undefined);
      throw error;
    }
    if (!ended) await this.request({ op: 'commit', tx: id });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.request({ op: 'dump' })) as Blob;
  }

  /** A port another thread can wrap in its own PgliteClient: the same database, its own requests and transactions. */
  async openPort(): Promise<MessagePort> {
    const { port1, port2 } = new MessageChannel();
    await this.request({ op: 'port', port: port2 }, [port2]);
    return port1;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.endpoint instanceof Worker) {
      // PGlite closes in the worker (open transactions rolled back, files written), then the thread ends.
      if (!this.gone) await this.send({ op: 'close' }).catch(() => undefined);
      await this.endpoint.terminate();
    } else {
      this.endpoint.close();
    }
    this.fail(new Error('PGlite is closed'));
  }

  private request(body: RequestBody, transfer?: Array<MessagePort>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    return this.send(body, transfer);
  }

  private send(body: RequestBody, transfer?: Array<MessagePort>): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    const caller = new Error();
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.endpoint.ref();
      this.pending.set(id, { resolve, reject, caller });
      this.endpoint.postMessage({ ...body, id } as PgliteRequest, transfer);
    });
  }

  private settle(answer: PgliteAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.endpoint.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuildError(answer.error, pending.caller));
  }

  private fail(error: Error): void {
    this.gone ??= error;
    this.closed = true;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/**
 * The worker's error as the caller would have had it from PGlite in its own thread: same name,
 * message and fields (code, detail, constraint, table, column, severity, … read by
 * unique-violation.ts, unavailable.ts, better-auth and Kysely), with the worker's stack followed
 * by the caller's.
 */
function rebuildError(serialized: SerializedError, caller: Error): Error {
  const error = new Error(serialized.message, serialized.cause ? { cause: rebuildError(serialized.cause, caller) } : undefined);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  const callerFrames = caller.stack?.split('\n').slice(1).join('\n') ?? '';
  error.stack = `${serialized.stack ?? `${serialized.name}: ${serialized.message}`}\n    --- in the database worker, called from ---\n${callerFrames}`;
  return error;
}
