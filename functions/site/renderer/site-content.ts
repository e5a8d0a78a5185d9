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
 *
 * The snapshot holds each article without its body (src/lib/content/bodies.ts): a build reads
 * the bodies of the pages it renders through `readBodies` (docs/decisions/090). And a read that
 * changed a few articles costs work in proportion to them: the article list is the previous one
 * with those articles taken out and put back in by binary search, and an unchanged read gives
 * the same list object back (the page plan's lists are cached per list).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import { parseLocalePath } from '../../../src/i18n/paths.ts';
import { leanArticle, leanBodyOf } from '../../../src/lib/content/bodies.ts';
import { publishedArticle } from '../../../src/lib/content/queries.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import {
  articleBodiesByIds,
  decodeCursor,
  listActiveEbooks,
  listActiveReviews,
  listPublishedArticles,
  publishedArticlesByIds,
} from '../../content/queries.ts';
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

/** Each held article's place in the content API's order (Known.order), by its object. */
const orderOf = new WeakMap<PublishedArticle, string>();

/** Where an article of order `order` is, or would go, in `articles` (newest first: descending order strings). */
function placeOf(articles: readonly PublishedArticle[], order: string): number {
  let low = 0;
  let high = articles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (orderOf.get(articles[middle]!)! > order) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many list changes `changesSince` can look back over (a build reads after a few previews at most). */
const HISTORY_KEPT = 32;

const digestOf = (body: string) => createHash('sha1').update(body).digest('base64url');

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
  /** Held articles this read visited to make its article list (the articles changed, not the site's: for tests). */
  visited: number;
}

/** Removals older than this are deleted by a full scan; a reader idle longer scans in full. */
const REMOVALS_KEPT_MS = 2 * DAY_MS;

export class ContentSnapshot {
  private known = new Map<string, Known>();
  /** The known articles in the content API's order: the list the last read gave. */
  private articles: PublishedArticle[] = [];
  /** The earliest `staleAt` of the known articles (or earlier): no price can turn stale before. */
  private earliestStaleAt = Number.POSITIVE_INFINITY;
  /** Bodies read through `readBodies` since the snapshot was made (tests count them). */
  bodiesRead = 0;
  /** The last lists made, each with the ids whose articles it changed (for `changesSince`). */
  private history: { from: readonly PublishedArticle[]; to: readonly PublishedArticle[]; ids: string[] }[] = [];
  /** The change counter's value at the start of each recent read, and when. */
  private marks: { at: number; seq: string }[] = [];
  private lastFullScanAt = 0;
  /** The articles forgotten (unpublished, deleted) since the list was last made: taken out at the next. */
  private forgotten: PublishedArticle[] = [];
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
    this.articles = [];
    this.history = [];
    this.forgotten = [];
    this.earliestStaleAt = Number.POSITIVE_INFINITY;
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

