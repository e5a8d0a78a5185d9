/**
 * What the public site's redirects read, held in memory (docs/decisions/039): the redirects
 * table, and the published articles' language, slug and translation group that the computed
 * article redirects read (functions/site/article-redirects.ts). A page request asks this copy,
 * never the database.
 *
 * The copy is read whole and replaced in one assignment (the maps are built first), whenever
 * it may have changed: on this instance right after a change is written (Publisher), and on
 * every instance when the shared site version moves past the one it was read at
 * (site-follower.ts). A reload that fails keeps the last good copy and is logged at most once
 * a minute. Until the first load succeeds, lookups go to the database as they used to.
 */
import type { Kysely } from 'kysely';
import { LOCALES, otherLocale, type Locale } from '../../src/i18n/locales.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { RedirectStatus } from '../../src/lib/contracts/redirect.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { readSiteVersion } from '../publishing/site-version.ts';
import {
  articleRedirects,
  publishedInDatabase,
  type ArticleRedirects,
  type PublishedArticle,
  type PublishedArticles,
} from '../site/article-redirects.ts';
import { sameSitePath } from '../site/same-site-path.ts';
import { findRedirect, redirectKey } from './store.ts';

type Target = { to_path: string; status: RedirectStatus };
/** A row of the copy: its target, and the article whose moves wrote it (deleting the article deletes those). */
type Row = Target & { article_id: string | null };

interface Snapshot {
  /** The site version read before the tables by the last whole read: the copy shows at least this version. */
  version: number;
  redirects: Map<string, Row>;
  /** An article id → the from_paths of the rows it wrote (an article's delete removes those; decision 084). */
  byArticle: Map<string, Set<string>>;
  /** The published articles by id, the entries bySlug's lists hold (a partial read replaces an article's). */
  byId: Map<string, PublishedArticle>;
  bySlug: Map<string, PublishedArticle[]>;
  /** `${grupo_traducao} ${idioma}` → the published article of that group in that language. */
  translations: Map<string, Pick<PublishedArticle, 'idioma' | 'slug'>>;
}

const WARN_EVERY_MS = 60_000;

const REDIRECT_COLUMNS = ['from_path', 'to_path', 'status', 'article_id'] as const;

/** Puts redirect rows into the copy's maps (a row with the same from_path is replaced). */
function putRedirects(snapshot: Pick<Snapshot, 'redirects' | 'byArticle'>, rows: ReadonlyArray<{ from_path: string } & Row>): void {
  for (const { from_path, to_path, status, article_id } of rows) {
    snapshot.redirects.set(from_path, { to_path, status, article_id });
    if (!article_id) continue;
    const paths = snapshot.byArticle.get(article_id);
    if (paths) paths.add(from_path);
    else snapshot.byArticle.set(article_id, new Set([from_path]));
  }
}

/**
 * The addresses an article change can touch in the redirects table (functions/articles/moves.ts,
 * store.ts's recordMove and clearRedirectFrom): an article's URL in either locale, before and
 * after, and its published translations' URLs. A move deletes rows leaving those addresses,
 * retargets rows leading to the old one to the new one and writes rows from the old ones; a
 * delete removes the rows the article's moves wrote (found by article_id).
 */
function touchedPaths(articles: Iterable<Pick<PublishedArticle, 'slug' | 'idioma'>>): Set<string> {
  const paths = new Set<string>();
  for (const { slug, idioma } of articles) {
    paths.add(sameSitePath(articleUrl({ slug, idioma })));
    paths.add(sameSitePath(articleUrl({ slug, idioma: otherLocale(idioma) })));
  }
  return paths;
}

