/**
 * One import run (docs/decisions/049, 074): the uploaded file (uploads.ts), read in two passes (an
 * index, then item by item), each item planned (wordpress/plan.ts, ghost/plan.ts) and, unless
 * it is a dry run, written through the article service with its images and old addresses.
 * Each article is written in one transaction with its import_items row, so a run killed at any
 * point and started again skips what it wrote (same content hash) and goes on: the result is
 * the same as one clean run. The site is rebuilt once at the end.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { hasContent } from '../../src/lib/contracts/article-content.ts';
import { ARTICLE_LIMITS, articleInputSchema, type ArticleInput } from '../../src/lib/contracts/article.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import { isCategoryKey } from '../../src/lib/categories.ts';
import { categoryPageHref } from '../../src/lib/navigation.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { isReservedPath } from '../../src/lib/contracts/redirect.ts';
import { MAX_SLUG_LENGTH } from '../../src/lib/slug.ts';
import { ArticleService } from '../articles/service.ts';
import { sanitizeArticleHtml } from '../articles/sanitize.ts';
import type { Database } from '../db/schema.ts';
import type { JobContext } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { sameSitePath } from '../site/same-site-path.ts';
import { planGhostPost, readGhostExport } from './ghost/plan.ts';
import { MediaFetchError, MediaImporter } from './media.ts';
import { itemFailure } from './failure.ts';
import { detached } from './detached.ts';
import { emptyReport, noteProblem, REPORT_LIST_LIMIT, type ImportReport } from './report.ts';
import { openImportFile, type ImportSource } from './source.ts';
import type { ImportOptions, ItemPlan, PlannedArticle } from './types.ts';
import { emptyIndex, indexEvent, planWordPressItem } from './wordpress/plan.ts';
import { readWxr } from './wordpress/wxr-reader.ts';
import { readAhead } from './read-ahead.ts';
import { startPlanThread } from './plan-thread.ts';
import { importOptionsSchema, type StoredImportOptions } from './options.ts';
import type { ImportUploads } from './uploads.ts';
import { writeBatchRows, writeItemRows, type BatchRowWrite, type HeldRedirect, type ImportItemRow } from './item-writes.ts';

export interface ImportRunnerDeps {
  db: Kysely<Database>;
  storage: MediaStorage;
  logger: Logger;
  allowPrivateTargets: boolean;
  /** The database: a batch of articles is one transaction on PostgreSQL, and on the embedded one only with `pipeline` batch (writeBatch). */
  engine?: 'pglite' | 'postgres';
  /**
   * IMPORT_PIPELINE (docs/decisions/099). `overlap` (the default): items are read and planned
   * while the batch before them is written, and a batch's own rows (import_items, redirects) go
   * in two statements where the batch is one transaction (PostgreSQL). `batch`: the same, and one
   * transaction a batch on the embedded database too (measured slower there: 099). `serial`: as
   * before 099, read when the writer asks, each item's rows in its own statement.
   */
  pipeline?: 'overlap' | 'serial' | 'batch';
  /** Where the uploaded file waits (uploads.ts). */
  uploads: ImportUploads;
  /** Told once at the end: the site is rebuilt, every instance reads its redirects again, the new articles get their social cards. */
  publisher: { imported(): Promise<void> } | null;
}

/**
 * The plans of every item, in file order, and how many there are. A WordPress export is read
 * on a thread of its own when `thread` gives the file's path (plan-thread.ts, docs/decisions/099).
 */
async function plansOf(
  source: ImportSource,
  options: ImportOptions & { sourceUrl: string },
  report: ImportReport,
  thread: { path: string } | null = null,
) {
  if (source.kind === 'ghost') {
    const ghost = readGhostExport(source.json);
    report.unreadable += ghost.unreadable;
    const categories = new Map<string, number>();
    for (const post of ghost.posts) {
      for (const tag of ghost.tags.get(post.id) ?? []) if (!tag.startsWith('#')) categories.set(tag, (categories.get(tag) ?? 0) + 1);
    }
    report.categories = [...categories].map(([name, posts]) => {
      const slug = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return { slug, name, posts, mapped_to: options.categoryMap[slug] ?? null };
    });
    return {
      total: ghost.posts.length,
      plans: (async function* () {
        for (const post of ghost.posts) yield planGhostPost(post, ghost, options);
      })(),
    };
  }
  if (thread) {
    const reader = await startPlanThread(thread.path, options);
    report.unreadable += reader.unreadable;
    report.categories = reader.categories.map(([slug, { name, posts }]) => ({
      slug,
      name,
      posts,
      mapped_to: options.categoryMap[slug] ?? null,
    }));
    return { total: reader.total, plans: reader.plans };
  }
  const index = emptyIndex();
  let total = 0;
  for await (const event of readWxr(source.open())) {
    indexEvent(index, event);
    if (event.type === 'item') total += 1;
    if (event.type === 'unreadable') report.unreadable += 1;
  }
  report.categories = [...index.categories].map(([slug, { name, posts }]) => ({
    slug,
    name,
    posts,
    mapped_to: options.categoryMap[slug] ?? null,
  }));
  return {
    total,
    plans: (async function* () {
      for await (const event of readWxr(source.open())) if (event.type === 'item') yield planWordPressItem(event.item, index, options);
    })(),
  };
}

