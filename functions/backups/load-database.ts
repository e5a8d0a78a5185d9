/**
 * Loads an archive's rows into a database inside the caller's one transaction: the schema
 * brought to the archive's migration by the same migrations, emptied of what they seeded, the
 * rows inserted by the engine's own JSON functions (json_populate_recordset parses timestamps,
 * bytea, jsonb and arrays as PostgreSQL does), foreign keys set aside and checked again once
 * everything is in (rows may refer to later rows of their own table), triggers off so that a
 * loaded row is stored as it was, sequences set where they were, and then the migrations newer
 * than the archive. Any failure rolls the whole transaction back.
 */
import type { Readable } from 'node:stream';
import { applyMigrations, type Migration } from '../db/migrate.ts';
import { newWebhookSecret } from '../webhooks/signing.ts';
import { listDerivedFills, listForeignKeys, listPlainIndexes, listTables, quoteIdent, type ForeignKey, type Query } from './catalog.ts';
import { BackupError, type Manifest, type ManifestTable } from './format.ts';
import { SECRET_COLUMNS } from './secrets.ts';

const BATCH_BYTES = 1024 * 1024;
const BATCH_ROWS = 2000;

/** The migrations a restore applies before loading rows (the archive's) and after (this code's newer ones). */
export function splitMigrations(known: Migration[], manifest: Manifest): { before: Migration[]; after: Migration[] } {
  const knownVersions = new Set(known.map((m) => m.version));
  const unknown = manifest.database.migrations.filter((version) => !knownVersions.has(version));
  if (unknown.length > 0) {
    throw new BackupError(
      'newer_schema',
      `This archive was made by a newer version of the site: its database has migration ${unknown[0]}, which this installation does not know. Update this installation first, then restore.`,
    );
  }
  const archived = new Set(manifest.database.migrations);
  return { before: known.filter((m) => archived.has(m.version)), after: known.filter((m) => !archived.has(m.version)) };
}

export interface Loader {
  /** Loads one table's JSON Lines; resolves with the rows inserted. */
  loadTable(table: ManifestTable, body: Readable): Promise<number>;
  /** After every table: keys checked, triggers on, sequences set, secrets fixed up, newer migrations applied. */
  finish(): Promise<{ newWebhookSecrets: Array<{ name: string; url: string; secret: string }> }>;
}

/** Starts a load in the open transaction of `query`: removes what is there, migrates to the archive's schema. */
export async function startLoad(
  query: Query,
  manifest: Manifest,
  migrations: { before: Migration[]; after: Migration[] },
): Promise<Loader> {
  await dropEverything(query);
  await applyMigrations(query, migrations.before);
  const tables = await listTables(query);
  if (tables.length) await query(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')} RESTART IDENTITY`);
  const foreignKeys = await listForeignKeys(query);
  for (const key of foreignKeys) await query(`ALTER TABLE ${quoteIdent(key.table)} DROP CONSTRAINT ${quoteIdent(key.name)}`);
  for (const table of tables) await query(`ALTER TABLE ${quoteIdent(table.name)} DISABLE TRIGGER USER`);
  // Built again once the rows are in: one pass per index instead of an update per row; the
  // articles' search indexes (GIN over their text) were most of the table's load (docs/decisions/092).
  const indexes = await listPlainIndexes(query);
  for (const index of indexes) await query(`DROP INDEX ${quoteIdent(index.name)}`);
  const loaded = new Set<string>();

  return {
    async loadTable(table, body) {
      if (!tables.some((t) => t.name === table.name)) {
        throw new BackupError('bad_manifest', `The archive has rows for a table this schema does not have (${table.name}).`);
      }
      const rows = await insertRows(query, table, body, manifest.secrets.included);
      if (rows !== table.rows) {
        throw new BackupError('checksum_mismatch', `Table ${table.name}: ${rows} rows read, the manifest says ${table.rows}.`);
      }
      loaded.add(table.name);
      return rows;
    },
    async finish() {
      const missing = manifest.database.tables.find((table) => !loaded.has(table.name));
      if (missing) throw new BackupError('checksum_mismatch', `Table ${missing.name} is named in the manifest but was not in the archive.`);
      for (const sequence of manifest.database.sequences) {
        await query(`SELECT setval($1::regclass, $2::bigint, $3)`, [quoteIdent(sequence.name), sequence.value, sequence.isCalled]);
      }
      // Columns the archive leaves out and a trigger keeps (migration 077): filled while the triggers
      // are still off, and before the indexes are built again, which then index the filled values once.
      for (const fill of await listDerivedFills(query)) await query(`SELECT ${quoteIdent(fill)}()`);
      for (const index of indexes) await query(index.definition);
      await restoreForeignKeys(query, foreignKeys);
      for (const table of tables) await query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);
      const newWebhookSecrets = manifest.secrets.included ? [] : await replaceMissingSecrets(query, manifest);
      await applyMigrations(query, migrations.after);
      return { newWebhookSecrets };
    },
  };
}

