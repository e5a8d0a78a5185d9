/**
 * Every column that looks like a secret (secret, token, password, API key…) is classified in
 * functions/backups/secrets.ts: left out of archives without a passphrase, or named as safe to
 * keep. A new migration adding such a column fails here until someone decides which.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SECRET_COLUMNS, SECRET_COLUMNS, SECRET_LIKE_NAME, SECRET_TABLES, TRANSIENT_TABLES } from '../../functions/backups/secrets.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('secrets in backups', () => {
  it('every secret-like column of the schema is either left out of plain archives or named as safe', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`.execute(ctx.handle.db);
    const skipped = new Set([...TRANSIENT_TABLES, ...SECRET_TABLES]);
    const unclassified = rows
      .filter((row) => SECRET_LIKE_NAME.test(row.column_name) && !skipped.has(row.table_name))
      .filter(
        (row) =>
          !SECRET_COLUMNS[row.table_name]?.includes(row.column_name) && !NOT_SECRET_COLUMNS[row.table_name]?.includes(row.column_name),
      )
      .map((row) => `${row.table_name}.${row.column_name}`);
    expect(unclassified).toEqual([]);
    expect(rows.some((row) => row.table_name === 'webhook_configs' && row.column_name === 'secret')).toBe(true);
  });
});
