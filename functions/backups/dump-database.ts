/**
 * The database, engine-neutral (docs/decisions/048): every table's rows as JSON Lines, from one
 * consistent snapshot, written to a spool folder because a tar entry needs its size before its
 * bytes. Each row is PostgreSQL's own row_to_json text, never parsed here, so numbers keep every
 * digit; timestamps are written in UTC, bytea as hex, jsonb and arrays as JSON. Rows are ordered
 * by primary key in byte order, so the same content gives the same file (and hash) on PGlite and
 * PostgreSQL.
 *
 * Two ways to the one snapshot (docs/decisions/068):
 * - `snapshot`: one REPEATABLE READ transaction reads everything. Right on PostgreSQL (the pool
 *   has other connections) and for a command that has the database to itself.
 * - `rounds`: for the embedded database inside the running server, where a transaction holds the
 *   only connection. Every table is first read in short transactions of PAGE_ROWS rows (keyset
 *   pages), so the site's queries run between them. Then one short REPEATABLE READ transaction
 *   checks each table against the transaction counter taken when its reading began: a row
 *   written since (xmin newer) or a row count that differs means the table changed, and only
 *   those tables are read again, inside that transaction. What comes out is exactly that
 *   transaction's snapshot; the connection is held only for the check and the changed tables.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { engineVersion, listSequences, listTables, quoteIdent, type Query, type TableInfo } from './catalog.ts';
import { BackupError, tableEntry, type ManifestSequence, type ManifestTable } from './format.ts';
import { SECRET_APP_META_KEYS, SECRET_COLUMNS, SECRET_TABLES, TRANSIENT_TABLES, VALUES_WITHOUT_SECRETS } from './secrets.ts';

/** Rows per FETCH inside a transaction. */
const FETCH_ROWS = 200;
/**
 * Rows per page of the short transactions: the longest a site's query waits for the backup is
 * about one page (50 long articles: a few milliseconds; 200 was about 30 ms on a busy machine).
 */
const PAGE_ROWS = 50;
/** Rounds of reading the changed tables again in short transactions before the final check reads what is left. */
const CATCH_UP_ROUNDS = 2;
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
  /** How the rounds went (rounds mode): tables read again after they changed, and those read inside the final transaction. */
  reread?: { rounds: number; final: string[] };
}

export type DumpMode = 'snapshot' | 'rounds';

interface DumpOptions {
  db: Kysely<Database>;
  spoolDir: string;
  includeSecrets: boolean;
  /** Default `snapshot`. */
  mode?: DumpMode;
  signal?: AbortSignal;
  onTable?: (table: string, index: number, total: number) => void;
}

/** One table as the dump reads it: its SELECT, its order and its file. */
interface TablePlan {
  table: TableInfo;
  index: number;
  entry: string;
  spoolPath: string;
  columns: TableInfo['columns'];
  /** SELECT … FROM table WHERE … (the inner query; the caller orders and pages it). */
  inner: (extraWhere: string) => string;
  params: unknown[];
  where: string;
  order: string;
}

export async function dumpDatabase(options: DumpOptions): Promise<DatabaseDump> {
  return options.mode === 'rounds' ? dumpInRounds(options) : dumpInOneTransaction(options);
}

async function dumpInOneTransaction(options: DumpOptions): Promise<DatabaseDump> {
  const { db, spoolDir, includeSecrets, signal } = options;
  return snapshotTransaction(db, async (query) => {
    const migrations = await listMigrations(query);
    const all = await listTables(query);
    const { tables, excluded } = selectTables(all, includeSecrets);
    const spooled: SpooledTable[] = [];
    for (const [index, table] of tables.entries()) {
      aborted(signal);
      options.onTable?.(table.name, index, tables.length);
      const plan = planTable(table, index, spoolDir, includeSecrets);
      spooled.push(await spoolWithCursor(query, plan, signal));
    }
    return {
      engineVersion: await engineVersion(query),
      migrations,
      tables: spooled,
      sequences: await readSequences(query),
      excludedTables: excluded,
    };
  });
}

