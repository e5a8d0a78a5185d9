/**
 * The published content the pages show, read from the database by the same queries that answer
 * the content API (functions/content/), so a page rendered by the server and one built from
 * /api/content show the same thing.
 *
 * A publish changes a handful of articles, and reading all ten thousand again would cost more
 * than rendering the pages that changed. So the build runner keeps a ContentSnapshot: each read
 * asks the database only for the articles whose change counter (migration 030) passed a mark
 * taken at an earlier read, and the deletions recorded since (migration 051, docs/decisions/052),
 * then reads in full the articles that are new or changed, the other members of their translation
 * groups (an article shows its translation's title and address), and those whose shown prices
 * have gone stale since (time alone hides a price). Unchanged articles keep their objects, so
 * what the page plan derived from them is not computed again.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import { decodeCursor, listActiveEbooks, listActiveReviews, listPublishedArticles, publishedArticlesByIds } from '../../content/queries.ts';
import { publicSettings } from '../../content/settings.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';

const PAGE = 1000;
const DAY_MS = 86_400_000;

/** Every published article, read in full (what `npm run build` and a first build need). */
export async function loadSiteContent(db: Kysely<Database>, env: Env): Promise<SiteContent> {
  const articles: PublishedArticle[] = [];
  let after = null;
  for (;;) {
    const page = await listPublishedArticles(db, { limit: PAGE, after, priceMaxAgeDays: env.PRICE_MAX_AGE_DAYS });
    articles.push(...page.articles);
    if (!page.next) break;
    after = decodeCursor(page.next);
  }
  const [reviews, ebooks, settings] = await Promise.all([listActiveReviews(db), listActiveEbooks(db), publicSettings(db, env)]);
  return { articles, reviews, ebooks, settings };
}

interface Known {
  seq: string;
  group: string | null;
  /** The content API's order, newest first: the publication time to the microsecond (UTC), then the id. */
  order: string;
  article: PublishedArticle;
  /** When a price it shows becomes too old to show (ms since the epoch), or Infinity. */
  staleAt: number;
}

interface Row {
  id: string;
  grupo_traducao: string | null;
  seq: string;
  order: string;
}

function staleAt(article: PublishedArticle, maxAgeDays: number): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const product of article.related_products) {
    if (product.preco_verificado_em) earliest = Math.min(earliest, Date.parse(product.preco_verificado_em) + maxAgeDays * DAY_MS);
  }
  return earliest;
}

/** Newest first, as the content API lists them (data_publicacao desc, id desc). */
const newerFirst = (a: Known, b: Known) => (a.order === b.order ? 0 : a.order > b.order ? -1 : 1);

export interface ContentSnapshotOptions {
  /**
   * How long a writing transaction may hold a change number before it commits (default 2 s).
   * A read asks for what changed since a mark taken this long before the previous read, so a
   * change numbered before that read but committed after it is still seen. 0 in tests that
   * count what a read looked at.
   */
  overlapMs?: number;
  /** How often a read checks every published article's counter anyway (default 10 minutes). */
  fullScanEveryMs?: number;
}

/** What one read did: how many articles it read in full, and how many counters it looked at. */
export interface SnapshotRead {
  content: SiteContent;
  read: number;
  scanned: number;
  mode: 'full' | 'since';
}

/** Removals older than this are deleted by a full scan; a reader idle longer scans in full. */
const REMOVALS_KEPT_MS = 2 * DAY_MS;

