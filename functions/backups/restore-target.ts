/**
 * Where a restore writes, and how it tells whether that place is empty: the database (PGlite
 * in DATA_DIR/pgdata, or the PostgreSQL database of DATABASE_URL) and the media (the folder
 * DATA_DIR/uploads, or the object store).
 */
import type { DatabaseHandle } from '../db/database.ts';
import { isUploadKind } from '../media/kinds.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { listTables, quoteIdent, type Query } from './catalog.ts';

/**
 * Rows the migrations and the first start write by themselves: a database holding only these
 * is empty. Migrations 047 and 050 add the specification's testimonials and the two
 * newsletters to every new site, and 071 the dashboard's counts, so a freshly migrated
 * database has them; a restore truncates
 * every table before it loads the archive's rows.
 */
const INSTALLATION_TABLES = new Set(['site_state', 'app_meta', 'testimonials', 'newsletters', 'article_tallies']);

const SUMMARY_FIRST = ['articles', 'user', 'media'];

export interface Contents {
  empty: boolean;
  /** "41 rows in articles, 3 in user…", for the refusal and for --force's report. */
  summary: string;
}

/** What a database holds, by table; a database without this site's tables is empty. */
export async function describeDatabase(query: Query): Promise<Contents> {
  const tables = await listTables(query);
  const counts: Array<[string, number]> = [];
  for (const table of tables) {
    if (INSTALLATION_TABLES.has(table.name)) continue;
    const [row] = await query(`SELECT count(*)::int AS n FROM ${quoteIdent(table.name)}`);
    const n = Number(row?.n ?? 0);
    if (n > 0) counts.push([table.name, n]);
  }
  // What a person recognises first (articles, accounts, media), then the biggest tables.
  const rank = (name: string) => {
    const at = SUMMARY_FIRST.indexOf(name);
    return at === -1 ? SUMMARY_FIRST.length : at;
  };
  counts.sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1]);
  const summary = counts.length
    ? counts
        .slice(0, 6)
        .map(([name, n]) => `${n} rows in ${name}`)
        .join(', ') + (counts.length > 6 ? ` and ${counts.length - 6} more tables` : '')
    : 'no rows';
  return { empty: counts.length === 0, summary };
}

export async function describeMedia(storage: MediaStorage): Promise<Contents & { keys: string[] }> {
  const keys: string[] = [];
  for await (const object of storage.list()) if (isUploadKind(object.key.split('/')[0] ?? '')) keys.push(object.key);
  return { empty: keys.length === 0, summary: `${keys.length} media files`, keys };
}

/** Other sessions on a PostgreSQL database: a server that still runs on it. */
export async function otherConnections(handle: DatabaseHandle): Promise<number> {
  return handle.withConnection(async (query) => {
    const [row] = await query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return Number(row?.n ?? 0);
  });
}
