/**
 * Opens the database: PGlite files in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set. Both speak the same SQL, run the same migrations and sit behind the same Kysely type.
 */
import path from 'node:path';
import type { MessagePort, Worker } from 'node:worker_threads';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createLogger, type Logger } from '../lib/logger.ts';
import { PgliteClient, startPgliteWorker, type WorkerEvent, type WorkerRestartPolicy } from './pglite-client.ts';
import type { PgliteWorkerMemory, PgliteWorkerOptions } from './pglite-protocol.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Raw SQL on one connection; a script without params may hold several statements. */
export type RawQuery = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Runs `work` on a single connection (for scripts such as migrations). */
  withConnection<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /** PGlite only: its whole data folder as a tarball, to start another database from it. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: a port to the database's worker thread, for another thread to wrap in its own
   * PgliteClient (functions/db/pglite-client.ts): same database, its own queries and transactions.
   * The client follows the worker across restarts: between a death and the new worker its calls
   * fail as "database unavailable" (docs/decisions/088).
   */
  openPort?(): Promise<MessagePort>;
  /** PGlite only: what its worker thread holds (JS heap, WebAssembly memory), for the memory probe and benches. */
  workerMemory?(): Promise<PgliteWorkerMemory>;
  close(): Promise<void>;
}

/**
 * The embedded database of a command that goes through it once (backup, restore):
 * - a small buffer cache: 392 → 290 MB peak for a backup (docs/decisions/068);
 * - a small young generation for its worker's JavaScript: a restore hands it every table as
 *   1 MB batches of JSON, and V8's default young generation (three 16 MB semi-spaces) kept up
 *   to about 50 MB of them resident: the restore of 10,000 articles peaked at 338–371 MB with
 *   it, 305–309 MB with 6 MB, in the same time (docs/decisions/103).
 */
export const ONE_PASS = { sharedBuffers: '16MB', youngGenerationMb: 6 } as const;

export type DatabaseLocation =
  | { databaseUrl: string }
  /**
   * sharedBuffers: PostgreSQL's buffer cache for this process (the data folder says 128MB). A
   * command that reads or writes everything once (backup, restore) gains nothing from a large
   * one, and in the embedded database it is memory of this process (docs/decisions/068).
   */
  | {
      dataDir: string;
      sharedBuffers?: string;
      /** Other PostgreSQL settings on the command line (the memory probe, scripts/bench/pglite-memory-probe.ts). */
      settings?: Record<string, string>;
      /** PGlite's starting WebAssembly memory in bytes (its default 128 MiB). */
      initialMemory?: number;
      /** Its worker's young generation in MB (V8's default when unset); ONE_PASS. */
      youngGenerationMb?: number;
    }
  /** In memory: empty, or started from a dumped data folder (the API tests' migrated schema). */
  | { memory: true; snapshot?: Blob };

// int8 (count(*), bigint columns) as a JS number: every count and size here fits.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * What happens when the embedded database's worker dies, for a database in a data folder
 * (docs/decisions/082). An in-memory database is not restarted: its data died with the thread.
 */
export interface WorkerSupervision {
  /** Where each death, restart and the giving up is logged (default: JSON lines, as the server's logger). */
  logger?: Logger;
  /** More deaths than this within `windowMs` and the process exits (default 5 in 60 s). */
  maxRestarts?: number;
  windowMs?: number;
  /** The wait before the first restart in the window (default 250 ms), doubled after each further death, at most `maxDelayMs` (default 8 s). */
  delayMs?: number;
  maxDelayMs?: number;
  /** After the log line, when restarts are given up (default: the process exits with code 70, for its supervisor to start it again). */
  onGiveUp?(): void;
  /** Told each worker started, the first and every restart (the tests that kill it). */
  onWorker?(worker: Worker): void;
}

/** The exit code of a process whose database worker kept dying: EX_SOFTWARE, as the worker's own exit on a WebAssembly abort. */
export const DATABASE_WORKER_EXIT_CODE = 70;

export async function openDatabase(location: DatabaseLocation, supervision: WorkerSupervision = {}): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  if ('dataDir' in location) {
    const { dataDir, ...tuning } = location;
    return openPglite({ dataDir: path.join(dataDir, 'pgdata'), ...tuning }, supervision);
  }
  return openPglite({ snapshot: location.snapshot }, supervision);
}

function restartPolicy(start: () => Worker, supervision: WorkerSupervision): WorkerRestartPolicy {
  const logger = supervision.logger ?? createLogger('info');
  const maxRestarts = supervision.maxRestarts ?? 5;
  return {
    start,
    maxRestarts,
    windowMs: supervision.windowMs ?? 60_000,
    delayMs: supervision.delayMs ?? 250,
    maxDelayMs: supervision.maxDelayMs ?? 8_000,
    onEvent(event: WorkerEvent) {
      if (event.type === 'died') {
        logger.error('database worker died; starting another on the same data folder', {
          reason: event.reason,
          deathsInWindow: event.deathsInWindow,
          restartInMs: event.restartInMs,
        });
      } else if (event.type === 'restarted') {
        logger.warn('database worker restarted', { tookMs: Math.round(event.tookMs), deathsInWindow: event.deathsInWindow });
      } else {
        logger.error(
          `database worker died ${event.deathsInWindow} times in ${Math.round(event.windowMs / 1000)} s; giving up: exiting for the process supervisor to start the server again`,
          { reason: event.reason, exitCode: DATABASE_WORKER_EXIT_CODE },
        );
        if (supervision.onGiveUp) supervision.onGiveUp();
        else process.exit(DATABASE_WORKER_EXIT_CODE);
      }
    },
  };
}

async function openPglite(options: PgliteWorkerOptions, supervision: WorkerSupervision): Promise<DatabaseHandle> {
  const { dataDir } = options;
  // PGlite runs on its own thread (docs/decisions/071): its statements no longer hold the
  // thread that serves pages and API requests.
  const start = () => {
    const worker = startPgliteWorker(options);
    supervision.onWorker?.(worker);
    return worker;
  };
  // In a data folder, a worker that dies is replaced: PGlite recovers from its write-ahead log,
  // as PostgreSQL does after a crash (docs/decisions/082).
  const client = new PgliteClient(start(), dataDir ? restartPolicy(start, supervision) : undefined);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return {
    db,
    kind: 'pglite',
    withConnection: (work) =>
      work(async (text, params) => {
        if (params?.length) return (await client.query<Record<string, unknown>>(text, params)).rows;
        const results = await client.exec(text);
        return results.at(-1)?.rows ?? [];
      }),
    dumpDataDir: () => client.dumpDataDir(),
    openPort: () => client.openPort(),
    workerMemory: () => client.memory(),
    async close() {
      await db.destroy();
      // Kysely closes its PGlite only if it ever ran a query; a handle used through
      // withConnection alone (a migration, a snapshot) must end its worker too.
      await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection can be cut by the server (a restart, a failover, an administrator):
  // the pool drops it and opens another on the next query. Without this listener the error
  // would end the process.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'idle database connection lost', error: error.message })}\n`,
    );
  });
  // A connection in use can be cut as well (between two queries of a transaction, say). Then
  // node-postgres emits the error on the client, where the pool does not listen (it listens to
  // idle ones only), and the process would end. With this listener the client's next query fails
  // instead, and that is answered as the database being unavailable (db/unavailable.ts).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(async (text, params) => {
          const result = await client.query(text, params);
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Array<Record<string, unknown>>;
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
