/**
 * The embedded database on its own thread (docs/decisions/071): this worker owns the PGlite
 * instance, so a statement's time in WASM no longer holds the server's thread, where pages and
 * API requests wait. Clients (pglite-client.ts) talk to it over the worker's own port, or over a
 * MessagePort another thread was given (op 'port'). Runs as plain TypeScript with its types
 * stripped: runtime imports are node: modules and PGlite only.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type {
  PgliteAnswer,
  PgliteFatalMessage,
  PgliteReadyMessage,
  PgliteRequest,
  PgliteWorkerMemory,
  PgliteWorkerOptions,
  SerializedError,
} from './pglite-protocol.ts';

/** Something that carries requests and answers: the worker's parent port or a port given to another thread. */
type Endpoint = Pick<MessagePort, 'postMessage' | 'on'>;

/** An open transaction: its statements run on `tx` until the client commits or rolls back. */
interface OpenTransaction {
  tx: Transaction;
  endpoint: Endpoint;
  finish(commit: boolean): void;
}

/** Rejects a transaction's callback to make PGlite roll it back; never reaches a client. */
const ROLLBACK = Symbol('rollback');

const options = workerData as PgliteWorkerOptions;
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
let pglite: PGlite;

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  // PGlite's DatabaseError keeps PostgreSQL's fields as own properties; the query's options
  // (parsers are functions) and params cannot be cloned and say nothing the caller lacks.
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions' || key === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    fields,
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

function transactionOf(id: number | undefined, endpoint: Endpoint): OpenTransaction | undefined {
  if (id === undefined) return undefined;
  const open = transactions.get(id);
  if (!open || open.endpoint !== endpoint) throw new Error(`no open transaction ${id} (it was committed, rolled back or ended by close)`);
  return open;
}

/** Starts a transaction and answers once it has begun; `ended` settles when it commits or rolls back. */
function begin(endpoint: Endpoint): Promise<{ id: number; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    const ended = pglite
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, { tx, endpoint, finish: (ok) => (ok ? commit() : rollback(ROLLBACK)) });
            resolve({ id, ended });
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // BEGIN itself failed (a closed database): the callback never ran.
    ended.catch(reject);
  });
}

/** The transactions awaiting their commit, by id: commit and rollback answer when PGlite has finished. */
const ending = new Map<number, Promise<void>>();

async function handle(request: PgliteRequest, endpoint: Endpoint): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = transactionOf(request.tx, endpoint)?.tx ?? pglite;
      return on.query(request.sql, request.params, { rowMode: request.rowMode ?? 'object' });
    }
    case 'exec':
      return (transactionOf(request.tx, endpoint)?.tx ?? pglite).exec(request.sql, { rowMode: request.rowMode ?? 'object' });
    case 'begin': {
      const { id, ended } = await begin(endpoint);
      ending.set(id, ended);
      void ended.catch(() => undefined).finally(() => ending.delete(id));
      return id;
    }
    case 'commit':
    case 'rollback': {
      const open = transactionOf(request.tx, endpoint);
      const ended = ending.get(request.tx);
      open?.finish(request.op === 'commit');
      // A rollback answers once PGlite has run it, and never fails: there is nothing left to undo.
      if (request.op === 'rollback') await ended?.catch(() => undefined);
      else await ended;
      return undefined;
    }
    case 'dump':
      return pglite.dumpDataDir('none');
    case 'port':
      listen(request.port);
      return undefined;
    case 'memory': {
      const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      return {
        heapUsed,
        heapTotal,
        external,
        arrayBuffers,
        wasmBytes: pglite.Module.wasmMemory.buffer.byteLength,
      } satisfies PgliteWorkerMemory;
    }
    case 'close':
      await closeDatabase();
      return undefined;
  }
}

/** Rolls back every open transaction (an abandoned one must not hold the database), then closes it: its files are written. */
async function closeDatabase(): Promise<void> {
  for (const open of transactions.values()) open.finish(false);
  await Promise.all([...ending.values()].map((ended) => ended.catch(() => undefined)));
  if (!pglite.closed) await pglite.close();
}

/**
 * A WebAssembly abort (Emscripten's abort(), a trap, memory out of bounds) leaves PGlite's memory
 * in no known state: every later statement would fail or, worse, answer from it. The thread ends
 * instead; its client fails what was pending as "database unavailable" and starts a new worker on
 * the same data folder, which recovers from its write-ahead log (docs/decisions/082).
 */
function exitIfFatal(error: unknown): void {
  if (!(error instanceof WebAssembly.RuntimeError)) return;
  parentPort!.postMessage({ fatal: serializeError(error) } satisfies PgliteFatalMessage);
  process.exit(70);
}

function listen(endpoint: Endpoint): void {
  endpoint.on('message', (request: PgliteRequest) => {
    handle(request, endpoint).then(
      (value) => endpoint.postMessage({ id: request.id, ok: true, value } satisfies PgliteAnswer),
      (error: unknown) => {
        exitIfFatal(error);
        endpoint.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies PgliteAnswer);
      },
    );
  });
  // A thread that went away leaves no transaction open behind it.
  endpoint.on('close', () => {
    for (const open of transactions.values()) if (open.endpoint === endpoint) open.finish(false);
  });
}

/** Settings on the command line win over the data folder's postgresql.conf. */
function startParams(): string[] | undefined {
  const settings = { ...options.settings, ...(options.sharedBuffers ? { shared_buffers: options.sharedBuffers } : {}) };
  const entries = Object.entries(settings);
  if (!entries.length) return undefined;
  return [...PGlite.defaultStartParams, ...entries.flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

try {
  const params = startParams();
  pglite = await PGlite.create(options.dataDir, {
    loadDataDir: options.snapshot,
    ...(params ? { startParams: params } : {}),
    ...(options.initialMemory ? { initialMemory: options.initialMemory } : {}),
    // The contrib extensions the migrations create (Debian's and managed PostgreSQL ship them).
    extensions: { unaccent, pg_trgm },
    // int8 (count(*), bigint columns) as a JS number: every count and size here fits.
    parsers: { 20: (value: string) => Number.parseInt(value, 10) },
  });
  listen(parentPort!);
  parentPort!.postMessage({ ready: true } satisfies PgliteReadyMessage);
} catch (error) {
  parentPort!.postMessage({ ready: false, error: serializeError(error) } satisfies PgliteReadyMessage);
}