    const fresh: PublishedArticle[] = [];
    if (toRead.size) {
      const read = await publishedArticlesByIds(db, [...toRead], env.PRICE_MAX_AGE_DAYS);
      const found = new Set<string>();
      for (const whole of read) {
        const row = rows.get(whole.id) ?? this.known.get(whole.id);
        if (!row) continue;
        found.add(whole.id);
        const before = this.known.get(whole.id);
        if (before) this.forgotten.push(before.article);
        // Held without its body: only its page shows it, read when that page renders.
        const article = leanArticle(whole, digestOf(whole.conteudo_html));
        const known: Known = {
          seq: row.seq,
          group: 'grupo_traducao' in row ? row.grupo_traducao : row.group,
          order: row.order,
          article,
          staleAt: staleAt(whole, env.PRICE_MAX_AGE_DAYS),
        };
        orderOf.set(article, known.order);
        this.known.set(whole.id, known);
        this.earliestStaleAt = Math.min(this.earliestStaleAt, known.staleAt);
        fresh.push(article);
      }
      // Unpublished between the two reads.
      for (const id of toRead) if (!found.has(id)) this.forget(id);
    }
    const visited = this.forgotten.length || fresh.length ? this.relist(fresh) : 0;
    const articles = this.articles;
    const [reviews, ebooks, settings] = await Promise.all([listActiveReviews(db), listActiveEbooks(db), publicSettings(db, env)]);
    return {
      content: {
        articles,
        reviews,
        ebooks,
        settings,
        readBodies: this.readBodies,
        changesSince: (earlier) => this.changesBetween(earlier, articles),
      },
      read: toRead.size,
      scanned,
      mode: full ? 'full' : 'since',
      visited,
    };
  }

  /**
   * The ids whose articles differ between two lists this snapshot gave, `to` being its latest,
   * each with its article now (null: gone); null when it does not know `earlier` any more.
   */
  private changesBetween(
    earlier: readonly PublishedArticle[],
    to: readonly PublishedArticle[],
  ): Map<string, PublishedArticle | null> | null {
    if (to !== this.articles) return null;
    const ids = new Set<string>();
    let at: readonly PublishedArticle[] = to;
    for (let index = this.history.length - 1; at !== earlier; index--) {
      const step = this.history[index];
      if (!step || step.to !== at) return null;
      for (const id of step.ids) ids.add(id);
      at = step.from;
    }
    return new Map([...ids].map((id) => [id, this.known.get(id)?.article ?? null]));
  }

  /** The bodies of the given articles, for the pages a build renders (counted in `bodiesRead`). */
  private readonly readBodies = async (ids: readonly string[]): Promise<Map<string, string>> => {
    const bodies = await articleBodiesByIds(this.db, ids);
    this.bodiesRead += bodies.size;
    return bodies;
  };

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
    // Time alone hides a price: the articles showing one that has just become too old (looked
    // for only once the earliest such time has come, not at every read).
    if (this.earliestStaleAt <= now) {
      this.earliestStaleAt = Number.POSITIVE_INFINITY;
      for (const [id, known] of this.known) {
        if (known.staleAt > now) {
          this.earliestStaleAt = Math.min(this.earliestStaleAt, known.staleAt);
          continue;
        }
        toRead.add(id);
        if (known.group) touchedGroups.add(known.group);
      }
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
    const known = this.known.get(id);
    if (!known) return;
    this.known.delete(id);
    this.forgotten.push(known.article);
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
   * A new article list: the last one with the replaced and forgotten articles taken out and the
   * ones just read put in, each found by a binary search on its order. A copy, as the page plan
   * compares the new list with the one before. Returns how many articles it moved.
   */
  private relist(fresh: PublishedArticle[]): number {
    const next = this.articles.slice();
    for (const article of this.forgotten) {
      const at = placeOf(next, orderOf.get(article)!);
      if (next[at] === article) next.splice(at, 1);
    }
    for (const article of fresh) next.splice(placeOf(next, orderOf.get(article)!), 0, article);
    const moved = this.forgotten.length + fresh.length;
    const ids = [...this.forgotten, ...fresh].map((article) => article.id);
    this.history.push({ from: this.articles, to: next, ids });
    if (this.history.length > HISTORY_KEPT) this.history.shift();
    this.forgotten = [];
    this.articles = next;
    return moved;
  }
}

/** The article whose page is at `urlPath` (`/artigos/<slug>`, `/pt/artigos/<slug>`), if any. */
export function articleAtPath(articles: readonly PublishedArticle[], urlPath: string): PublishedArticle | undefined {
  const { locale, path } = parseLocalePath(urlPath);
  const slug = /^\/artigos\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return undefined;
  try {
    return publishedArticle(articles, locale, decodeURIComponent(slug));
  } catch {
    return undefined;
  }
}

/**
 * `content` with the bodies of the lean articles whose pages are among `paths` (one read for
 * them all): what a build renders a batch of pages with (docs/decisions/090). The same content
 * when none is needed.
 */
export async function withBodiesFor(content: SiteContent, paths: readonly string[]): Promise<SiteContent> {
  if (!content.readBodies) return content;
  const ids: string[] = [];
  for (const urlPath of paths) {
    const article = articleAtPath(content.articles, urlPath);
    if (article && leanBodyOf(article)) ids.push(article.id);
  }
  if (!ids.length) return content;
  const bodies = await content.readBodies(ids);
  const gone = ids.find((id) => !bodies.has(id));
  if (gone !== undefined) throw new ContentMovedError(`article ${gone} was deleted after the build read the content`);
  return { ...content, bodies };
}

/**
 * An article the build's content holds was deleted before its body was read: the page cannot be
 * rendered from this read. The deletion asked for a build of its own, which reads the content
 * again (build-runner.ts starts it instead of failing this one).
 */
export class ContentMovedError extends Error {
  override name = 'ContentMovedError';
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
