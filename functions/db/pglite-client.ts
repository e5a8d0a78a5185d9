/**
 * The embedded database as another thread sees it (docs/decisions/071): a client of the worker
 * that owns PGlite (pglite-worker.ts), with exactly what Kysely's PGliteDialect uses (query,
 * transaction, close, closed, ready, waitReady) and what DatabaseHandle adds (exec, dumpDataDir,
 * openPort). Values cross by structured clone both ways (Date, Uint8Array, objects, bigint);
 * a Buffer arrives as a Uint8Array, which is what PGlite answers bytea with anyway.
 */
import { Worker, MessageChannel, type MessagePort } from 'node:worker_threads';
import type {
  PgliteAnswer,
  PgliteFatalMessage,
  PgliteReadyMessage,
  PgliteRequest,
  PgliteWorkerMemory,
  PgliteWorkerOptions,
  RowMode,
  SerializedError,
} from './pglite-protocol.ts';

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
  return new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: options,
    name: 'pglite',
    ...(options.youngGenerationMb ? { resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb } } : {}),
  });
}

/** What a client that owns its worker does when the worker dies (docs/decisions/082). */
export interface WorkerRestartPolicy {
  /** A new worker on the same data (a data folder: PGlite recovers from its write-ahead log). */
  start(): Worker;
  /** More deaths than this within `windowMs` and the client gives up (event 'gave-up'). */
  maxRestarts: number;
  windowMs: number;
  /** The wait before a restart: `delayMs` after the first death in the window, doubled after each further one, at most `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  onEvent(event: WorkerEvent): void;
}

export type WorkerEvent =
  /** The worker died (or a new one failed to start); another starts after `restartInMs`. */
  | { type: 'died'; reason: string; deathsInWindow: number; restartInMs: number }
  /** A new worker answers; `tookMs` from the death it follows (back-off included). */
  | { type: 'restarted'; tookMs: number; deathsInWindow: number }
  /** Too many deaths in the window: the client stays closed, every statement fails as "database unavailable". */
  | { type: 'gave-up'; reason: string; deathsInWindow: number; windowMs: number };

export class PgliteClient {
  readonly waitReady: Promise<void>;
  ready = false;
  closed = false;
  /** The worker, or (a client over openPort) the port to the current worker: none until the first arrives. */
  private endpoint: Worker | MessagePort | undefined;
  /** A client over openPort: the port its owner sends each new worker's port on (docs/decisions/088). */
  private readonly control: MessagePort | undefined;
  /** An owner: the control ports of the clients it opened in other threads, each given a port to every new worker. */
  private readonly remotes = new Set<MessagePort>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private gone: Error | undefined;
  /** Counts the workers this client has had: a transaction begun on an earlier one died with it. */
  private generation = 0;
  /** A worker being started after a death, until it answers. */
  private starting: Worker | undefined;
  /** When each worker died, within the restart policy's window. */
  private deaths: number[] = [];

  /**
   * `endpoint`: the worker itself (this client owns it: close() closes the database and ends the
   * thread), or a port from another client's openPort() (close() closes the port only; the client
   * follows the owner's worker across restarts).
   * `restart`: an owner starts a new worker when its worker dies; without it (an in-memory
   * database, whose data died with the thread) every later statement fails as before.
   */
  constructor(
    endpoint: Worker | MessagePort,
    private readonly restart?: WorkerRestartPolicy,
  ) {
    if (endpoint instanceof Worker) {
      this.endpoint = endpoint;
      this.waitReady = this.attach(endpoint);
    } else {
      this.control = endpoint;
      this.waitReady = this.follow(endpoint);
    }
    // Starting keeps the process alive, then only a request in flight does (see send()).
    void this.waitReady
      .then(
        () => (this.ready = true),
        () => undefined,
      )
      .finally(() => {
        if (this.pending.size === 0) this.endpoint?.unref();
      });
  }

