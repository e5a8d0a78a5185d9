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
