/**
 * An imported item's own rows, after its article: the import_items row (source key → article,
 * content hash) and its old addresses as redirects (origin import), in one statement, in the
 * article's transaction (docs/decisions/074). Each round trip to the embedded database costs
 * more than the rows it writes; this was three (the item, then a read and a write of its
 * redirects after the transaction).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ImportItemRow {
  source_key: string;
  article_id: string;
  translation_group: string | null;
  content_hash: string;
  import_id: string;
}

export interface RedirectWrite {
  /** Stored paths (sameSitePath), without the target and reserved paths. */
  froms: readonly string[];
  target: string;
  articleId: string | null;
  createdBy: string | null;
}

/** What held each old address before: the caller tells kept (same target), refused (another origin's) and written apart. */
export interface HeldRedirect {
  from_path: string;
  to_path: string;
  origin: string;
}

/**
 * Writes the item's row (when given) and the redirects from `froms` to `target`, except those
 * already leading there and those held by a redirect of another origin (an editor's, a slug
 * change's). Answers the redirects that held any of `froms` before this statement.
 */
export async function writeItemRows(db: Kysely<Database>, redirects: RedirectWrite, item: ImportItemRow | null): Promise<HeldRedirect[]> {
  const itemWrite = item
    ? sql`, item AS (
        INSERT INTO import_items (source_key, article_id, translation_group, content_hash, import_id)
        VALUES (${item.source_key}, ${item.article_id}, ${item.translation_group}, ${item.content_hash}, ${item.import_id})
        ON CONFLICT (source_key) DO UPDATE SET article_id = excluded.article_id, content_hash = excluded.content_hash,
          import_id = excluded.import_id, updated_at = now()
        RETURNING 1)`
    : sql``;
  // Every statement in a WITH runs once and to its end, read or not; `held` sees the table as it was before.
  const result = await sql<HeldRedirect>`
    WITH wanted AS (SELECT DISTINCT unnest(${[...redirects.froms]}::text[]) AS from_path),
    held AS (SELECT r.from_path, r.to_path, r.origin FROM redirects r JOIN wanted USING (from_path)),
    written AS (
      INSERT INTO redirects (from_path, to_path, status, origin, article_id, created_by)
      SELECT w.from_path, ${redirects.target}, 301, 'import', ${redirects.articleId}, ${redirects.createdBy}
      FROM wanted w
      WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.from_path = w.from_path AND (h.to_path = ${redirects.target} OR h.origin <> 'import'))
      ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path, article_id = excluded.article_id
      RETURNING 1)
    ${itemWrite}
    SELECT from_path, to_path, origin FROM held`.execute(db);
  return result.rows;
}

/** One item's share of a batch's rows (writeBatchRows): its old addresses and, when written now, its import_items row. */
export interface BatchRowWrite extends RedirectWrite {
  item: ImportItemRow | null;
  /** The item's article was written published: the article service cleared the redirect from its page (articles/moves.ts). */
  clearedPage?: boolean;
}

/**
 * A whole batch's rows in two statements (docs/decisions/099), in the batch's transaction: what
 * held the batch's old addresses before, then every redirect and import_items row the items
 * write. Answers, for each item in order, what held each of its addresses just before that
 * item, as writeItemRows would have one item at a time: an address an earlier item of the
 * batch wrote is held by that item's import redirect. Where two items want the same address
 * (or the same source key), the later one's row is written, as one after the other would leave it.
 */
export async function writeBatchRows(db: Kysely<Database>, writes: readonly BatchRowWrite[]): Promise<HeldRedirect[][]> {
  const froms = [...new Set(writes.flatMap((write) => write.froms))];
  const before = froms.length
    ? (
        await sql<HeldRedirect>`
          SELECT from_path, to_path, origin FROM redirects WHERE from_path = ANY(${froms}::text[])`.execute(db)
      ).rows
    : [];
  const beforeOf = new Map(before.map((row) => [row.from_path, row]));
  const state = new Map(beforeOf);
  const redirects = new Map<string, { to: string; articleId: string | null; createdBy: string | null; by: number }>();
  const items = new Map<string, ImportItemRow>();
  const heldByItem = writes.map((write, n) => {
    const held: HeldRedirect[] = [];
    // The article service cleared any redirect from this item's own page when it wrote it (after the earlier items' rows, one
    // at a time): an earlier item's redirect from that page is not written either.
    if (write.clearedPage) {
      const earlier = redirects.get(write.target);
      if (earlier && earlier.by < n) {
        redirects.delete(write.target);
        const before = beforeOf.get(write.target);
        if (before) state.set(write.target, before);
        else state.delete(write.target);
      }
    }
    for (const from of new Set(write.froms)) {
      const current = state.get(from);
      if (current) held.push(current);
      // The same test as writeItemRows's statement: already leading there, or another origin's, is left alone.
      if (current && (current.to_path === write.target || current.origin !== 'import')) continue;
      redirects.set(from, { to: write.target, articleId: write.articleId, createdBy: write.createdBy, by: n });
      state.set(from, { from_path: from, to_path: write.target, origin: 'import' });
    }
    if (write.item) items.set(write.item.source_key, write.item);
    return held;
  });
  if (!redirects.size && !items.size) return heldByItem;
  const r = [...redirects];
  const i = [...items.values()];
  await sql`
    WITH written AS (
      INSERT INTO redirects (from_path, to_path, status, origin, article_id, created_by)
      SELECT u.from_path, u.to_path, 301, 'import', u.article_id::uuid, u.created_by
      FROM unnest(${r.map(([from]) => from)}::text[], ${r.map(([, w]) => w.to)}::text[],
        ${r.map(([, w]) => w.articleId)}::text[], ${r.map(([, w]) => w.createdBy)}::text[]) AS u(from_path, to_path, article_id, created_by)
      ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path, article_id = excluded.article_id
      RETURNING 1),
    item AS (
      INSERT INTO import_items (source_key, article_id, translation_group, content_hash, import_id)
      SELECT u.source_key, u.article_id::uuid, u.translation_group, u.content_hash, u.import_id::uuid
      FROM unnest(${i.map((row) => row.source_key)}::text[], ${i.map((row) => row.article_id)}::text[],
        ${i.map((row) => row.translation_group)}::text[], ${i.map((row) => row.content_hash)}::text[],
        ${i.map((row) => row.import_id)}::text[]) AS u(source_key, article_id, translation_group, content_hash, import_id)
      ON CONFLICT (source_key) DO UPDATE SET article_id = excluded.article_id, content_hash = excluded.content_hash,
        import_id = excluded.import_id, updated_at = now()
      RETURNING 1)
    SELECT (SELECT count(*) FROM written) AS redirects, (SELECT count(*) FROM item) AS items`.execute(db);
  return heldByItem;
}