async function dumpInRounds(options: DumpOptions): Promise<DatabaseDump> {
  const { db, spoolDir, includeSecrets, signal } = options;
  // The schema does not change while the server runs (migrations run before it starts).
  const all = await shortTransaction(db, (query) => listTables(query));
  const { tables, excluded } = selectTables(all, includeSecrets);
  const plans = tables.map((table, index) => planTable(table, index, spoolDir, includeSecrets));
  const state = new Map<string, { spooled: SpooledTable; since: string }>();

  const readPaged = async (plan: TablePlan) => {
    const since = await shortTransaction(db, nextTransaction);
    state.set(plan.table.name, { spooled: await spoolInPages(db, plan, signal), since });
  };
  for (const plan of plans) {
    aborted(signal);
    options.onTable?.(plan.table.name, plan.index, plans.length);
    // A table without a primary key has no page order: it is read in the final transaction.
    if (plan.table.primaryKey.length) await readPaged(plan);
  }
  let rounds = 0;
  for (; rounds < CATCH_UP_ROUNDS; rounds++) {
    const changed: TablePlan[] = [];
    for (const plan of plans) {
      aborted(signal);
      if (!plan.table.primaryKey.length) continue;
      if (await shortTransaction(db, (query) => hasChanged(query, plan, state.get(plan.table.name)))) changed.push(plan);
    }
    if (!changed.length) break;
    for (const plan of changed) await readPaged(plan);
  }

  return snapshotTransaction(db, async (query) => {
    const final: string[] = [];
    const spooled: SpooledTable[] = [];
    for (const plan of plans) {
      aborted(signal);
      const current = state.get(plan.table.name);
      if (current && !(await hasChanged(query, plan, current))) {
        spooled.push(current.spooled);
        continue;
      }
      final.push(plan.table.name);
      spooled.push(await spoolWithCursor(query, plan, signal));
    }
    return {
      engineVersion: await engineVersion(query),
      migrations: await listMigrations(query),
      tables: spooled,
      sequences: await readSequences(query),
      excludedTables: excluded,
      reread: { rounds, final },
    };
  });
}

/** One REPEATABLE READ transaction with the settings that make the text of a row the same on every engine. */
function snapshotTransaction<T>(db: Kysely<Database>, work: (query: Query) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => work(await withDumpSettings(trx)));
}

function shortTransaction<T>(db: Kysely<Database>, work: (query: Query) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => work(await withDumpSettings(trx)));
}

async function withDumpSettings(trx: Transaction<Database>): Promise<Query> {
  const query: Query = async (text, params = []) => (await trx.executeQuery(CompiledQuery.raw(text, params))).rows as never;
  await query(`SET LOCAL TimeZone = 'UTC'`);
  await query(`SET LOCAL bytea_output = 'hex'`);
  await query(`SET LOCAL IntervalStyle = 'postgres'`);
  return query;
}

/** The next transaction id to be given out (the snapshot's xmax): every row written later carries one at least as new. */
async function nextTransaction(query: Query): Promise<string> {
  const [row] = await query(`SELECT (pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)::text AS xid`);
  return String(row?.xid);
}

/**
 * Whether a table differs from what was read of it: a row version written by a transaction
 * since the reading began, or fewer rows (a delete leaves no newer row behind). age() compares
 * transaction ids across their wraparound; a frozen row is always old.
 */
async function hasChanged(query: Query, plan: TablePlan, read: { spooled: SpooledTable; since: string } | undefined): Promise<boolean> {
  if (!read) return true;
  const xid = `$${plan.params.length + 1}::text::xid`;
  const [row] = await query(
    `SELECT count(*) FILTER (WHERE age(xmin) <= age(${xid}))::int AS newer, count(*)::int AS total FROM ${quoteIdent(plan.table.name)} ${plan.where}`,
    [...plan.params, read.since],
  );
  return Number(row?.newer) > 0 || Number(row?.total) !== read.spooled.rows;
}

function selectTables(all: TableInfo[], includeSecrets: boolean) {
  const excluded = new Set([...TRANSIENT_TABLES, ...(includeSecrets ? [] : SECRET_TABLES)]);
  return {
    tables: all.filter((table) => !excluded.has(table.name)),
    excluded: all.filter((table) => excluded.has(table.name)).map((table) => table.name),
  };
}

async function listMigrations(query: Query): Promise<string[]> {
  return (await query('SELECT version FROM schema_migrations ORDER BY version')).map((row) => String(row.version));
}

async function readSequences(query: Query): Promise<ManifestSequence[]> {
  const sequences: ManifestSequence[] = [];
  for (const name of await listSequences(query)) {
    const [state] = await query(`SELECT last_value::text AS value, is_called FROM ${quoteIdent(name)}`);
    sequences.push({ name, value: String(state?.value), isCalled: Boolean(state?.is_called) });
  }
  return sequences;
}