/** One table's JSON Lines into it, in batches of BATCH_BYTES or BATCH_ROWS rows at most; resolves with the rows inserted. */
export async function insertRows(query: Query, table: ManifestTable, body: Readable, secretsIncluded: boolean): Promise<number> {
  const redacted = new Set(secretsIncluded ? [] : (SECRET_COLUMNS[table.name] ?? []));
  const columns = table.columns.map((column) => quoteIdent(column.name)).join(', ');
  // A secret left out of the archive is NULL there; a NOT NULL column gets '' until replaceMissingSecrets() fills it.
  const values = table.columns
    .map((column) => (redacted.has(column.name) ? `coalesce(r.${quoteIdent(column.name)}, '')` : `r.${quoteIdent(column.name)}`))
    .join(', ');
  const statement = `INSERT INTO ${quoteIdent(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_populate_recordset(NULL::${quoteIdent(table.name)}, $1::json) AS r`;
  // The batch is built as bytes in one buffer, reused: '[' row ',' row ',' … with the last ',' made
  // ']' when it is sent, so a batch costs one string (the statement's parameter) rather than one a
  // row and their join (docs/decisions/104).
  let buffer = Buffer.allocUnsafe(2 * BATCH_BYTES);
  buffer[0] = 0x5b; // [
  let used = 1;
  /** The end of the last whole row, its newline made a ','. */
  let complete = 1;
  let pending = 0;
  let rows = 0;
  const append = (bytes: Buffer) => {
    if (used + bytes.length + 1 > buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(2 * buffer.length, used + bytes.length + 1));
      buffer.copy(larger, 0, 0, used);
      buffer = larger;
    }
    used += bytes.copy(buffer, used);
  };
  const flush = async () => {
    if (pending === 0) return;
    buffer[complete - 1] = 0x5d; // ]
    await query(statement, [buffer.toString('utf8', 0, complete)]);
    rows += pending;
    pending = 0;
    // Sent at a row's end: nothing of the next row is in the buffer yet.
    used = complete = 1;
  };
  for await (const chunk of body as AsyncIterable<Buffer>) {
    // A newline byte never occurs inside a UTF-8 sequence, so rows split safely on bytes.
    for (let start = 0; start < chunk.length;) {
      const end = chunk.indexOf(0x0a, start);
      if (end === -1) {
        append(chunk.subarray(start));
        break;
      }
      append(chunk.subarray(start, end));
      buffer[used++] = 0x2c; // ,
      complete = used;
      pending += 1;
      start = end + 1;
      if (complete >= BATCH_BYTES || pending >= BATCH_ROWS) await flush();
    }
  }
  if (used > complete) throw new BackupError('damaged', `Table ${table.name}: its last row is cut short.`);
  await flush();
  return rows;
}

async function restoreForeignKeys(query: Query, foreignKeys: ForeignKey[]): Promise<void> {
  for (const key of foreignKeys) {
    try {
      await query(`ALTER TABLE ${quoteIdent(key.table)} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
    } catch (error) {
      throw new BackupError('damaged', `The archive's rows break a reference (${key.table}.${key.name}): ${(error as Error).message}`);
    }
  }
}

/** Without the archive's secrets: webhooks get new signing secrets (the receivers need them). */
async function replaceMissingSecrets(query: Query, manifest: Manifest) {
  const made: Array<{ name: string; url: string; secret: string }> = [];
  if (!manifest.database.tables.some((t) => t.name === 'webhook_configs')) return made;
  for (const row of await query(`SELECT id, name, url FROM webhook_configs WHERE secret = '' ORDER BY name`)) {
    const secret = newWebhookSecret();
    await query('UPDATE webhook_configs SET secret = $1 WHERE id = $2', [secret, row.id]);
    made.push({ name: String(row.name), url: String(row.url), secret });
  }
  return made;
}

/** Empties the public schema of what the migrations make, so they can run again from the start. */
async function dropEverything(query: Query): Promise<void> {
  const views = await query(`SELECT table_name FROM information_schema.views WHERE table_schema = 'public'`);
  if (views.length) await query(`DROP VIEW IF EXISTS ${views.map((v) => quoteIdent(String(v.table_name))).join(', ')} CASCADE`);
  const tables = await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  if (tables.length) await query(`DROP TABLE IF EXISTS ${tables.map((t) => quoteIdent(String(t.tablename))).join(', ')} CASCADE`);
  const sequences = await query(`SELECT sequencename FROM pg_sequences WHERE schemaname = 'public'`);
  if (sequences.length) {
    await query(`DROP SEQUENCE IF EXISTS ${sequences.map((s) => quoteIdent(String(s.sequencename))).join(', ')} CASCADE`);
  }
  const types = await query(
    `SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')`,
  );
  if (types.length) await query(`DROP TYPE IF EXISTS ${types.map((t) => quoteIdent(String(t.typname))).join(', ')} CASCADE`);
}
