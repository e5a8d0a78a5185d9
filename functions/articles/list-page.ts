/**
 * The back office's article list a page at a time (docs/decisions/083): keyset pages on the
 * list's order index (migration 071), so a page costs the same at any depth and at any site
 * size, and a total that never counts every article: the kept tallies answer the filters they
 * hold, anything else is counted up to ADMIN_ARTICLE_PAGE.countCap.
 *
 * A cursor is the order key of a page's edge row (its `coalesce(data_publicacao, updated_at)`
 * to the microsecond, in UTC, and its id) and the way to read from it: `n` the rows after it
 * (next page), `p` the rows before it (previous page). Rows written meanwhile never shift a page.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { ADMIN_ARTICLE_PAGE, type AdminArticleListQuery } from '../../src/lib/contracts/article.ts';
import { adminArticleListQuery, articleListRow } from './store.ts';

export interface ListCursor {
  direction: 'next' | 'previous';
  /** The edge row's order key, e.g. 2026-11-27T10:00:00.123456Z. */
  at: string;
  id: string;
}

const BAD_CURSOR = {
  en: 'This page of the article list no longer exists. Start again from the first page.',
  pt: 'Esta página da lista de artigos não existe mais. Recomece pela primeira página.',
};

const CURSOR = /^([np])\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeListCursor({ direction, at, id }: ListCursor): string {
  return Buffer.from(`${direction === 'next' ? 'n' : 'p'}|${at}|${id}`).toString('base64url');
}

/** A cursor this list wrote, or a 400 `invalid_cursor`. */
export function decodeListCursor(cursor: string): ListCursor {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new ApiError(400, 'invalid_cursor', BAD_CURSOR);
  return { direction: match[1] === 'n' ? 'next' : 'previous', at: match[2]!, id: match[3]! };
}

/** A page of the list: at most `filter.limit` articles, newest first, and the cursors around it. */
export async function adminArticlePage(db: Kysely<Database>, filter: AdminArticleListQuery, createdBy?: string) {
  const cursor = filter.cursor ? decodeListCursor(filter.cursor) : undefined;
  const [rows, count] = await Promise.all([readPage(db, filter, createdBy, cursor), listTotal(db, filter, createdBy)]);
  let page = rows.page;
  let more = rows.more;
  let previous = cursor !== undefined;
  if (cursor?.direction === 'previous') {
    if (!more) {
      // Nothing before this page: it is the first, and the first page is always full from the top
      // (articles written meanwhile would otherwise leave it short).
      ({ page, more } = await readPage(db, filter, createdBy, undefined));
      previous = false;
    } else {
      more = true; // the page we came back from follows this one
      previous = true;
    }
  }
  const first = page[0];
  const last = page.at(-1);
  return {
    articles: page.map(({ order_key: _key, ...article }) => article),
    total: count.total,
    total_exact: count.exact,
    next_cursor: more && last ? encodeListCursor({ direction: 'next', at: last.order_key, id: last.id }) : null,
    previous_cursor: previous && first ? encodeListCursor({ direction: 'previous', at: first.order_key, id: first.id }) : null,
  };
}

async function readPage(
  db: Kysely<Database>,
  filter: AdminArticleListQuery,
  createdBy: string | undefined,
  cursor: ListCursor | undefined,
) {
  const rows = (await adminArticleListQuery(db, filter, createdBy, cursor).execute()).map(articleListRow);
  const more = rows.length > filter.limit;
  const page = rows.slice(0, filter.limit);
  // A previous page is read backwards from its cursor (the index scanned the other way).
  if (cursor?.direction === 'previous') page.reverse();
  return { page, more };
}

/**
 * How many articles the filter matches. The tallies (migration 071) hold the counts of a status,
 * of the review queue and of the out-of-date translations; the scheduled articles are few and
 * counted on their status index. Any other filter (a search, a language, an author's own view)
 * is counted up to the cap: past it, the pager says "more than".
 */
async function listTotal(
  db: Kysely<Database>,
  filter: AdminArticleListQuery,
  createdBy?: string,
): Promise<{ total: number; exact: boolean }> {
  const plain = !createdBy && !filter.search.trim() && !filter.idioma;
  const only = (traducao: AdminArticleListQuery['traducao'], revisao: AdminArticleListQuery['revisao']) =>
    filter.traducao === traducao && filter.revisao === revisao;
  if (plain && only(undefined, undefined) && filter.status !== 'agendado') {
    const tallies = await db.selectFrom('article_tallies').select(['published', 'drafts']).executeTakeFirstOrThrow();
    if (filter.status === 'publicado') return { total: Number(tallies.published), exact: true };
    if (filter.status === 'rascunho') return { total: Number(tallies.drafts), exact: true };
    const scheduled = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'agendado')
      .executeTakeFirstOrThrow();
    return { total: Number(tallies.published) + Number(tallies.drafts) + Number(scheduled.n), exact: true };
  }
  if (plain && filter.status === 'todos' && (only(undefined, 'aguardando') || only('desatualizada', undefined))) {
    const tallies = await db
      .selectFrom('article_tallies')
      .select(['awaiting_review', 'translations_out_of_date'])
      .executeTakeFirstOrThrow();
    return { total: Number(filter.revisao ? tallies.awaiting_review : tallies.translations_out_of_date), exact: true };
  }
  const cap = ADMIN_ARTICLE_PAGE.countCap;
  const matching = adminArticleListQuery(db, { ...filter, limit: cap + 1, cursor: undefined }, createdBy)
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'));
  const { n } = await db
    .selectFrom(matching.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  return total > cap ? { total: cap, exact: false } : { total, exact: true };
}
