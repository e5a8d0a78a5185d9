/**
 * Which errors mean "the database is not there" (answered 503 database_unavailable) and which
 * are a failed query (a 500, a bug), with real errors from node-postgres and PGlite. A database
 * closed under a running server is tests/api/site-without-database.test.ts.
 */
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../functions/db/database.ts';
import { isDatabaseUnavailable } from '../../functions/db/unavailable.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

describe('isDatabaseUnavailable', () => {
  it('is true for a PostgreSQL server that refuses the connection, and for a pool already ended', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`, connectionTimeoutMillis: 2000 });
    expect(isDatabaseUnavailable(await errorOf(() => pool.query('SELECT 1')))).toBe(true);
    await pool.end();
    expect(isDatabaseUnavailable(await errorOf(() => pool.query('SELECT 1')))).toBe(true);
  });

  it('is false for a query that fails, and for anything else', async () => {
    const handle = await openDatabase({ memory: true });
    try {
      expect(
        isDatabaseUnavailable(
          await errorOf(() =>
            handle.db
              .selectFrom('no_such_table' as 'articles')
              .select('id')
              .execute(),
          ),
        ),
      ).toBe(false);
    } finally {
      await handle.close();
    }
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  }, 30_000); // PGlite takes seconds to start on a loaded machine.
});