export class RedirectIndex {
  private snapshot: Snapshot | null = null;
  /** The reload under way, and the one queued behind it (shared by every caller meanwhile). */
  private current: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;
  /** What the next reload reads: everything, or the articles of these ids (null: nothing asked yet). */
  private wanted: Set<string> | 'all' | null = null;
  private started = 0;
  private applied = 0;
  private lastWarned = 0;
  private failing = false;
  /** The computed article redirects (/artigo/{slug}, an article's URL in the other locale), read from this copy. */
  readonly articles: ArticleRedirects;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
  ) {
    const fromDatabase = publishedInDatabase(db);
    const inMemory: PublishedArticles = {
      withSlug: (slug) => (this.snapshot ? (this.snapshot.bySlug.get(slug) ?? []) : fromDatabase.withSlug(slug)),
      translation: (group, locale: Locale) =>
        this.snapshot ? this.snapshot.translations.get(`${group} ${locale}`) : fromDatabase.translation(group, locale),
    };
    this.articles = articleRedirects(inMemory);
  }

  /** The site version the copy was read at; null before the first load. */
  get version(): number | null {
    return this.snapshot?.version ?? null;
  }

  /** How many redirects and published articles the copy holds (for logs and tests). */
  get size(): { redirects: number; articles: number } | null {
    if (!this.snapshot) return null;
    let articles = 0;
    for (const list of this.snapshot.bySlug.values()) articles += list.length;
    return { redirects: this.snapshot.redirects.size, articles };
  }

  /** The stored redirect answering a requested path (as the router saw it, still encoded), or null. */
  find(requestPath: string): Target | null | Promise<Target | null> {
    const snapshot = this.snapshot;
    if (!snapshot) return findRedirect(this.db, requestPath);
    const key = redirectKey(requestPath);
    const row = key === null ? undefined : snapshot.redirects.get(key);
    return row ? { to_path: row.to_path, status: row.status } : null;
  }

  /**
   * Reads everything again and swaps the copy; false (the last good copy stays) when the
   * database did not answer. Reloads run one at a time: a call while one is under way (which
   * may have read before the caller's change) waits for one more, shared by all such calls, so
   * a burst of changes costs two reads, not one each.
   *
   * With `articleIds` (the articles a change just wrote, docs/decisions/078), only those
   * articles and their translation groups are read, and of the redirects table only the rows at
   * or leading to their addresses and the rows their moves wrote (docs/decisions/084): a change
   * made on this instance costs reads of its own size, not of the site's. Changes made on
   * other instances come through follow(), which reads everything.
   */
  reload(articleIds?: readonly string[]): Promise<boolean> {
    if (!articleIds || this.wanted === 'all') this.wanted = 'all';
    else this.wanted = new Set([...(this.wanted ?? []), ...articleIds]);
    if (!this.current) return this.start();
    this.queued ??= this.current.then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<boolean> {
    const scope = this.wanted ?? 'all';
    this.wanted = null;
    const ticket = ++this.started;
    const run = (scope === 'all' || !this.snapshot ? this.load(ticket) : this.loadArticles(ticket, this.snapshot, scope)).finally(() => {
      if (this.current === run) this.current = null;
    });
    this.current = run;
    return run;
  }

  private async load(ticket: number): Promise<boolean> {
    try {
      const version = await readSiteVersion(this.db);
      const [redirects, articles] = await Promise.all([
        this.db.selectFrom('redirects').select(REDIRECT_COLUMNS).execute(),
        this.db.selectFrom('articles').select(['id', 'idioma', 'slug', 'grupo_traducao']).where('status', '=', 'publicado').execute(),
      ]);
      const next: Snapshot = {
        version,
        redirects: new Map(),
        byArticle: new Map(),
        byId: new Map(),
        bySlug: new Map(),
        translations: new Map(),
      };
      putRedirects(next, redirects);
      for (const { id, ...article } of articles) {
        next.byId.set(id, article);
        const list = next.bySlug.get(article.slug);
        if (list) list.push(article);
        else next.bySlug.set(article.slug, [article]);
        const key = `${article.grupo_traducao} ${article.idioma}`;
        if (article.grupo_traducao && !next.translations.has(key))
          next.translations.set(key, { idioma: article.idioma, slug: article.slug });
      }
      // Should two ever overlap, the one that started later read later data: an earlier one finishing after it is dropped.
      if (ticket > this.applied) {
        this.applied = ticket;
        this.snapshot = next;
      }
      this.loaded(version);
      return true;
    } catch (error) {
      this.failedToLoad(error);
      return false;
    }
  }

  /**
   * Reads the redirects table and the articles of `ids` with their translation groups, and
   * puts them into the copy in one synchronous step (a lookup sees the copy before or after,
   * never halfway). The copy's version stays the last whole read's: other changes may have
   * happened since, and follow() must still read them.
   */
  private async loadArticles(ticket: number, snapshot: Snapshot, ids: Set<string>): Promise<boolean> {
    try {
      const changed = await this.db
        .selectFrom('articles')
        .select(['id', 'idioma', 'slug', 'grupo_traducao', 'status'])
        .where('id', 'in', [...ids])
        .execute();
      const groups = new Set<string>();
      const before: PublishedArticle[] = [];
      for (const id of ids) {
        const old = snapshot.byId.get(id);
        if (old) before.push(old);
        if (old?.grupo_traducao) groups.add(old.grupo_traducao);
      }
      for (const row of changed) if (row.grupo_traducao) groups.add(row.grupo_traducao);
      const members = groups.size
        ? await this.db
            .selectFrom('articles')
            .select(['idioma', 'slug', 'grupo_traducao'])
            .where('status', '=', 'publicado')
            .where('grupo_traducao', 'in', [...groups])
            .execute()
        : [];
      // Only the redirect rows this change can have written, deleted or retargeted (decision 084),
      // not the whole table: a site imported with a redirect per old URL has many.
      const paths = [...touchedPaths([...before, ...changed, ...members])];
      const redirects = await this.db
        .selectFrom('redirects')
        .select(REDIRECT_COLUMNS)
        .where((eb) => eb.or([eb('from_path', 'in', paths), eb('to_path', 'in', paths), eb('article_id', 'in', [...ids])]))
        .execute();
      // A whole read that started later has the newer data.
      if (ticket <= this.applied || this.snapshot !== snapshot) return true;
      this.applied = ticket;
      // Rows that may be gone: those leaving a touched address, and those the articles' moves wrote.
      // The ones still there come back in `redirects`.
      const gone = new Set(paths);
      for (const id of ids) {
        for (const from of snapshot.byArticle.get(id) ?? []) if (snapshot.redirects.get(from)?.article_id === id) gone.add(from);
        snapshot.byArticle.delete(id);
      }
      for (const from of gone) snapshot.redirects.delete(from);
      putRedirects(snapshot, redirects);
      for (const id of ids) {
        const old = snapshot.byId.get(id);
        if (!old) continue;
        snapshot.byId.delete(id);
        const list = snapshot.bySlug.get(old.slug)?.filter((article) => article !== old) ?? [];
        if (list.length) snapshot.bySlug.set(old.slug, list);
        else snapshot.bySlug.delete(old.slug);
      }
      for (const { id, status, ...article } of changed) {
        if (status !== 'publicado') continue;
        snapshot.byId.set(id, article);
        snapshot.bySlug.set(article.slug, [...(snapshot.bySlug.get(article.slug) ?? []), article]);
      }
      for (const group of groups) for (const locale of LOCALES) snapshot.translations.delete(`${group} ${locale}`);
      for (const member of members)
        snapshot.translations.set(`${member.grupo_traducao} ${member.idioma}`, { idioma: member.idioma, slug: member.slug });
      this.loaded(snapshot.version);
      return true;
    } catch (error) {
      this.failedToLoad(error);
      return false;
    }
  }

  private loaded(version: number): void {
    if (this.failing) this.logger.info('redirects loaded again', { version });
    this.failing = false;
  }

  private failedToLoad(error: unknown): void {
    this.failing = true;
    if (Date.now() - this.lastWarned > WARN_EVERY_MS) {
      this.lastWarned = Date.now();
      this.logger.warn(
        this.snapshot
          ? 'redirects could not be reloaded; the last copy is served'
          : 'redirects could not be loaded; pages are served without them',
        { error: (error as Error).message },
      );
    }
  }

  /** The shared site version is `version` (site-follower.ts): reloads when the copy is older and no reload is under way. */
  async follow(version: number): Promise<void> {
    if (this.current) return;
    if (this.snapshot && this.snapshot.version >= version) return;
    await this.reload();
  }
}