type ArticlePlan = Extract<ItemPlan, { kind: 'article' }>;

interface SlugClash {
  source_key: string;
  slug: string;
  resolved_as: string;
}

/** An item of a batch, ready for its transaction: unchanged since it was imported, or to write. */
type PreparedItem =
  | { kind: 'unchanged'; plan: ArticlePlan; articleId: string; to: string }
  | { kind: 'write'; plan: ArticlePlan; hash: string; existingId: string | null; input: ArticleInput; clash: SlugClash | null };

/** The articles new items of a batch translate: imported before (by source key), or written earlier in the batch (by group). */
interface BatchPartners {
  before: Map<string, string>;
  written: Map<string, { id: string; idioma: string }>;
}

/** The rows a batch's items leave for its end (writeBatchRows, docs/decisions/099): each write, and where its held redirects go. */
type PendingRows = Array<{ write: BatchRowWrite; held: (rows: HeldRedirect[]) => void }>;

/** Articles written per transaction (writeBatch): a batch of plans (about 10 KB each) is all the run holds beyond the read-ahead. */
export const WRITE_BATCH = 16;

/** Items planned ahead of the one being written: their images are fetched meanwhile (a fifth of posts carry one). */
export const READ_AHEAD = 16;

function contentHash(article: PlannedArticle, media: string): string {
  return createHash('sha256').update(JSON.stringify({ article, media })).digest('hex');
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : text.slice(0, limit).trimEnd();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What one old archive page listed, among the articles this run wrote: counts by category and language. */
interface ArchiveListing {
  posts: number;
  categories: Map<string, number>;
  languages: Map<Locale, number>;
}

function mostCommon<T>(counts: Map<T, number>): [T, number] | null {
  let best: [T, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best;
}

export class ImportRun {
  private readonly media: MediaImporter | null;
  private readonly report: ImportReport;
  private readonly seenGroups = new Set<string>();
  /** Old archive path → what it listed; small whatever the file's size (one entry per category or tag and language). */
  private readonly archives = new Map<string, ArchiveListing>();

  constructor(
    private readonly deps: ImportRunnerDeps,
    private readonly importId: string,
    private readonly options: StoredImportOptions,
    private readonly dryRun: boolean,
    source: ImportSource,
    private readonly createdBy: string | null,
    /** The uploaded file's path, for the reading thread (plansOf). */
    private readonly filePath: string | null = null,
  ) {
    this.report = emptyReport(source.kind, dryRun);
    this.media =
      !dryRun && options.media === 'fetch'
        ? new MediaImporter({
            db: deps.db,
            storage: deps.storage,
            allowPrivate: deps.allowPrivateTargets,
            zipImages: source.kind === 'ghost' ? source.images : undefined,
          })
        : null;
    this.source = source;
  }

  private readonly source: ImportSource;

  async run(context: Pick<JobContext, 'signal' | 'progress'>): Promise<ImportReport> {
    const planOptions = {
      language: this.options.language,
      categoryMap: this.options.category_map,
      defaultCategory: this.options.default_category,
      pages: this.options.pages,
      sourceUrl: this.options.source_url ?? '',
    };
    // The reading thread (099) unless IMPORT_PIPELINE=serial; a Ghost export is read here (it is one JSON, read once).
    const thread = this.deps.pipeline !== 'serial' && this.filePath && this.source.kind === 'wordpress' ? { path: this.filePath } : null;
    const { total, plans } = await plansOf(this.source, planOptions, this.report, thread);
    this.report.total = total;
    let done = 0;
    await context.progress(0, total, null);
    // A dry run handles each item alone (it writes nothing); a run writes WRITE_BATCH articles
    // per transaction (writeBatch), and tells the progress once each batch is in.
    let batch: ArticlePlan[] = [];
    let read = 0;
    let title: string | null = null;
    const flush = async () => {
      if (batch.length) await this.writeBatch(batch);
      batch = [];
      done = read;
      await context.progress(done, total, title);
    };
    for await (const plan of readAhead(plans, READ_AHEAD, (next) => this.prefetch(next), {
      overlap: this.deps.pipeline !== 'serial',
    })) {
      context.signal.throwIfAborted();
      read += 1;
      title = plan.kind === 'article' ? plan.article.titulo.slice(0, 120) : title;
      if (this.dryRun) {
        await this.handle(plan);
        done = read;
        await context.progress(done, total, title);
        continue;
      }
      const writable = this.account(plan);
      if (writable) batch.push(writable);
      if (batch.length >= WRITE_BATCH) await flush();
    }
    if (!this.dryRun) await flush();
    if (!this.dryRun) await this.archiveRedirects();
    if (!this.dryRun && (this.report.articles.created || this.report.articles.updated || this.report.redirects.created)) {
      await this.deps.publisher?.imported();
    }
    return this.report;
  }

  /**
   * Starts fetching the images of an item read ahead, unless it is one this run will not write
   * (no category, or imported before and unchanged): the write awaits the same fetch.
   */
  private prefetch(plan: ItemPlan): void {
    const media = this.media;
    if (!media || plan.kind !== 'article' || !plan.article.categoria) return;
    const addresses = [plan.article.featuredImage, ...plan.article.images].filter((value): value is string => !!value);
    if (!addresses.length) return;
    const hash = contentHash(plan.article, this.options.media);
    void this.deps.db
      .selectFrom('import_items')
      .select('content_hash')
      .where('source_key', '=', plan.sourceKey)
      .executeTakeFirst()
      .then((existing) => {
        if (existing?.content_hash !== hash) for (const address of addresses) void media.bring(address).catch(() => undefined);
      })
      .catch(() => undefined);
  }

  /**
   * Counts an item in the report (status, language, category, notes, media to fetch) and
   * answers it when it is an article this run writes; a skipped item, or one without a
   * category (it cannot be written), is reported and answers null.
   */
  private account(plan: ItemPlan): ArticlePlan | null {
    const report = this.report;
    if (plan.kind === 'skip') {
      report.articles.skipped += 1;
      noteProblem(report, 'skipped', { source_key: plan.sourceKey, title: plan.title, code: plan.reason, detail: plan.detail });
      return null;
    }
    const { article } = plan;
    report.by_status[article.status] = (report.by_status[article.status] ?? 0) + 1;
    report.by_language[article.idioma] = (report.by_language[article.idioma] ?? 0) + 1;
    // At most REPORT_LIST_LIMIT names, like the report's other lists.
    if (article.autor && article.autor in report.authors) report.authors[article.autor]! += 1;
    else if (article.autor && Object.keys(report.authors).length < REPORT_LIST_LIMIT) report.authors[detached(article.autor)] = 1;
    const category = article.categoria ?? 'none';
    report.by_category[category] = (report.by_category[category] ?? 0) + 1;
    if (article.translationGroup && !this.seenGroups.has(article.translationGroup)) {
      this.seenGroups.add(detached(article.translationGroup));
      report.translation_groups += 1;
    }
    for (const note of plan.notes) {
      if (note.code === 'unknown_shortcodes') {
        for (const name of note.detail?.split(', ') ?? [])
          report.unknown_shortcodes[name in report.unknown_shortcodes ? name : detached(name)] = (report.unknown_shortcodes[name] ?? 0) + 1;
      }
      noteProblem(report, 'problems', { source_key: plan.sourceKey, title: article.titulo, code: note.code, detail: note.detail });
    }
    for (const image of [article.featuredImage, ...article.images]) if (image) report.media_to_fetch += 1;

    // Without a category the import cannot write the article; a dry run still counts it as one
    // it would create (its no_category note asks for the mapping the run will be given).
    if (!article.categoria && !this.dryRun) {
      report.articles.failed += 1;
      return null;
    }
    return plan;
  }

  /** A dry run's item: counted, then looked up (nothing is written). */
  private async handle(plan: ItemPlan): Promise<void> {
    const counted = this.account(plan);
    if (!counted) return;
    try {
      await this.dryRunItem(counted);
    } catch (error) {
      this.failed(counted, error);
    }
  }

  /** An item that could not be written: counted and reported with its reason, the run goes on. */
  private failed(plan: ArticlePlan, error: unknown): void {
    this.report.articles.failed += 1;
    // A documented code, never PostgreSQL's SQLSTATE (23505, P0001): the screen explains it in the administrator's language.
    const { code, detail } = itemFailure(error);
    noteProblem(this.report, 'problems', { source_key: plan.sourceKey, title: plan.article.titulo, code, detail });
    this.deps.logger.warn('an imported item could not be written', { source: plan.sourceKey, error: (error as Error).message });
  }

  /**
   * The slug this item gets: its own, or the first free one after it (a clash, answered for the
   * report). `taken` holds what is known already (language/slug → the article holding it, null
   * for one an earlier item of the batch takes, false for one known free); others are looked up.
   */
  private async slugFor(
    plan: ArticlePlan,
    ownArticleId: string | null,
    taken: ReadonlyMap<string, string | null | false> = new Map(),
  ): Promise<{ slug: string; clash: SlugClash | null }> {
    const { db } = this.deps;
    const base = plan.article.slug;
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : `-${n}`;
      const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
      const key = `${plan.article.idioma}/${candidate}`;
      const known = taken.get(key);
      const holder =
        known === false
          ? undefined
          : known !== undefined
            ? { id: known ?? '' }
            : await db
                .selectFrom('articles')
                .select('id')
                .where('idioma', '=', plan.article.idioma)
                .where('slug', '=', candidate)
                .executeTakeFirst();
      if (!holder || holder.id === ownArticleId) {
        return { slug: candidate, clash: n > 1 ? { source_key: plan.sourceKey, slug: base, resolved_as: candidate } : null };
      }
    }
  }

  private async dryRunItem(plan: ArticlePlan): Promise<void> {
    const existing = await this.deps.db
      .selectFrom('import_items')
      .select('article_id')
      .where('source_key', '=', plan.sourceKey)
      .executeTakeFirst();
    const { clash } = await this.slugFor(plan, existing?.article_id ?? null);
    if (clash) this.noteClash(clash);
    if (existing) this.report.articles.updated += 1;
    else this.report.articles.created += 1;
  }

  /** Old image addresses swapped for the library's; a failure keeps the old one and is reported. */
  private async withMedia(plan: ArticlePlan): Promise<{ html: string; featured: string | null }> {
    let html = plan.article.conteudo_html;
    let featured = plan.article.featuredImage;
    if (!this.media) return { html, featured };
    for (const address of new Set([plan.article.featuredImage, ...plan.article.images].filter((value): value is string => !!value))) {
      try {
        const url = await this.media.bring(address);
        html = html.replace(new RegExp(escapeRegExp(address), 'g'), url);
        if (featured === address) featured = url;
        this.report.media.fetched += 1;
      } catch (error) {
        if (!(error instanceof MediaFetchError)) throw error;
        this.report.media.failed += 1;
        noteProblem(this.report, 'problems', {
          source_key: plan.sourceKey,
          title: plan.article.titulo,
          code: `media_${error.reason}`,
          detail: address,
        });
      }
    }
    return { html, featured };
  }

  /**
   * Writes a batch of items (docs/decisions/079). What each needs is read for the whole batch
   * at once: their import_items rows, the slugs they want, the articles they translate. Each
   * item is then prepared off the database (its images, its sanitized and checked input; a
   * failure there is reported for that item alone) and written through the article service.
   *
   * On PostgreSQL the batch's articles are written in ONE transaction (docs/decisions/079), their
   * own rows at its end in two statements (099). When one item fails there the batch is rolled back and
   * written again item by item, each in its own transaction, so the failure is reported for that
   * item and the others are kept. (Savepoints per item would give the same result for two more
   * round trips an item; failures are the exception.) The embedded database has one connection
   * and a transaction holds it: everything else that reads it, the import's own image lookups
   * included, would wait for the whole batch. There each item keeps its own transaction and is
   * written as soon as it is prepared (IMPORT_PIPELINE=batch makes it one a batch there too:
   * measured slower, docs/decisions/099). Either way the report's counts are
   * added once a transaction commits, and a run killed at any point resumes from what was
   * committed, never half an article.
   */
  private async writeBatch(plans: ArticlePlan[]): Promise<void> {
    const { db } = this.deps;
    const existingRows = await db
      .selectFrom('import_items')
      .innerJoin('articles', 'articles.id', 'import_items.article_id')
      .select(['import_items.source_key', 'import_items.article_id', 'import_items.content_hash', 'articles.slug', 'articles.idioma'])
      .where(
        'import_items.source_key',
        'in',
        plans.map((plan) => plan.sourceKey),
      )
      .execute();
    const existingOf = new Map(existingRows.map((row) => [row.source_key, row]));
    const states = plans.map((plan) => {
      const existing = existingOf.get(plan.sourceKey) ?? null;
      const hash = contentHash(plan.article, this.options.media);
      return { plan, existing, hash, unchanged: !!existing && existing.content_hash === hash };
    });
    const taken = await this.slugsHeld(plans);
    const partners = await this.partnersOf(states.filter((state) => !state.existing).map((state) => state.plan));
    const prepare = async ({ plan, existing, hash, unchanged }: (typeof states)[number]): Promise<PreparedItem | null> => {
      this.noteArchives(plan);
      if (existing && unchanged) return { kind: 'unchanged', plan, articleId: existing.article_id, to: articleUrl(existing) };
      try {
        const { html, featured } = await this.withMedia(plan);
        const { input, clash } = await this.inputOf(plan, html, featured, existing?.article_id ?? null, taken);
        // Later items of the batch see this slug as taken (null: by an article not written yet).
        taken.set(`${input.idioma}/${input.slug}`, existing?.article_id ?? null);
        return { kind: 'write', plan, hash, existingId: existing?.article_id ?? null, input, clash };
      } catch (error) {
        this.failed(plan, error);
        return null;
      }
    };
    const alone = async (item: PreparedItem, itemPartners: BatchPartners) => {
      // What a rolled-back item changed in the batch's partners is undone with it.
      const written = new Map(itemPartners.written);
      try {
        const apply = await db
          .transaction()
          .execute((tx) => this.writeItem(tx, new ArticleService({ db: tx, publisher: null }), item, itemPartners));
        apply();
      } catch (error) {
        itemPartners.written.clear();
        for (const [group, partner] of written) itemPartners.written.set(group, partner);
        this.failed(item.plan, error);
      }
    };

    if (this.deps.engine !== 'postgres' && this.deps.pipeline !== 'batch') {
      if (this.deps.pipeline === 'serial') {
        for (const state of states) {
          const item = await prepare(state);
          if (item) await alone(item, partners);
        }
        return;
      }
      // The next item is prepared (its images awaited, its body sanitized and checked on this
      // thread) while this one's transaction runs on the database's thread. Preparing writes
      // nothing, and each item still sees the slugs of those before it (`taken`), as the
      // PostgreSQL path, which prepares the whole batch first.
      if (!states.length) return;
      let next = prepare(states[0]!);
      for (let n = 0; n < states.length; n++) {
        const item = await next;
        if (n + 1 < states.length) {
          next = prepare(states[n + 1]!);
          // Awaited at the next turn; a rejection meanwhile must not count as unhandled.
          next.catch(() => undefined);
        }
        if (item) await alone(item, partners);
      }
      return;
    }
    const items: PreparedItem[] = [];
    for (const state of states) {
      const item = await prepare(state);
      if (item) items.push(item);
    }
    if (!items.length) return;
    let applied: Array<() => void>;
    try {
      applied = await db.transaction().execute(async (tx) => {
        const service = new ArticleService({ db: tx, publisher: null });
        const done: Array<() => void> = [];
        // The items' own rows (import_items, old addresses) in two statements for the batch, after its articles.
        const pending: PendingRows | undefined = this.deps.pipeline === 'serial' ? undefined : [];
        for (const item of items) done.push(await this.writeItem(tx, service, item, partners, pending));
        if (pending?.length) {
          const held = await writeBatchRows(
            tx,
            pending.map((entry) => entry.write),
          );
          pending.forEach((entry, n) => entry.held(held[n]!));
        }
        return done;
      });
    } catch (error) {
      this.deps.logger.info('an import batch was rolled back: its items are written one by one', { error: (error as Error).message });
      for (const item of items) {
        const partner = item.kind === 'write' && !item.existingId ? await this.translationPartner(item.plan) : null;
        await alone(item, { before: new Map(partner ? [[item.plan.sourceKey, partner]] : []), written: new Map() });
      }
      return;
    }
    for (const apply of applied) apply();
  }

  /**
   * Writes one prepared item in the batch's transaction: its article (through the article
   * service) and its own rows (item-writes.ts). Answers what to add to the report once it commits.
   */
  private async writeItem(
    tx: Kysely<Database>,
    service: ArticleService,
    item: PreparedItem,
    partners: BatchPartners,
    pending?: PendingRows,
  ): Promise<() => void> {
    const { plan } = item;
    if (item.kind === 'unchanged') {
      const tally = await this.redirects(tx, plan, item.articleId, item.to, null, pending);
      return () => {
        this.report.articles.unchanged += 1;
        tally();
      };
    }
    const { article } = plan;
    let translationOf: string | null = null;
    const group = article.translationGroup;
    if (!item.existingId) {
      const earlier = group ? partners.written.get(group) : undefined;
      translationOf = partners.before.get(plan.sourceKey) ?? (earlier && earlier.idioma !== article.idioma ? earlier.id : null);
      if (translationOf && translationOf === earlier?.id && group) partners.written.delete(group);
    }
    const written = item.existingId
      ? await service.update(item.existingId, item.input, null)
      : await service.create(item.input, null, {
          publishedAt: article.data_publicacao ?? undefined,
          createdAt: article.data_publicacao ?? undefined,
          ...(translationOf ? { translationOf } : {}),
        });
    // A later item of the batch in its translation group may translate it.
    if (!item.existingId && !translationOf && group && !partners.written.has(group))
      partners.written.set(group, { id: written.id, idioma: written.idioma });
    // Its source key and its old addresses, in the same transaction and in one statement.
    const tally = await this.redirects(
      tx,
      plan,
      written.id,
      articleUrl({ idioma: written.idioma, slug: written.slug }),
      {
        source_key: plan.sourceKey,
        article_id: written.id,
        translation_group: article.translationGroup,
        content_hash: item.hash,
        import_id: this.importId,
      },
      pending,
      written.status === 'publicado',
    );
    return () => {
      tally();
      if (item.clash) this.noteClash(item.clash);
      if (item.existingId) this.report.articles.updated += 1;
      else this.report.articles.created += 1;
      if (this.report.imported.length >= REPORT_LIST_LIMIT) this.report.truncated = true;
      else {
        this.report.imported.push({
          source_key: plan.sourceKey,
          article_id: written.id,
          titulo: written.titulo,
          idioma: written.idioma,
          status: written.status,
        });
      }
    };
  }

  /** The articles holding the slugs the batch's items want, by language/slug, in one read. */
  private async slugsHeld(plans: ArticlePlan[]): Promise<Map<string, string | null | false>> {
    const slugs = [...new Set(plans.map((plan) => plan.article.slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')))];
    const rows = slugs.length
      ? await this.deps.db.selectFrom('articles').select(['id', 'idioma', 'slug']).where('slug', 'in', slugs).execute()
      : [];
    const held = new Map<string, string | null | false>(rows.map((row) => [`${row.idioma}/${row.slug}`, row.id]));
    // A wanted slug no article holds is known free: no lookup for it later.
    for (const plan of plans) {
      const key = `${plan.article.idioma}/${plan.article.slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')}`;
      if (!held.has(key)) held.set(key, false);
    }
    return held;
  }

  /**
   * The article each new item of the batch translates, when it is one imported before: in its
   * group, in the other language and without a translation yet (one read for the batch). One
   * written earlier in the same batch is found by writeItem (BatchPartners.written).
   */
  private async partnersOf(plans: ArticlePlan[]): Promise<BatchPartners> {
    const partners: BatchPartners = { before: new Map(), written: new Map() };
    const wanting = plans.filter((plan) => !!plan.article.translationGroup);
    if (!wanting.length) return partners;
    const rows = await this.deps.db
      .selectFrom('import_items')
      .innerJoin('articles', 'articles.id', 'import_items.article_id')
      .select(['articles.id', 'articles.idioma', 'import_items.source_key', 'import_items.translation_group'])
      .where(
        'import_items.translation_group',
        'in',
        wanting.map((plan) => plan.article.translationGroup!),
      )
      .where('articles.grupo_traducao', 'is', null)
      .execute();
    const used = new Set<string>();
    for (const plan of wanting) {
      const found = rows.find(
        (row) =>
          row.translation_group === plan.article.translationGroup &&
          row.source_key !== plan.sourceKey &&
          row.idioma !== plan.article.idioma &&
          !used.has(row.id),
      );
      if (found) {
        used.add(found.id);
        partners.before.set(plan.sourceKey, found.id);
      }
    }
    return partners;
  }

  private async inputOf(
    plan: ArticlePlan,
    html: string,
    featured: string | null,
    ownId: string | null,
    taken: ReadonlyMap<string, string | null | false>,
  ): Promise<{ input: ArticleInput; clash: SlugClash | null }> {
    const { article } = plan;
    // Checked as it will be stored; the article service is then given the same `html` and stores
    // sanitizeArticleHtml(html): the sanitizer's memo answers it this result, without a second
    // pass over the body (docs/decisions/102).
    const body = sanitizeArticleHtml(html);
    if (!hasContent(body)) throw Object.assign(new Error('the post has no text or image'), { code: 'empty_body' });
    const products = [
      ...article.products.map((product) => ({ name: clip(product.name, ARTICLE_LIMITS.product.name), affiliate_link: product.url })),
      ...article.asins.map((asin) => ({ name: asin, affiliate_link: `https://www.amazon.com/dp/${asin}` })),
    ].slice(0, ARTICLE_LIMITS.products);
    const { slug, clash } = await this.slugFor(plan, ownId, taken);
    const fields = (dropped: ReadonlySet<string>) => ({
      titulo: clip(article.titulo, ARTICLE_LIMITS.titulo),
      categoria: article.categoria,
      meta_descricao: clip(article.meta_descricao || article.titulo, ARTICLE_LIMITS.meta_descricao),
      conteudo_html: body,
      autor: article.autor ? clip(article.autor, ARTICLE_LIMITS.autor) : null,
      imagem_destaque_url: dropped.has('imagem_destaque_url') ? null : featured,
      video_link_externo: dropped.has('video_link_externo') ? null : article.videoLink,
      status: article.status,
      ...(article.status === 'agendado' && article.data_publicacao ? { data_publicacao: article.data_publicacao.toISOString() } : {}),
      idioma: article.idioma,
      slug,
      products: dropped.has('products') ? [] : products,
    });
    const parsed = articleInputSchema.safeParse(fields(new Set()));
    if (parsed.success) return { input: { ...parsed.data, conteudo_html: html }, clash };
    // A field the site refuses (an image address it cannot show, a video it cannot embed) is dropped, not the post.
    const dropped = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const retry = articleInputSchema.safeParse(fields(dropped));
    if (!retry.success)
      throw Object.assign(new Error(retry.error.issues.map((issue) => issue.path.join('.')).join(', ')), { code: 'invalid_item' });
    for (const field of dropped)
      noteProblem(this.report, 'problems', { source_key: plan.sourceKey, title: article.titulo, code: 'field_dropped', detail: field });
    return { input: { ...retry.data, conteudo_html: html }, clash };
  }

  /** An article of the same translation group already imported in the other language, without a translation yet. */
  private async translationPartner(plan: ArticlePlan): Promise<string | null> {
    const group = plan.article.translationGroup;
    if (!group) return null;
    const partner = await this.deps.db
      .selectFrom('import_items')
      .innerJoin('articles', 'articles.id', 'import_items.article_id')
      .select('articles.id')
      .where('import_items.translation_group', '=', group)
      .where('import_items.source_key', '!=', plan.sourceKey)
      .where('articles.idioma', '!=', plan.article.idioma)
      .where('articles.grupo_traducao', 'is', null)
      .executeTakeFirst();
    return partner?.id ?? null;
  }

  /**
   * Each old address answers 301 to the article's page, in one hop; one taken by something else
   * is reported. Answers the report's counts to add once the transaction commits.
   */
  private redirects(
    db: Kysely<Database>,
    plan: ArticlePlan,
    articleId: string,
    to: string,
    item: ImportItemRow | null,
    pending?: PendingRows,
    clearedPage = false,
  ): Promise<() => void> {
    const about = { source_key: plan.sourceKey, title: plan.article.titulo };
    return this.redirectAll(db, plan.oldPaths, to, articleId, about, item, pending, clearedPage);
  }

  /**
   * Old addresses to `to` (origin import), except the target itself, reserved paths, and those
   * held by another kind of redirect, with the item's own row when given: one statement for all
   * of them (item-writes.ts). Answers the report's counts to add once written.
   */
  private async redirectAll(
    db: Kysely<Database>,
    olds: readonly string[],
    to: string,
    articleId: string | null,
    item: { source_key: string; title: string },
    itemRow: ImportItemRow | null,
    pending?: PendingRows,
    clearedPage = false,
  ): Promise<() => void> {
    const target = sameSitePath(to);
    const froms = [...new Set(olds.map(sameSitePath))].filter((from) => from !== target && !isReservedPath(from));
    if (!froms.length && !itemRow) return () => undefined;
    const write = { froms, target, articleId, createdBy: this.createdBy };
    let heldRows: HeldRedirect[] = [];
    // In a batch, the rows wait for the batch's end (writeBatchRows); the counts are read once they are known.
    if (pending) pending.push({ write: { ...write, item: itemRow, clearedPage }, held: (rows) => (heldRows = rows) });
    else heldRows = await writeItemRows(db, write, itemRow);
    return () => {
      const held = new Map(heldRows.map((row) => [row.from_path, row]));
      for (const from of froms) {
        const current = held.get(from);
        if (current && current.to_path === target) {
          this.report.redirects.kept += 1;
        } else if (current && current.origin !== 'import') {
          this.report.redirects.refused += 1;
          noteProblem(this.report, 'problems', { ...item, code: 'redirect_exists', detail: from });
        } else {
          this.report.redirects.created += 1;
        }
      }
    };
  }

  /** A slug clash for the report: at most REPORT_LIST_LIMIT of them, like its other lists, their texts copied (detached.ts). */
  private noteClash(clash: SlugClash): void {
    if (this.report.slug_clashes.length >= REPORT_LIST_LIMIT) {
      this.report.truncated = true;
      return;
    }
    this.report.slug_clashes.push({
      source_key: detached(clash.source_key),
      slug: detached(clash.slug),
      resolved_as: detached(clash.resolved_as),
    });
  }

  /** Counts an article (written now or before) under each old archive page that listed it. */
  private noteArchives(plan: ArticlePlan): void {
    for (const path of plan.archivePaths) {
      let listing = this.archives.get(path);
      if (!listing) this.archives.set(detached(path), (listing = { posts: 0, categories: new Map(), languages: new Map() }));
      listing.posts += 1;
      const category = plan.article.categoria ?? '';
      listing.categories.set(category, (listing.categories.get(category) ?? 0) + 1);
      listing.languages.set(plan.article.idioma, (listing.languages.get(plan.article.idioma) ?? 0) + 1);
    }
  }

  /**
   * Each old category and tag archive answers 301 to the closest list here: the category page of
   * the category that holds most of what it listed (more than half), else the articles list, in
   * the language most of them are in. Written once at the end, when every item is counted, so a
   * run resumed after a kill counts the same items (unchanged ones included) and writes the same.
   */
  private async archiveRedirects(): Promise<void> {
    for (const [path, listing] of this.archives) {
      const language = mostCommon(listing.languages)?.[0] ?? this.options.language;
      const [category, count] = mostCommon(listing.categories) ?? ['', 0];
      const target = isCategoryKey(category) && count * 2 > listing.posts ? categoryPageHref(category) : '/artigos';
      (await this.redirectAll(this.deps.db, [path], localizePath(target, language), null, { source_key: 'archive', title: path }, null))();
    }
  }
}

/** Runs the import `importId` (the job's handler calls this). */
export async function runImport(
  deps: ImportRunnerDeps,
  importId: string,
  context: Pick<JobContext, 'signal' | 'progress'>,
): Promise<ImportReport> {
  const row = await deps.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!row) throw Object.assign(new Error('import not found'), { code: 'not_found' });
  const options = importOptionsSchema.parse(row.options);
  await deps.db
    .updateTable('imports')
    .set({ status: 'running', updated_at: sql`now()` })
    .where('id', '=', importId)
    .execute();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'import-'));
  let source: ImportSource | null = null;
  try {
    const filePath = await deps.uploads.fileOf(importId, folder);
    source = await openImportFile(filePath);
    // Pages keep answering while it runs: each statement's answer is a message from the
    // database's thread (docs/decisions/071), so the event loop turns between them.
    const run = new ImportRun(deps, importId, options, row.dry_run, source, row.created_by, filePath);
    return await run.run(context);
  } finally {
    await source?.close().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}
