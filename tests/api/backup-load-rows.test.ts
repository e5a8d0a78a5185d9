/**
 * A restore's rows: a table's JSON Lines go into the database in batches built as bytes in one
 * reused buffer (functions/backups/load-database.ts, docs/decisions/104). Whatever the archive's
 * chunks cut (a row, a UTF-8 sequence), every row arrives whole and unchanged, across batches,
 * and a row larger than the buffer grows it; a table whose last row has no end is refused.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, type ManifestTable } from '../../functions/backups/format.ts';
import { insertRows } from '../../functions/backups/load-database.ts';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { createTestDatabase } from '../support/test-app.ts';

const table: ManifestTable = {
  name: 'load_probe',
  file: 'database/001-load_probe.ndjson',
  rows: 0,
  columns: [
    { name: 'id', type: 'integer' },
    { name: 'body', type: 'text' },
  ],
};

/** The bytes cut into pieces of `size` (the last one shorter), as a stream of Buffers. */
function inPieces(bytes: Buffer, size: number): Readable {
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return Readable.from(pieces);
}

describe('a restore loading a table', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = database.handle;
    await handle.withConnection((query) => query('CREATE TABLE load_probe (id integer PRIMARY KEY, body text NOT NULL)'));
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  const load = (body: Readable) => handle.withConnection((query) => insertRows(query, table, body, true));
  const stored = () =>
    handle.withConnection((query) => query('SELECT id, body FROM load_probe ORDER BY id')) as Promise<Array<{ id: number; body: string }>>;

  it('stores every row whole, however the chunks cut rows and characters, across batches and a row larger than the buffer', async () => {
    const rows = Array.from({ length: 4500 }, (_, n) => ({
      id: n + 1,
      // Two-, three- and four-byte UTF-8, a quote, a backslash and a newline escaped inside the JSON.
      body: `Linha ${n}: ação “aspas” 🌿 "q" \\ fim\nsegunda`,
    }));
    // Three megabytes in one row: more than the reused buffer (two batches' worth) holds.
    rows.push({ id: 4501, body: 'é'.repeat(1_500_000) });
    const lines = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''), 'utf8');
    for (const size of [7, 65_536, 1_048_576]) {
      await handle.withConnection((query) => query('TRUNCATE load_probe'));
      expect(await load(inPieces(lines, size)), `pieces of ${size} bytes`).toBe(rows.length);
      expect(await stored(), `pieces of ${size} bytes`).toEqual(rows);
    }
  });

  it('refuses a table whose last row has no end, as a damaged archive', async () => {
    await handle.withConnection((query) => query('TRUNCATE load_probe'));
    const error = await load(inPieces(Buffer.from('{"id":1,"body":"a"}\n{"id":2,"bo'), 5)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as BackupError).code).toBe('damaged');
    expect((error as BackupError).message).toBe('Table load_probe: its last row is cut short.');
  });
});
