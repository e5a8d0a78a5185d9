/**
 * The redirects table (migration 023; docs/decisions/023-redirects.md): held in memory for
 * page requests (redirect-index.ts, docs/decisions/039), listed and changed from the back
 * office, written by slug changes. Every path goes through sameSitePath() before it is stored
 * or compared, and every change runs under one advisory lock, so that two changes at once cannot build a chain the rules refuse.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { isReservedPath, REDIRECTS_PAGE_SIZE, type RedirectOrigin, type RedirectStatus } from '../../src/lib/contracts/redirect.ts';
import type { Database } from '../db/schema.ts';
import { sameSitePath } from '../site/same-site-path.ts';
import { articlePageError, redirectNotFound, refusalError } from './errors.ts';
import { redirectRefusal, type StoredRedirect } from './rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

const REDIRECT_COLUMNS = ['id', 'from_path', 'to_path', 'status', 'origin', 'article_id', 'created_by', 'created_at'] as const;
const ARTICLE_PATH = /^(?:\/(pt))?\/artigos\/([^/]+)$/;
const MAX_PATH_LENGTH = 1000;

export interface Redirect {
  id: string;
  from_path: string;
  to_path: string;
  status: RedirectStatus;
  origin: RedirectOrigin;
  article_id: string | null;
  created_by: string | null;
  created_at: Date;
}

/** The advisory lock that serialises redirect writes (the article service takes it with its own, docs/decisions/102). */
export const REDIRECTS_LOCK = 4321023;

export async function lockRedirects(tx: Transaction<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(REDIRECTS_LOCK)})`.execute(tx);
}

/** The from_path a requested path (as the router saw it, still encoded) is stored as, or null when no row can have it. */
export function redirectKey(requestPath: string): string | null {
  if (requestPath.includes('\0') || requestPath.length > MAX_PATH_LENGTH * 3) return null;
  const path = sameSitePath(requestPath);
  if (path.length > MAX_PATH_LENGTH || path.includes('%00')) return null;
  return path;
}

/**
 * The redirect answering a requested path, read from the database. Page requests ask the copy
 * in memory (redirect-index.ts), which asks this only until its first load.
 */
export async function findRedirect(db: Db, requestPath: string): Promise<{ to_path: string; status: RedirectStatus } | null> {
  const path = redirectKey(requestPath);
  if (path === null) return null;
  return (await db.selectFrom('redirects').select(['to_path', 'status']).where('from_path', '=', path).executeTakeFirst()) ?? null;
}

export async function listRedirects(db: Kysely<Database>, filter: { search: string; origin?: RedirectOrigin; page: number }) {
  let query = db.selectFrom('redirects as r').leftJoin('user as u', 'u.id', 'r.created_by');
  if (filter.origin) query = query.where('r.origin', '=', filter.origin);
  const search = filter.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (search) {
    query = query.where((eb) =>
      eb.or([eb(sql`lower(r.from_path)`, 'like', `%${search}%`), eb(sql`lower(r.to_path)`, 'like', `%${search}%`)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['r.id', 'r.from_path', 'r.to_path', 'r.status', 'r.origin', 'r.article_id', 'r.created_at', 'u.email as created_by_email'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(REDIRECTS_PAGE_SIZE)
      .offset((filter.page - 1) * REDIRECTS_PAGE_SIZE)
      .execute(),
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { redirects: rows, total: Number(count.total), page: filter.page, page_size: REDIRECTS_PAGE_SIZE };
}

/** Every redirect, for the static bundle's _redirects file. */
export async function allRedirects(db: Kysely<Database>): Promise<Array<Pick<Redirect, 'from_path' | 'to_path' | 'status'>>> {
  return db.selectFrom('redirects').select(['from_path', 'to_path', 'status']).orderBy('from_path').execute();
}

/** The published article whose page is at `path`, if any (an article path in either locale). */
async function publishedArticleAt(db: Db, path: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const match = ARTICLE_PATH.exec(decoded);
  if (!match) return false;
  const row = await db
    .selectFrom('articles')
    .select('id')
    .where('idioma', '=', match[1] === 'pt' ? 'pt' : 'en')
    .where('slug', '=', match[2]!)
    .where('status', '=', 'publicado')
    .executeTakeFirst();
  return row !== undefined;
}

async function neighbours(tx: Db, from: string, to: string) {
  const select = () => tx.selectFrom('redirects').select(['from_path', 'to_path']);
  const [fromTarget, intoSource, sameSource] = await Promise.all([
    select().where('from_path', '=', to).executeTakeFirst(),
    select().where('to_path', '=', from).orderBy('from_path').executeTakeFirst(),
    select().where('from_path', '=', from).executeTakeFirst(),
  ]);
  const row = (value: StoredRedirect | undefined) => value ?? null;
  return { fromTarget: row(fromTarget), intoSource: row(intoSource), sameSource: row(sameSource) };
}

/** Adds a redirect made by hand; refuses loops, chains, reserved paths and published article pages with a 4xx. */
export async function addManualRedirect(
  db: Kysely<Database>,
  input: { from_path: string; to_path: string; status: RedirectStatus },
  createdBy: string,
): Promise<Redirect> {
  const from = sameSitePath(input.from_path);
  const to = sameSitePath(input.to_path);
  return db.transaction().execute(async (tx) => {
    await lockRedirects(tx);
    const refusal = redirectRefusal(from, to, isReservedPath(from), await neighbours(tx, from, to));
    if (refusal) throw refusalError(refusal);
    if (await publishedArticleAt(tx, from)) throw articlePageError(from);
    return tx
      .insertInto('redirects')
      .values({ from_path: from, to_path: to, status: input.status, origin: 'manual', created_by: createdBy })
      .returning(REDIRECT_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function deleteRedirect(db: Kysely<Database>, id: string): Promise<Redirect> {
  const row = await db.deleteFrom('redirects').where('id', '=', id).returning(REDIRECT_COLUMNS).executeTakeFirst();
  if (!row) throw redirectNotFound();
  return row;
}

/**
 * A page moved from `from` to `to` (a published article's slug or language changed): records
 * from → to and collapses what would chain (rules.ts, collapseMove), inside the caller's
 * transaction.
 */
export async function recordMove(
  tx: Transaction<Database>,
  move: { from: string; to: string; articleId: string; createdBy: string | null },
): Promise<void> {
  const from = sameSitePath(move.from);
  const to = sameSitePath(move.to);
  if (from === to || isReservedPath(from)) return;
  await lockRedirects(tx);
  // The page is at `to` again (a slug changed back): the redirect leaving it goes first, since
  // retargeting it would point it at itself, which the table refuses.
  await tx.deleteFrom('redirects').where('from_path', '=', to).execute();
  await tx.updateTable('redirects').set({ to_path: to }).where('to_path', '=', from).execute();
  await tx
    .insertInto('redirects')
    .values({ from_path: from, to_path: to, status: 301, origin: 'slug_change', article_id: move.articleId, created_by: move.createdBy })
    .onConflict((conflict) =>
      conflict.column('from_path').doUpdateSet({
        to_path: to,
        status: 301,
        origin: 'slug_change',
        article_id: move.articleId,
        created_by: move.createdBy,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

/** A published page now lives at `path`: a redirect leaving it would hide the page, so it goes. */
export async function clearRedirectFrom(tx: Transaction<Database>, path: string): Promise<void> {
  await lockRedirects(tx);
  await tx.deleteFrom('redirects').where('from_path', '=', sameSitePath(path)).execute();
}
