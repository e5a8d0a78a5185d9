/**
 * What PGlite on its own thread costs per statement, and what it gives back (docs/decisions/071):
 * N small selects and N single-row inserts through Kysely, on a PGlite in this thread (as the
 * server ran it before) against the worker's client (functions/db/database.ts), side by side in
 * one run. Besides each statement's time, the longest the event loop went without a turn while
 * they ran: a page request waits at least that long.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';

export interface PgliteThreadRow {
  thread: 'main (before)' | 'worker';
  statement: string;
  count: number;
  /** Per statement, awaited one after another. */
  p50Ms: number;
  p95Ms: number;
  totalMs: number;
  /** The event loop's longest stall while the statements ran. */
  maxLoopStallMs: number;
}

interface Items {
  items: { id: number; title: string; body: string; created_at: Date };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The longest time between two turns of the event loop, from start() to stop(). A timer that
 * never fires counts too (PGlite in this thread settles its answers as microtasks, so a chain of
 * statements may give the loop no turn at all: perf_hooks' monitorEventLoopDelay sees nothing then).
 */
function loopStalls(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

async function timed(
  thread: PgliteThreadRow['thread'],
  statement: string,
  count: number,
  run: (i: number) => Promise<unknown>,
): Promise<PgliteThreadRow> {
  const times: number[] = [];
  const stalls = loopStalls();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  const totalMs = performance.now() - started;
  return { thread, statement, count, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), totalMs, maxLoopStallMs: stalls.stop() };
}

async function measure(thread: PgliteThreadRow['thread'], db: Kysely<Items>, count: number): Promise<PgliteThreadRow[]> {
  await sql`CREATE TABLE items (id int PRIMARY KEY, title text NOT NULL, body text NOT NULL, created_at timestamptz NOT NULL)`.execute(db);
  // Warm both paths (plans, the worker's code) before timing.
  for (let i = 0; i < 50; i++) await sql`SELECT 1`.execute(db);
  const body = 'x'.repeat(500);
  const rows: PgliteThreadRow[] = [];
  rows.push(
    await timed(thread, 'insert one row', count, (i) =>
      db
        .insertInto('items')
        .values({ id: i, title: `Title ${i}`, body, created_at: new Date() })
        .execute(),
    ),
  );
  rows.push(await timed(thread, 'select one row by key', count, (i) => db.selectFrom('items').selectAll().where('id', '=', i).execute()));
  rows.push(await timed(thread, 'select 100 rows', Math.ceil(count / 10), () => db.selectFrom('items').selectAll().limit(100).execute()));
  return rows;
}

export async function benchPgliteThread(count: number): Promise<PgliteThreadRow[]> {
  const rows: PgliteThreadRow[] = [];
  // As database.ts opened it before decision 071.
  const pglite = await PGlite.create(undefined, {
    extensions: { unaccent, pg_trgm },
    parsers: { 20: (value: string) => Number.parseInt(value, 10) },
  });
  const mainDb = new Kysely<Items>({ dialect: new PGliteDialect({ pglite }) });
  try {
    rows.push(...(await measure('main (before)', mainDb, count)));
  } finally {
    await mainDb.destroy();
  }
  const handle = await openDatabase({ memory: true });
  try {
    rows.push(...(await measure('worker', handle.db as unknown as Kysely<Items>, count)));
  } finally {
    await handle.close();
  }
  return rows;
}
