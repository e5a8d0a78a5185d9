/**
 * The embedded database on its worker thread (functions/db/pglite-client.ts, docs/decisions/071),
 * through the same Kysely dialect the app uses: errors keep PostgreSQL's fields, transactions
 * commit, roll back and hold other statements back, values cross both ways, and a worker that
 * dies fails what waits on it as "database unavailable" instead of hanging.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { PgliteClient, startPgliteWorker } from '../../functions/db/pglite-client.ts';
import { isDatabaseUnavailable } from '../../functions/db/unavailable.ts';
import { isUniqueViolation } from '../../functions/db/unique-violation.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';

interface Tables {
  items: { id: number; name: string; data: Uint8Array | null; at: Date | null; doc: unknown; big: number | null };
}

async function errorOf(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the work to fail');
}

let handle: DatabaseHandle;
let db: Kysely<Tables>;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  db = handle.db as unknown as Kysely<Tables>;
  await handle.withConnection((query) =>
    query('CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL UNIQUE, data bytea, at timestamptz, doc jsonb, big int8)'),
  );
}, 60_000); // PGlite takes seconds to start on a loaded machine.

afterAll(() => handle?.close());

describe('the PGlite worker client', () => {
  it('rebuilds a failed statement as PGlite raised it: code, constraint, table, severity, and the caller in its stack', async () => {
    await db.insertInto('items').values({ id: 1, name: 'one' }).execute();
    const error = await errorOf(() => db.insertInto('items').values({ id: 2, name: 'one' }).execute());
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', table: 'items', severity: 'ERROR' });
    expect(error.message).toMatch(/duplicate key value violates unique constraint/);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(error.stack).toContain('pglite-client.test.ts');
  });

  it('round-trips bytea, dates, JSON, int8 and null both ways', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await db
      .insertInto('items')
      .values({
        id: 10,
        name: 'values',
        data: Buffer.from([0, 1, 254, 255]),
        at,
        doc: JSON.stringify({ a: [1, 'two', null] }),
        big: 2 ** 40,
      })
      .execute();
    const row = await db.selectFrom('items').selectAll().where('id', '=', 10).executeTakeFirstOrThrow();
    expect(row.data).toBeInstanceOf(Uint8Array);
    expect([...row.data!]).toEqual([0, 1, 254, 255]);
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at!.toISOString()).toBe(at.toISOString());
    expect(row.doc).toEqual({ a: [1, 'two', null] });
    // The worker's int8 parser: a number, as on the main thread before.
    expect(row.big).toBe(2 ** 40);
    const { rows } = await sql<{
      n: number;
      missing: null;
    }>`SELECT count(*) AS n, NULL AS missing FROM items WHERE data = ${new Uint8Array([0, 1, 254, 255])}`.execute(db);
    expect(rows).toEqual([{ n: 1, missing: null }]);
  });

  it('builds object rows as PGlite does, from the arrays that cross the thread, and passes array rows as they are', async () => {
    const { rows } = await sql<Record<string, unknown>>`SELECT 1 AS a, 2 AS a, 'x' AS "__proto__", NULL AS "constructor"`.execute(db);
    // A later column of the same name wins (PGlite's Object.fromEntries); __proto__ stays a column, not a prototype.
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toEqual(['a', '__proto__', 'constructor']);
    expect(rows[0]!.a).toBe(2);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(rows[0], '__proto__')?.value).toBe('x');
    const own = await openDatabase({ memory: true });
    try {
      await own.withConnection((query) => query('CREATE TABLE t (id int, at timestamptz); INSERT INTO t VALUES (1, now()), (2, NULL)'));
      const client = new PgliteClient(await own.openPort!());
      const answer = await client.query<unknown[]>('SELECT id, at FROM t ORDER BY id', [], { rowMode: 'array' });
      expect(answer.rows.map((row) => [row[0], row[1] instanceof Date || row[1]])).toEqual([
        [1, true],
        [2, null],
      ]);
      expect(answer.fields.map((field) => field.name)).toEqual(['id', 'at']);
      // exec (several statements, no params) answers object rows, one result per statement.
      const results = await client.exec('SELECT id FROM t WHERE id = 1; SELECT count(*) AS n FROM t');
      expect(results.map((result) => result.rows)).toEqual([[{ id: 1 }], [{ n: 2 }]]);
      await client.close();
    } finally {
      await own.close();
    }
  }, 60_000);

  it('commits a transaction, and rolls one back when its work throws, savepoints included', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 20, name: 'kept' }).execute();
    });
    const thrown = await errorOf(() =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 21, name: 'undone' }).execute();
        throw new Error('changed my mind');
      }),
    );
    expect(thrown.message).toBe('changed my mind');
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 22, name: 'before savepoint' }).execute();
    const saved = await trx.savepoint('s1').execute();
    await saved.insertInto('items').values({ id: 23, name: 'after savepoint' }).execute();
    await saved.rollbackToSavepoint('s1').execute();
    await trx.commit().execute();
    const ids = (await db.selectFrom('items').select('id').where('id', '>=', 20).orderBy('id').execute()).map((row) => row.id);
    expect(ids).toEqual([20, 22]);
  });

  it('reports a failed statement inside a transaction, and the aborted transaction as Kysely expects', async () => {
    const error = await errorOf(() =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 30, name: 'one' }).execute();
      }),
    );
    expect(error).toMatchObject({ code: '23505' });
    // The statements after it in the same transaction fail with 25P02 until it is rolled back.
    const trx = await db.startTransaction().execute();
    await errorOf(() => trx.insertInto('items').values({ id: 31, name: 'one' }).execute());
    expect(await errorOf(() => trx.selectFrom('items').select('id').execute())).toMatchObject({ code: '25P02' });
    await trx.rollback().execute();
    expect(await db.selectFrom('items').select('id').where('id', 'in', [30, 31]).execute()).toEqual([]);
  });

  it('holds statements from outside a transaction until it ends, and then they see its writes', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 40, name: 'in transaction' }).execute();
    let outsideDone = false;
    const outside = db
      .selectFrom('items')
      .select('id')
      .where('id', '=', 40)
      .execute()
      .finally(() => (outsideDone = true));
    // Sent after the outside statement, answered before it: the outside one waits for the transaction.
    await trx.selectFrom('items').select('id').execute();
    await trx.insertInto('items').values({ id: 41, name: 'still in transaction' }).execute();
    expect(outsideDone).toBe(false);
    await trx.commit().execute();
    expect(await outside).toEqual([{ id: 40 }]);
  });

  it("gives the event loop a turn between statements (what the importer's yielding plugin used to do)", async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting request'));
    for (let n = 1; n <= 3; n += 1) {
      await sql`SELECT ${n}::int AS n`.execute(db);
      order.push(`statement ${n}`);
    }
    // On PGlite in this thread it came last: the answers settled as microtasks, one chain.
    expect(order.indexOf('waiting request')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('waiting request')).toBeLessThan(3);
  });

  it('serves another client over a port, whose abandoned transaction is rolled back when its port closes', async () => {
    const other = new PgliteClient(await handle.openPort!());
    const otherDb = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: other }) });
    expect(await otherDb.selectFrom('items').select('id').where('id', '=', 1).execute()).toEqual([{ id: 1 }]);
    const trx = await otherDb.startTransaction().execute();
    await trx.insertInto('items').values({ id: 50, name: 'abandoned' }).execute();
    // The thread that held it goes away without a commit or rollback.
    await other.close();
    expect(await db.selectFrom('items').select('id').where('id', '=', 50).execute()).toEqual([]);
  });
});

describe('a PGlite worker that stops', () => {
  it('fails the waiting statement and every later one as "database unavailable", and closing the handle still ends', async () => {
    const worker = startPgliteWorker({});
    const client = new PgliteClient(worker);
    await client.waitReady;
    const killed = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: client }) });
    await sql`SELECT 1`.execute(killed);
    const waiting = errorOf(() => sql`SELECT pg_sleep(30)`.execute(killed));
    await worker.terminate();
    const error = await waiting;
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(() => sql`SELECT 1`.execute(killed)))).toBe(true);
    await killed.destroy();
    await client.close();
  }, 60_000);

  it('ends an open transaction when the handle closes, and a closed handle answers "database unavailable"', async () => {
    const own = await openDatabase({ memory: true });
    const trx = await own.db.startTransaction().execute();
    await sql`SELECT 1`.execute(trx);
    // Never committed: closing rolls it back rather than waiting for it.
    await own.close();
    expect(isDatabaseUnavailable(await errorOf(() => sql`SELECT 1`.execute(own.db)))).toBe(true);
  }, 60_000);
});

describe('a client over openPort when the worker restarts', () => {
  it('fails what waited and what comes before the new worker as "database unavailable", then follows the new worker', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-port-restart-'));
    const workers: Worker[] = [];
    const logger = createMemoryLogger();
    const own = await openDatabase({ dataDir }, { logger, delayMs: 20, onWorker: (worker) => workers.push(worker) });
    try {
      await own.withConnection((query) => query('CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL)'));
      // As another thread would: a client of its own over the port.
      const remote = new PgliteClient(await own.openPort!());
      const remoteDb = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: remote }) });
      await remoteDb.insertInto('items').values({ id: 1, name: 'committed' }).execute();
      const trx = await remoteDb.startTransaction().execute();
      await trx.insertInto('items').values({ id: 2, name: 'uncommitted' }).execute();
      const restarted = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (logger.entries.some((entry) => entry.msg === 'database worker restarted')) resolve(clearInterval(timer));
        }, 10);
      });
      // Kysely holds PGlite's one connection for the transaction: the statement that waits runs in it.
      const sleeping = errorOf(() => sql`SELECT pg_sleep(30)`.execute(trx));
      await workers[0]!.terminate();

      expect(isDatabaseUnavailable(await sleeping)).toBe(true);
      // The transaction died with its worker: its next statement fails as unavailable, its rollback has nothing to undo.
      expect(isDatabaseUnavailable(await errorOf(() => trx.selectFrom('items').select('id').execute()))).toBe(true);
      await trx.rollback().execute();
      await restarted;
      // Until the owner's new worker has sent its port, each call fails at once as unavailable (503);
      // then the next one reaches the new worker, without a new port asked for by this side.
      const deadline = Date.now() + 30_000;
      let rows: unknown;
      while (rows === undefined) {
        try {
          rows = await remoteDb.selectFrom('items').select(['id', 'name']).execute();
        } catch (error) {
          expect(isDatabaseUnavailable(error)).toBe(true);
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      expect(rows).toEqual([{ id: 1, name: 'committed' }]);
      // Its write is gone.
      expect(
        await own.db
          .selectFrom('items' as never)
          .select('id' as never)
          .execute(),
      ).toEqual([{ id: 1 }]);
      // And it keeps working: a write through the port is seen by the owner.
      await remoteDb.insertInto('items').values({ id: 3, name: 'after' }).execute();
      expect(
        await own.db
          .selectFrom('items' as never)
          .select('id' as never)
          .orderBy('id' as never)
          .execute(),
      ).toEqual([{ id: 1 }, { id: 3 }]);

      // The owner closes the database: the port's client fails from then on, as unavailable.
      await own.close();
      expect(isDatabaseUnavailable(await errorOf(() => sql`SELECT 1`.execute(remoteDb)))).toBe(true);
      await remoteDb.destroy();
    } finally {
      await own.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