export class ContentSnapshot {
  private known = new Map<string, Known>();
  /** The known articles in the content API's order. */
  private ordered: Known[] = [];
  /** The change counter's value at the start of each recent read, and when. */
  private marks: { at: number; seq: string }[] = [];
  private lastFullScanAt = 0;
  /** An article was forgotten since the order was last made. */
  private removedSinceOrdered = false;
  private readonly overlapMs: number;
  private readonly fullScanEveryMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: Env,
    options: ContentSnapshotOptions = {},
  ) {
    this.overlapMs = options.overlapMs ?? 2_000;
    this.fullScanEveryMs = Math.min(options.fullScanEveryMs ?? 600_000, REMOVALS_KEPT_MS / 2);
  }

  /** Forgets what it read: the next load reads every article. */
  reset(): void {
    this.known.clear();
    this.ordered = [];
    this.marks = [];
    this.lastFullScanAt = 0;
  }

  /**
   * The published content now, reading in full only what changed since the last load. Which
   * articles changed comes from the counters above a mark (an index range, migration 051) and
   * the removals recorded since; every published article's counter is checked instead on the
   * first read, when no mark is old enough, and every `fullScanEveryMs`.
   */
  async load(): Promise<SnapshotRead> {
    const { db, env } = this;
    const now = Date.now();
    const previous = this.marks.at(-1)?.at;
    // The counter's last value given out (one less than last_value before the first nextval).
    const mark = await sql<{ seq: string }>`
      SELECT (CASE WHEN is_called THEN last_value ELSE last_value - 1 END)::text AS seq FROM content_change_seq`.execute(db);
    const since = previous === undefined ? undefined : this.marks.findLast((m) => m.at <= previous - this.overlapMs)?.seq;
    this.marks.push({ at: now, seq: mark.rows[0]!.seq });
    // Marks older than the one the next read may use are of no further use.
    const keepFrom = this.marks.findLastIndex((m) => m.at <= now - this.overlapMs);
    if (keepFrom > 0) this.marks = this.marks.slice(keepFrom);

    const full = since === undefined || now - this.lastFullScanAt >= this.fullScanEveryMs;
    const { toRead, rows, scanned } = full ? await this.scanAll(now) : await this.scanSince(since!, now);

    let changed = false;
    if (toRead.size) {
      const read = await publishedArticlesByIds(db, [...toRead], env.PRICE_MAX_AGE_DAYS);
      const found = new Set<string>();
      for (const article of read) {
        const row = rows.get(article.id) ?? this.known.get(article.id);
        if (!row) continue;
        found.add(article.id);
        this.known.set(article.id, {
          seq: row.seq,
          group: 'grupo_traducao' in row ? row.grupo_traducao : row.group,
          order: row.order,
          article,
          staleAt: staleAt(article, env.PRICE_MAX_AGE_DAYS),
        });
      }
      // Unpublished between the two reads.
      for (const id of toRead) if (!found.has(id)) this.known.delete(id);
      changed = true;
    }
    if (changed || this.removedSinceOrdered) this.reorder(toRead);
    this.removedSinceOrdered = false;
    const articles = this.ordered.map((known) => known.article);
    const [reviews, ebooks, settings] = await Promise.all([listActiveReviews(db), listActiveEbooks(db), publicSettings(db, env)]);
    return { content: { articles, reviews, ebooks, settings }, read: toRead.size, scanned, mode: full ? 'full' : 'since' };
  }

  /** Every published article's counter: what is new, changed or gone since the last read. */
  private async scanAll(now: number): Promise<{ toRead: Set<string>; rows: Map<string, Row>; scanned: number }> {
    const { db } = this;
    this.lastFullScanAt = now;
    await db
      .deleteFrom('article_removals')
      .where('removed_at', '<', new Date(now - REMOVALS_KEPT_MS))
      .execute();
    const current = await this.rows(db.selectFrom('articles').where('status', '=', 'publicado'));
    const rows = new Map(current.map((row) => [row.id, row]));
    const touchedGroups = new Set<string>();
    const toRead = new Set<string>();
    for (const row of current) {
      const known = this.known.get(row.id);
      if (known && known.seq === row.seq && known.group === row.grupo_traducao && known.staleAt > now) continue;
      toRead.add(row.id);
      if (row.grupo_traducao) touchedGroups.add(row.grupo_traducao);
      if (known?.group) touchedGroups.add(known.group);
    }
    for (const [id, known] of this.known) {
      if (rows.has(id)) continue;
      this.forget(id);
      if (known.group) touchedGroups.add(known.group);
    }
    if (touchedGroups.size) for (const row of current) if (row.grupo_traducao && touchedGroups.has(row.grupo_traducao)) toRead.add(row.id);
    return { toRead, rows, scanned: current.length };
  }

  /** The counters above `since` and the removals recorded after it: what changed, found through indexes. */
  private async scanSince(since: string, now: number): Promise<{ toRead: Set<string>; rows: Map<string, Row>; scanned: number }> {
    const { db } = this;
    const after = sql<boolean>`change_seq > ${since}::bigint`;
    const [changedRows, removals] = await Promise.all([
      this.rows(db.selectFrom('articles').where(after)),
      db.selectFrom('article_removals').select(['article_id', 'grupo_traducao']).where(after).execute(),
    ]);
    const rows = new Map<string, Row>();
    const touchedGroups = new Set<string>();
    const toRead = new Set<string>();
    for (const row of changedRows) {
      const known = this.known.get(row.id);
      if (!row.published) {
        if (known) {
          this.forget(row.id);
          if (known.group) touchedGroups.add(known.group);
        }
        continue;
      }
      // Seen already (the overlap reads some changes twice).
      if (known && known.seq === row.seq && known.group === row.grupo_traducao) continue;
      rows.set(row.id, row);
      toRead.add(row.id);
      if (row.grupo_traducao) touchedGroups.add(row.grupo_traducao);
      if (known?.group) touchedGroups.add(known.group);
    }
    for (const removal of removals) {
      const known = this.known.get(removal.article_id);
      if (!known) continue;
      this.forget(removal.article_id);
      if (known.group) touchedGroups.add(known.group);
    }
    // Time alone hides a price: the articles showing one that has just become too old.
    for (const [id, known] of this.known) {
      if (known.staleAt > now) continue;
      toRead.add(id);
      if (known.group) touchedGroups.add(known.group);
    }
    if (touchedGroups.size) {
      const members = await this.rows(
        db
          .selectFrom('articles')
          .where('status', '=', 'publicado')
          .where('grupo_traducao', 'in', [...touchedGroups]),
      );
      for (const row of members) {
        rows.set(row.id, row);
        toRead.add(row.id);
      }
    }
    return { toRead, rows, scanned: changedRows.length + removals.length };
  }

  private forget(id: string): void {
    this.known.delete(id);
    this.removedSinceOrdered = true;
  }

  /** Counter, group and order of the articles `query` selects. */
  private async rows(query: SelectQueryBuilder<Database, 'articles', object>): Promise<(Row & { published: boolean })[]> {
    const found = await query
      .select([
        'id',
        'grupo_traducao',
        sql<string>`change_seq::text`.as('seq'),
        // NULLS FIRST, as ORDER BY data_publicacao DESC puts them.
        sql<string>`coalesce(to_char(data_publicacao AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US'), 'Z') || ' ' || id::text`.as('order'),
        sql<boolean>`status = 'publicado'`.as('published'),
      ])
      .execute();
    return found;
  }

  /**
   * The known articles in order again: the ones kept stay in their order, and the ones just
   * read are merged in, so a read that changed a few articles costs a pass, not a sort of all.
   */
  private reorder(touched: Set<string>): void {
    const kept = this.ordered.filter((known) => !touched.has(known.article.id) && this.known.get(known.article.id) === known);
    const fresh = [...touched].flatMap((id) => {
      const known = this.known.get(id);
      return known ? [known] : [];
    });
    fresh.sort(newerFirst);
    const merged: Known[] = [];
    let i = 0;
    let j = 0;
    while (i < kept.length || j < fresh.length) {
      if (j >= fresh.length || (i < kept.length && newerFirst(kept[i]!, fresh[j]!) <= 0)) merged.push(kept[i++]!);
      else merged.push(fresh[j++]!);
    }
    this.ordered = merged;
  }
}

/**
 * `content` with `article` in it as if published (a draft preview): in the content API's order
 * (newest first), replacing the article itself and any article at its address.
 */
export function withArticle(content: SiteContent, article: PublishedArticle): SiteContent {
  const others = content.articles.filter(
    (other) => other.id !== article.id && !(other.idioma === article.idioma && other.slug === article.slug),
  );
  const newer = (other: PublishedArticle) =>
    other.data_publicacao > article.data_publicacao || (other.data_publicacao === article.data_publicacao && other.id > article.id);
  const at = others.findIndex((other) => !newer(other));
  const articles = at === -1 ? [...others, article] : [...others.slice(0, at), article, ...others.slice(at)];
  return { ...content, articles };
}