  /**
   * A client over openPort: its owner sends a port to the worker now and one to each worker
   * started after a death. Between a death and the next port every statement fails at once as
   * "database unavailable" (503); the first after the new port reaches the new worker. The control
   * port closing means the owner closed the database: the client is closed for good.
   */
  private follow(control: MessagePort): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      control.on('message', (message: { connect: MessagePort }) => {
        const port = message.connect;
        const previous = this.endpoint as MessagePort | undefined;
        if (previous) {
          // The owner saw that worker die: what was sent to it is lost, and its transactions with it.
          this.fail(new DatabaseWorkerGoneError('the database worker was restarted'));
          previous.close();
          this.generation += 1;
        }
        this.endpoint = port;
        this.gone = undefined;
        port.on('message', (answer: PgliteAnswer) => {
          if (port === this.endpoint) this.settle(answer);
        });
        port.on('close', () => {
          if (port === this.endpoint && !this.closed) this.fail(new DatabaseWorkerGoneError('port closed'));
        });
        if (this.pending.size === 0) port.unref();
        // Waiting for the first port kept the thread alive; from here only a request in flight does.
        control.unref();
        resolve();
      });
      control.on('close', () => {
        reject(new DatabaseWorkerGoneError('the database was closed'));
        this.closed = true;
        (this.endpoint as MessagePort | undefined)?.close();
        this.fail(new DatabaseWorkerGoneError('the database was closed'));
      });
    });
  }

  /** Listens to a worker of this client's; resolves when its database is open. */
  private attach(worker: Worker): Promise<void> {
    let reason: string | undefined;
    let opened = false;
    const current = () => worker === this.endpoint;
    // The pending requests fail at once, and every later one: a request never waits on a dead thread.
    worker.on('error', (error: Error) => {
      reason ??= error.message;
      if (current()) this.fail(new DatabaseWorkerGoneError(error.message));
    });
    // Only a worker that had opened the database is restarted: one that could not open it failed
    // waitReady, and its opener decides (openDatabase throws).
    worker.on('exit', (code: number) => {
      if (!current()) return;
      if (opened) this.died(reason ?? `exit code ${code}`);
      else this.fail(new DatabaseWorkerGoneError(reason ?? `exit code ${code}`));
    });
    return new Promise<void>((resolve, reject) => {
      worker.once('message', (message: PgliteReadyMessage) => {
        opened = message.ready;
        if (message.ready) resolve();
        else reject(rebuildError(message.error, new Error()));
        worker.on('message', (answer: PgliteAnswer | PgliteFatalMessage) => {
          if ('fatal' in answer) reason ??= `${answer.fatal.name}: ${answer.fatal.message}`;
          else if (current()) this.settle(answer);
        });
      });
      worker.once('exit', (code: number) => reject(new DatabaseWorkerGoneError(reason ?? `exit code ${code}`)));
    });
  }

  /** The current worker is gone: what waited on it fails (503), its transactions with it; then, with a policy, a new one starts. */
  private died(reason: string): void {
    this.fail(new DatabaseWorkerGoneError(reason));
    if (!this.restart || this.closed) {
      this.closed = true;
      return;
    }
    void this.recover(reason, performance.now());
  }

  private async recover(reason: string, diedAt: number): Promise<void> {
    const policy = this.restart!;
    for (let last = reason; ;) {
      const now = Date.now();
      this.deaths = [...this.deaths.filter((at) => now - at < policy.windowMs), now];
      const deathsInWindow = this.deaths.length;
      if (deathsInWindow > policy.maxRestarts) {
        this.closed = true;
        policy.onEvent({ type: 'gave-up', reason: last, deathsInWindow, windowMs: policy.windowMs });
        return;
      }
      const restartInMs = Math.min(policy.maxDelayMs, policy.delayMs * 2 ** (deathsInWindow - 1));
      policy.onEvent({ type: 'died', reason: last, deathsInWindow, restartInMs });
      // Nothing waits on the restart but the restart: a script that is otherwise done still exits.
      await new Promise((resolve) => setTimeout(resolve, restartInMs).unref());
      if (this.closed) return;
      let worker: Worker | undefined;
      try {
        worker = policy.start();
        this.starting = worker;
        await this.attach(worker);
      } catch (error) {
        await worker?.terminate();
        if (this.closed) return;
        last = error instanceof Error ? error.message : String(error);
        continue;
      } finally {
        this.starting = undefined;
      }
      if (this.closed) {
        await worker.terminate();
        return;
      }
      this.endpoint = worker;
      this.generation += 1;
      this.gone = undefined;
      if (this.pending.size === 0) worker.unref();
      // The clients in other threads get a port to the new worker.
      for (const control of this.remotes) void this.connect(control);
      policy.onEvent({ type: 'restarted', tookMs: performance.now() - diedAt, deathsInWindow });
      return;
    }
  }

  query<T>(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResults<T>> {
    return this.rows(this.request({ op: 'query', sql, params, rowMode: 'array' }), options?.rowMode) as Promise<QueryResults<T>>;
  }

  /** Several statements in one string (no params), as PGlite's exec: one result each. */
  async exec(sql: string): Promise<QueryResults[]> {
    const results = (await this.request({ op: 'exec', sql, rowMode: 'array' })) as Array<QueryResults<unknown[]>>;
    return results.map((result) => ({ ...result, rows: objectRows(result.rows, result.fields) }));
  }

  /**
   * Rows cross from the worker as arrays beside the result's field names, and become objects
   * here when the caller asked for objects (PGlite's default, and Kysely's): a structured clone
   * of 100 objects costs several times one of 100 arrays, each object carrying every column's
   * name again (docs/decisions/082).
   */
  private async rows(answer: Promise<unknown>, rowMode: RowMode | undefined): Promise<QueryResults<unknown>> {
    const result = (await answer) as QueryResults<unknown[]>;
    if (rowMode === 'array') return result;
    return { ...result, rows: objectRows(result.rows, result.fields) };
  }

  /**
   * `work` runs inside one transaction on the worker: its statements go to it, every other waits
   * (PGlite runs one at a time). It commits when `work` resolves and rolls back when it throws.
   * A worker that dies takes the transaction with it (PostgreSQL rolls back what a crash
   * interrupted): its later statements and its commit fail as "database unavailable", and they
   * never reach the worker started after it.
   */
  async transaction<T>(work: (tx: ClientTransaction) => Promise<T>): Promise<T> {
    const id = (await this.request({ op: 'begin' })) as number;
    const generation = this.generation;
    const lost = () =>
      generation !== this.generation
        ? Promise.reject(this.gone ?? new DatabaseWorkerGoneError('the transaction ended with the worker it began on'))
        : undefined;
    let ended = false;
    const tx: ClientTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: { rowMode?: RowMode }) =>
        (lost() ?? this.rows(this.request({ op: 'query', sql, params, rowMode: 'array', tx: id }), options?.rowMode)) as Promise<
          QueryResults<R>
        >,
      rollback: async () => {
        ended = true;
        // Rolled back by the crash: nothing to undo.
        if (generation === this.generation) await this.request({ op: 'rollback', tx: id });
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!ended && generation === this.generation) await this.request({ op: 'rollback', tx: id }).catch(() => undefined);
      throw error;
    }
    if (!ended) await (lost() ?? this.request({ op: 'commit', tx: id }));
    return result;
  }

  /** What the worker thread holds (its JS heap, PGlite's WebAssembly memory): the memory probe and the bench read it. */
  async memory(): Promise<PgliteWorkerMemory> {
    return (await this.request({ op: 'memory' })) as PgliteWorkerMemory;
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.request({ op: 'dump' })) as Blob;
  }

  /**
   * A port another thread can wrap in its own PgliteClient: the same database, its own requests
   * and transactions, straight to the worker. It is a control port: this client sends on it a port
   * to the current worker, and one to each worker it starts after a death, so the other thread's
   * client follows the restarts (docs/decisions/082, 088). Closing this client closes it.
   */
  async openPort(): Promise<MessagePort> {
    const { port1: theirs, port2: ours } = new MessageChannel();
    await this.connect(ours);
    this.remotes.add(ours);
    ours.on('close', () => this.remotes.delete(ours));
    ours.unref();
    return theirs;
  }

  /** Sends a port to the current worker on a client's control port. */
  private async connect(control: MessagePort): Promise<void> {
    const { port1, port2 } = new MessageChannel();
    try {
      await this.request({ op: 'port', port: port2 }, [port2]);
    } catch {
      // The worker died meanwhile: the next restart sends another.
      port1.close();
      return;
    }
    control.postMessage({ connect: port1 }, [port1]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.endpoint instanceof Worker) {
      // PGlite closes in the worker (open transactions rolled back, files written), then the thread ends.
      if (!this.gone) await this.send({ op: 'close' }).catch(() => undefined);
      await this.endpoint.terminate();
      // A worker starting after a death: the restart sees `closed` and stops there.
      await this.starting?.terminate();
    } else {
      this.endpoint?.close();
      this.control?.close();
    }
    for (const control of this.remotes) control.close();
    this.fail(new Error('PGlite is closed'));
  }

  private request(body: RequestBody, transfer?: Array<MessagePort>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    return this.send(body, transfer);
  }

  private send(body: RequestBody, transfer?: Array<MessagePort>): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const endpoint = this.endpoint;
    // A client over openPort whose first port has not arrived yet.
    if (!endpoint) return this.waitReady.then(() => this.send(body, transfer));
    const id = this.nextId++;
    const caller = new Error();
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) endpoint.ref();
      this.pending.set(id, { resolve, reject, caller });
      endpoint.postMessage({ ...body, id } as PgliteRequest, transfer);
    });
  }

  private settle(answer: PgliteAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.endpoint?.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuildError(answer.error, pending.caller));
  }

  /** Fails every pending request and every later one until a new worker answers (or for good, when there is none). */
  private fail(error: Error): void {
    this.gone ??= error;
    // An owner without a restart policy is done; one with it, or a client over openPort, waits for the next worker.
    if (!this.restart && !this.control) this.closed = true;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/** PGlite's object rows (as its Object.fromEntries makes them: a later column of the same name wins). */
function objectRows(rows: unknown[][], fields: QueryResults['fields']): Array<Record<string, unknown>> {
  const names = fields.map((field) => field.name);
  // A column named __proto__ would set the prototype by assignment: the slower way keeps it a column.
  if (names.includes('__proto__')) return rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i]])));
  return rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i]!] = row[i];
    return object;
  });
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
