/**
 * The database, engine-neutral (docs/decisions/048): every table's rows as JSON Lines, read in
 * one REPEATABLE READ transaction (one snapshot), written to a spool folder because a tar
 * entry needs its size before its bytes. Each row is PostgreSQL's own row_to_json text, never
 * parsed here, so numbers keep every digit; timestamps are written in UTC, bytea as hex, jsonb
 * and arrays as JSON. Rows are ordered by primary key in byte order, so the same content gives
 * the same file (and hash) on PGlite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { engineVersion, listSequences, listTables, quoteIdent, type Query, type TableInfo } from './catalog.ts';
import { BackupError, tableEntry, type ManifestSequence, type ManifestTable } from './format.ts';
import { SECRET_APP_META_KEYS, SECRET_COLUMNS, SECRET_TABLES, TRANSIENT_TABLES, VALUES_WITHOUT_SECRETS } from './secrets.ts';

const FETCH_ROWS = 500;
const COLLATABLE = new Set(['text', 'character varying', 'character']);

export interface SpooledTable extends ManifestTable {
  spoolPath: string;
  size: number;
  sha256: string;
}

export interface DatabaseDump {
  engineVersion: string;
  migrations: string[];
  tables: SpooledTable[];
  sequences: ManifestSequence[];
  excludedTables: string[];
}

export async function dumpDatabase(options: {
  db: Kysely<Database>;
  spoolDir: string;
  includeSecrets: boolean;
  signal?: AbortSignal;
  onTable?: (table: string, index: number, total: number) => void;
}): Promise<DatabaseDump> {
  const { db, spoolDir, includeSecrets, signal } = options;
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const query: Query = async (text, params = []) => (await trx.executeQuery(CompiledQuery.raw(text, params))).rows as never;
      await query(`SET LOCAL TimeZone = 'UTC'`);
      await query(`SET LOCAL bytea_output = 'hex'`);
      await query(`SET LOCAL IntervalStyle = 'postgres'`);
      const migrations = (await query('SELECT version FROM schema_migrations ORDER BY version')).map((row) => String(row.version));
      const all = await listTables(query);
      const excluded = new Set([...TRANSIENT_TABLES, ...(includeSecrets ? [] : SECRET_TABLES)]);
      const tables = all.filter((table) => !excluded.has(table.name));
      const spooled: SpooledTable[] = [];
      for (const [index, table] of tables.entries()) {
        if (signal?.aborted) throw new BackupError('aborted', 'The backup was cancelled.');
        options.onTable?.(table.name, index, tables.length);
        spooled.push(await dumpTable(query, table, index, spoolDir, includeSecrets, signal));
      }
      const sequences: ManifestSequence[] = [];
      for (const name of await listSequences(query)) {
        const [state] = await query(`SELECT last_value::text AS value, is_called FROM ${quoteIdent(name)}`);
        sequences.push({ name, value: String(state?.value), isCalled: Boolean(state?.is_called) });
      }
      return {
        engineVersion: await engineVersion(query),
        migrations,
        tables: spooled,
        sequences,
        excludedTables: all.filter((table) => excluded.has(table.name)).map((table) => table.name),
      };
    });
}

async function dumpTable(
  query: Query,
  table: TableInfo,
  index: number,
  spoolDir: string,
  includeSecrets: boolean,
  signal: AbortSignal | undefined,
): Promise<SpooledTable> {
  const columns = table.columns.filter((column) => !column.generated);
  const redacted = new Set(includeSecrets ? [] : (SECRET_COLUMNS[table.name] ?? []));
  const fixed = includeSecrets ? {} : (VALUES_WITHOUT_SECRETS[table.name] ?? {});
  const select = columns.map((column) => {
    const name = quoteIdent(column.name);
    if (redacted.has(column.name)) return `NULL AS ${name}`;
    const value = fixed[column.name];
    return value === undefined ? name : `${value} AS ${name}`;
  });
  const where = table.name === 'app_meta' && !includeSecrets ? `WHERE key <> ALL($1::text[])` : '';
  const orderColumns = table.primaryKey.length ? table.primaryKey : [];
  const order = orderColumns.length
    ? orderColumns
        .map((name) => {
          const column = columns.find((c) => c.name === name);
          return `r.${quoteIdent(name)}${column && COLLATABLE.has(column.type) ? ' COLLATE "C"' : ''}`;
        })
        .join(', ')
    : `row_to_json(r)::text COLLATE "C"`;
  const cursor = `backup_rows_${index}`;
  await query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${select.join(', ')} FROM ${quoteIdent(table.name)} ${where}) r ORDER BY ${order}`,
    where ? [SECRET_APP_META_KEYS] : [],
  );
  const entry = tableEntry(index, table.name);
  const spoolPath = path.join(spoolDir, path.basename(entry));
  const out = createWriteStream(spoolPath, { flags: 'wx', mode: 0o600 });
  // A failed write (a full disk) is kept and thrown at the next step, not left unheard.
  let writeError: Error | null = null;
  const failed = new Promise<never>((_, reject) => out.once('error', (error) => reject((writeError = error))));
  failed.catch(() => undefined);
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  try {
    for (;;) {
      if (signal?.aborted) throw new BackupError('aborted', 'The backup was cancelled.');
      if (writeError) throw writeError;
      const batch = await query(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
      if (batch.length === 0) break;
      const chunk = Buffer.from(batch.map((row) => `${String(row.line)}\n`).join(''));
      rows += batch.length;
      size += chunk.length;
      hash.update(chunk);
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
  } finally {
    out.destroy();
    await query(`CLOSE ${cursor}`).catch(() => undefined);
  }
  return {
    name: table.name,
    file: entry,
    rows,
    columns: columns.map(({ name, type }) => ({ name, type })),
    spoolPath,
    size,
    sha256: hash.digest('hex'),
  };
}
