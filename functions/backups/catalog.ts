/**
 * What the database itself says about its tables: read from information_schema and the
 * catalog, never from a fixed list, so a table added by a later migration is backed up and
 * restored without a change here.
 */

/** A query on one connection (inside the caller's transaction). */
export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface ColumnInfo {
  name: string;
  type: string;
  /** Computed by the database (GENERATED ALWAYS AS … STORED, or a trigger's "derived:" column): neither dumped nor inserted. */
  generated: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Tables the migrations keep for themselves. */
const OWN_TABLES = new Set(['schema_migrations']);

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the public schema, parents before the tables that refer to them (ties by name). */
export async function listTables(query: Query): Promise<TableInfo[]> {
  const columnRows = await query(
    // A column a trigger derives from the others (its comment starts "derived:", migration 077)
    // is left out like a generated one: a restore fills it after its load (listDerivedFills).
    `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_generated,
            coalesce(col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int), '') LIKE 'derived:%' AS derived
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const keyRows = await query(
    `SELECT tc.table_name, k.column_name
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage k
         ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name AND k.table_name = tc.table_name
      WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
      ORDER BY tc.table_name, k.ordinal_position`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columnRows) {
    const name = String(row.table_name);
    if (OWN_TABLES.has(name)) continue;
    const table = tables.get(name) ?? { name, columns: [], primaryKey: [] };
    const type = row.data_type === 'ARRAY' ? `${String(row.udt_name).replace(/^_/, '')}[]` : String(row.data_type);
    table.columns.push({ name: String(row.column_name), type, generated: row.is_generated === 'ALWAYS' || row.derived === true });
    tables.set(name, table);
  }
  for (const row of keyRows) tables.get(String(row.table_name))?.primaryKey.push(String(row.column_name));

  const edges = await query(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  return inDependencyOrder(
    [...tables.values()],
    edges.map((edge) => ({ child: String(edge.child), parent: String(edge.parent) })),
  );
}

/** Kahn's sort; a cycle (none today) falls back to names, which restore's deferred keys tolerate. */
export function inDependencyOrder(tables: TableInfo[], edges: Array<{ child: string; parent: string }>): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const parents = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent && byName.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  const byNameOrder = [...byName.keys()].sort(compareC);
  while (ordered.length < tables.length) {
    const ready = byNameOrder.find((name) => !done.has(name) && [...parents.get(name)!].every((parent) => done.has(parent)));
    const next = ready ?? byNameOrder.find((name) => !done.has(name))!;
    done.add(next);
    ordered.push(byName.get(next)!);
  }
  return ordered;
}

/** Byte order, as PostgreSQL's "C" collation sorts: the same on every engine and locale. */
export function compareC(a: string, b: string): number {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return Buffer.compare(x, y);
}

export async function listSequences(query: Query): Promise<string[]> {
  const rows = await query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY c.relname COLLATE "C"`,
  );
  return rows.map((row) => String(row.name));
}

export async function listForeignKeys(query: Query): Promise<ForeignKey[]> {
  const rows = await query(
    `SELECT cl.relname AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'
      ORDER BY cl.relname COLLATE "C", c.conname COLLATE "C"`,
  );
  return rows.map((row) => ({ table: String(row.table_name), name: String(row.name), definition: String(row.definition) }));
}

export async function engineVersion(query: Query): Promise<string> {
  const [row] = await query('SELECT version() AS version');
  return String(row?.version ?? 'unknown');
}

export interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * The public schema's indexes that back no constraint (primary keys, unique and exclusion
 * constraints keep theirs): what a restore drops before loading rows and builds again after,
 * each in one pass instead of row by row.
 */
export async function listPlainIndexes(query: Query): Promise<IndexDefinition[]> {
  const rows = await query(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_namespace n ON n.oid = i.relnamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY i.relname COLLATE "C"`,
  );
  return rows.map((row) => ({ name: String(row.name), definition: String(row.definition) }));
}

/**
 * The functions that fill the columns triggers derive (their comment: "derived: name()",
 * migration 077). A restore loads rows with the triggers off and calls each once after.
 */
export async function listDerivedFills(query: Query): Promise<string[]> {
  const rows = await query(
    `SELECT DISTINCT substring(col_description(a.attrelid, a.attnum) FROM '^derived: ([a-z_][a-z0-9_]*)\\(\\)$') AS fill
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND col_description(a.attrelid, a.attnum) LIKE 'derived:%'`,
  );
  return rows
    .map((row) => row.fill)
    .filter((fill): fill is string => typeof fill === 'string')
    .sort(compareC);
}