function planTable(table: TableInfo, index: number, spoolDir: string, includeSecrets: boolean): TablePlan {
  const columns = table.columns.filter((column) => !column.generated);
  const redacted = new Set(includeSecrets ? [] : (SECRET_COLUMNS[table.name] ?? []));
  const fixed = includeSecrets ? {} : (VALUES_WITHOUT_SECRETS[table.name] ?? {});
  const select = columns.map((column) => {
    const name = quoteIdent(column.name);
    if (redacted.has(column.name)) return `NULL AS ${name}`;
    const value = fixed[column.name];
    return value === undefined ? `t.${name}` : `${value} AS ${name}`;
  });
  const secretKeys = table.name === 'app_meta' && !includeSecrets;
  const where = secretKeys ? `WHERE key <> ALL($1::text[])` : '';
  const params = secretKeys ? [SECRET_APP_META_KEYS] : [];
  const order = table.primaryKey.length
    ? table.primaryKey.map((name) => collated(columns, name, 'r')).join(', ')
    : `row_to_json(r)::text COLLATE "C"`;
  const entry = tableEntry(index, table.name);
  return {
    table,
    index,
    entry,
    spoolPath: path.join(spoolDir, path.basename(entry)),
    columns,
    where,
    params,
    order,
    inner: (extraWhere) => {
      const conditions = [where.replace(/^WHERE /, ''), extraWhere].filter(Boolean);
      return `SELECT ${select.join(', ')} FROM ${quoteIdent(table.name)} t ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`;
    },
  };
}

/** Inside the caller's transaction: the whole table through a cursor. */
async function spoolWithCursor(query: Query, plan: TablePlan, signal: AbortSignal | undefined): Promise<SpooledTable> {
  const cursor = `backup_rows_${plan.index}`;
  await query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (${plan.inner('')}) r ORDER BY ${plan.order}`,
    plan.params,
  );
  try {
    return await spool(plan, signal, async () => (await query(`FETCH ${FETCH_ROWS} FROM ${cursor}`)).map((row) => String(row.line)));
  } finally {
    await query(`CLOSE ${cursor}`).catch(() => undefined);
  }
}

/**
 * Page after page, each its own short transaction, after the last primary key read (keyset
 * paging, in the dump's byte order). The key goes back into the database as JSON, turned into
 * the table's own types by json_populate_record, so no type is converted on the way.
 */
async function spoolInPages(db: Kysely<Database>, plan: TablePlan, signal: AbortSignal | undefined): Promise<SpooledTable> {
  const keys = plan.table.primaryKey;
  const keyJson = `json_build_object(${keys.map((name) => `'${name.replace(/'/g, "''")}', r.${quoteIdent(name)}`).join(', ')})::text`;
  const keyParam = `$${plan.params.length + 1}`;
  const after = `(${keys.map((name) => collated(plan.columns, name, 't')).join(', ')}) > (SELECT ${keys
    .map((name) => `k.${quoteIdent(name)}`)
    .join(', ')} FROM json_populate_record(NULL::${quoteIdent(plan.table.name)}, ${keyParam}::json) k)`;
  const page = (from: boolean) =>
    `SELECT row_to_json(r)::text AS line, ${keyJson} AS key FROM (${plan.inner(from ? after : '')}) r ORDER BY ${plan.order} LIMIT ${PAGE_ROWS}`;
  let last: string | null = null;
  return spool(plan, signal, async () => {
    const rows = await shortTransaction(db, (query) =>
      last === null ? query(page(false), plan.params) : query(page(true), [...plan.params, last]),
    );
    last = rows.length ? String(rows.at(-1)!.key) : last;
    return rows.map((row) => String(row.line));
  });
}

/** A key column as the dump orders it: text in byte order, the same on every engine and locale. */
function collated(columns: TableInfo['columns'], name: string, alias: string): string {
  const column = columns.find((c) => c.name === name);
  return `${alias}.${quoteIdent(name)}${column && COLLATABLE.has(column.type) ? ' COLLATE "C"' : ''}`;
}

/**
 * Writes batches of lines to the table's spool file until an empty batch. A table read again
 * is written beside the earlier file and replaces it only once complete.
 */
async function spool(plan: TablePlan, signal: AbortSignal | undefined, nextBatch: () => Promise<string[]>): Promise<SpooledTable> {
  const writing = `${plan.spoolPath}.writing`;
  const out = createWriteStream(writing, { flags: 'w', mode: 0o600 });
  // A failed write (a full disk) is kept and thrown at the next step, not left unheard.
  let writeError: Error | null = null;
  const failed = new Promise<never>((_, reject) => out.once('error', (error) => reject((writeError = error))));
  failed.catch(() => undefined);
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  try {
    for (;;) {
      aborted(signal);
      if (writeError) throw writeError;
      const batch = await nextBatch();
      if (batch.length === 0) break;
      const chunk = Buffer.from(batch.map((line) => `${line}\n`).join(''));
      rows += batch.length;
      size += chunk.length;
      hash.update(chunk);
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    await rename(writing, plan.spoolPath);
  } catch (error) {
    await rm(writing, { force: true });
    throw error;
  } finally {
    out.destroy();
  }
  return {
    name: plan.table.name,
    file: plan.entry,
    rows,
    columns: plan.columns.map(({ name, type }) => ({ name, type })),
    spoolPath: plan.spoolPath,
    size,
    sha256: hash.digest('hex'),
  };
}

function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BackupError('aborted', 'The backup was cancelled.');
}
