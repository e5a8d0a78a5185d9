/**
 * The site version (migration 032): one number in the database that every visible change
 * bumps. Each server instance follows it and builds what changed (site-follower.ts), so a
 * change made through any instance is served by all of them; the first instance whose build
 * shows a version announces it (site.rebuilt) for the whole cluster.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The PostgreSQL channel on which a new version is announced to the other instances (site-follower.ts listens). */
export const SITE_VERSION_CHANNEL = 'site_version';

export async function bumpSiteVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .updateTable('site_state')
    .set({ version: sql`version + 1`, changed_at: sql`now()` })
    .where('id', '=', 1)
    .returning(sql<string>`version::text`.as('version'))
    .executeTakeFirstOrThrow();
  // Followers also poll, so a lost notification only costs them one poll interval.
  await sql`SELECT pg_notify(${SITE_VERSION_CHANNEL}, ${row.version})`.execute(db);
  return Number(row.version);
}

export async function readSiteVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('site_state')
    .select(sql<string>`version::text`.as('version'))
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** True for exactly one caller per version: the one that gets to announce it. */
export async function claimAnnouncement(db: Kysely<Database>, version: number): Promise<boolean> {
  const row = await db
    .updateTable('site_state')
    .set({ announced_version: String(version) })
    .where('id', '=', 1)
    .where(sql`announced_version`, '<', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
