/**
 * The messages between the embedded database's worker thread (pglite-worker.ts) and its clients
 * (pglite-client.ts), docs/decisions/071. Types only: the worker runs as plain TypeScript with
 * its types stripped, so it imports nothing from here at run time.
 */
import type { MessagePort } from 'node:worker_threads';

/** What the worker is started with (workerData). */
export interface PgliteWorkerOptions {
  /** A folder for the data files; none for an in-memory database. */
  dataDir?: string;
  /** An in-memory database started from a dumped data folder. */
  snapshot?: Blob;
  /** PostgreSQL's shared_buffers for this database (database.ts ONE_PASS). */
  sharedBuffers?: string;
  /** Other PostgreSQL settings given on the command line (name → value), as shared_buffers is (the memory probe). */
  settings?: Record<string, string>;
  /** The WebAssembly memory PGlite starts with, in bytes (PGlite's default 128 MiB); it grows from there as needed. */
  initialMemory?: number;
  /** The worker isolate's young generation in MB (V8's default about 48: three 16 MB semi-spaces); database.ts ONE_PASS. */
  youngGenerationMb?: number;
}

/** What the worker thread holds: its own JS heap (V8 isolate) and PGlite's WebAssembly memory. */
export interface PgliteWorkerMemory {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** The size of PGlite's WebAssembly.Memory: grown to its largest use, never given back. */
  wasmBytes: number;
}

export type RowMode = 'array' | 'object';

/** A request from a client; `id` is the client's own, unique among its pending requests. */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: RowMode; tx?: number }
  | { id: number; op: 'exec'; sql: string; rowMode?: RowMode; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit'; tx: number }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'port'; port: MessagePort }
  | { id: number; op: 'memory' }
  | { id: number; op: 'close' };

/** What a failed statement said: the Error's own fields that survive a structured clone. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** PostgreSQL's fields (code, detail, constraint, table, column, severity, …) and any other plain ones. */
  fields: Record<string, string | number | boolean | null>;
  cause?: SerializedError;
}

export type PgliteAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/**
 * Sent by a worker whose PGlite can no longer be used (a WebAssembly abort: a trap, memory out
 * of bounds) just before its thread exits: the reason the client logs for the restart.
 */
export interface PgliteFatalMessage {
  fatal: SerializedError;
}

/** The worker's first message: the database is open, or could not be. */
export type PgliteReadyMessage = { ready: true } | { ready: false; error: SerializedError };
