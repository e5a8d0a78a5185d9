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
import { emptyReport, noteProblem, REPORT_LIST_LIMIT, type ImportReport } from './report.ts';
import { openImportFile, type ImportSource } from './source.ts';
import type { ImportOptions, ItemPlan, PlannedArticle } from './types.ts';
import { emptyIndex, indexEvent, planWordPressItem } from './wordpress/plan.ts';
import { readWxr } from './wordpress/wxr-reader.ts';
import { readAhead } from './read-ahead.ts';
import { importOptionsSchema, type StoredImportOptions } from './options.ts';
import type { ImportUploads } from './uploads.ts';
import { writeItemRows, type ImportItemRow } from './item-writes.ts';

export interface ImportRunnerDeps {
  db: Kysely<Database>;
  storage: MediaStorage;
  logger: Logger;
  allowPrivateTargets: boolean;
  /** Where the uploaded file waits (uploads.ts). */
  uploads: ImportUploads;
  /** Told once at the end: the site is rebuilt, every instance reads its redirects again. */
  publisher: { rebuildRequested(reason?: string): Promise<void> } | null;
}

/** The plans of every item, in file order, and how many there are. */
async function plansOf(source: ImportSource, options: ImportOptions & { sourceUrl: string }, report: ImportReport) {
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
    const { total, plans } = await plansOf(this.source, planOptions, this.report);
    this.report.total = total;
    let done = 0;
    await context.progress(0, total, null);
    for await (const plan of readAhead(plans, READ_AHEAD, (next) => this.prefetch(next))) {
      context.signal.throwIfAborted();
      await this.handle(plan);
      done += 1;
      await context.progress(done, total, plan.kind === 'article' ? plan.article.titulo.slice(0, 120) : null);
    }
    if (!this.dryRun) await this.archiveRedirects();
    if (!this.dryRun && (this.report.articles.created || this.report.articles.updated || this.report.redirects.created)) {
      await this.deps.publisher?.rebuildRequested('import');
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

  private async handle(plan: ItemPlan): Promise<void> {
    const report = this.report;
    if (plan.kind === 'skip') {
      report.articles.skipped += 1;
      noteProblem(report.skipped, { source_key: plan.sourceKey, title: plan.title, code: plan.reason, detail: plan.detail });
      return;
    }
    const { article } = plan;
    report.by_status[article.status] = (report.by_status[article.status] ?? 0) + 1;
    report.by_language[article.idioma] = (report.by_language[article.idioma] ?? 0) + 1;
    // At most REPORT_LIST_LIMIT names, like the report's other lists.
    if (article.autor && (article.autor in report.authors || Object.keys(report.authors).length < REPORT_LIST_LIMIT))
      report.authors[article.autor] = (report.authors[article.autor] ?? 0) + 1;
    const category = article.categoria ?? 'none';
    report.by_category[category] = (report.by_category[category] ?? 0) + 1;
    if (article.translationGroup && !this.seenGroups.has(article.translationGroup)) {
      this.seenGroups.add(article.translationGroup);
      report.translation_groups += 1;
    }
    for (const note of plan.notes) {
      if (note.code === 'unknown_shortcodes') {
        for (const name of note.detail?.split(', ') ?? []) report.unknown_shortcodes[name] = (report.unknown_shortcodes[name] ?? 0) + 1;
      }
      noteProblem(report.problems, { source_key: plan.sourceKey, title: article.titulo, code: note.code, detail: note.detail });
    }
    for (const image of [article.featuredImage, ...article.images]) if (image) report.media_to_fetch += 1;

    // Without a category the import cannot write the article; a dry run still counts it as one
    // it would create (its no_category note asks for the mapping the run will be given).
    if (!article.categoria && !this.dryRun) {
      report.articles.failed += 1;
      return;
    }
    try {
      if (this.dryRun) await this.dryRunItem(plan);
      else await this.write(plan);
    } catch (error) {
      report.articles.failed += 1;
      const code = (error as { code?: string }).code ?? 'write_failed';
      noteProblem(report.problems, {
        source_key: plan.sourceKey,
        title: article.titulo,
        code,
        detail: (error as Error).message.slice(0, 300),
      });
      this.deps.logger.warn('an imported item could not be written', { source: plan.sourceKey, error: (error as Error).message });
    }
  }

  /** The slug this item gets: its own, or the first free one after it (a clash, reported). */
  private async slugFor(plan: Extract<ItemPlan, { kind: 'article' }>, ownArticleId: string | null): Promise<string> {
    const { db } = this.deps;
    const base = plan.article.slug;
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : `-${n}`;
      const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
      const holder = await db
        .selectFrom('articles')
        .select('id')
        .where('idioma', '=', plan.article.idioma)
        .where('slug', '=', candidate)
        .executeTakeFirst();
      if (!holder || holder.id === ownArticleId) {
        if (n > 1) this.report.slug_clashes.push({ source_key: plan.sourceKey, slug: base, resolved_as: candidate });
        return candidate;
      }
    }
  }

  private async dryRunItem(plan: Extract<ItemPlan, { kind: 'article' }>): Promise<void> {
    const existing = await this.deps.db
      .selectFrom('import_items')
      .select('article_id')
      .where('source_key', '=', plan.sourceKey)
      .executeTakeFirst();
    await this.slugFor(plan, existing?.article_id ?? null);
    if (existing) this.report.articles.updated += 1;
    else this.report.articles.created += 1;
  }

  /** Old image addresses swapped for the library's; a failure keeps the old one and is reported. */
  private async withMedia(plan: Extract<ItemPlan, { kind: 'article' }>): Promise<{ html: string; featured: string | null }> {
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
        noteProblem(this.report.problems, {
          source_key: plan.sourceKey,
          title: plan.article.titulo,
          code: `media_${error.reason}`,
          detail: address,
        });
      }
    }
    return { html, featured };
  }

  private async write(plan: Extract<ItemPlan, { kind: 'article' }>): Promise<void> {
    const { db } = this.deps;
    const { article } = plan;
    const hash = contentHash(article, this.options.media);
    const existing = await db
      .selectFrom('import_items')
      .innerJoin('articles', 'articles.id', 'import_items.article_id')
      .select(['import_items.article_id', 'import_items.content_hash', 'articles.slug', 'articles.idioma'])
      .where('import_items.source_key', '=', plan.sourceKey)
      .executeTakeFirst();
    this.noteArchives(plan);
    if (existing && existing.content_hash === hash) {
      this.report.articles.unchanged += 1;
      (await this.redirects(db, plan, existing.article_id, articleUrl({ idioma: existing.idioma, slug: existing.slug }), null))();
      return;
    }

    const { html, featured } = await this.withMedia(plan);
    const input = await this.inputOf(plan, html, featured, existing?.article_id ?? null);
    const translationOf = existing ? null : await this.translationPartner(plan);
    const saved = await db.transaction().execute(async (tx) => {
      const service = new ArticleService({ db: tx, publisher: null });
      const written = existing
        ? await service.update(existing.article_id, input, null)
        : await service.create(input, null, {
            publishedAt: article.data_publicacao ?? undefined,
            createdAt: article.data_publicacao ?? undefined,
            ...(translationOf ? { translationOf } : {}),
          });
      // Its source key and its old addresses, in the same transaction and in one statement.
      const tally = await this.redirects(tx, plan, written.id, articleUrl({ idioma: written.idioma, slug: written.slug }), {
        source_key: plan.sourceKey,
        article_id: written.id,
        translation_group: article.translationGroup,
        content_hash: hash,
        import_id: this.importId,
      });
      return { written, tally };
    });
    saved.tally();
    if (existing) this.report.articles.updated += 1;
    else this.report.articles.created += 1;
    if (this.report.imported.length < 1000) {
      this.report.imported.push({
        source_key: plan.sourceKey,
        article_id: saved.written.id,
        titulo: saved.written.titulo,
        idioma: saved.written.idioma,
        status: saved.written.status,
      });
    }
  }

  private async inputOf(
    plan: Extract<ItemPlan, { kind: 'article' }>,
    html: string,
    featured: string | null,
    ownId: string | null,
  ): Promise<ArticleInput> {
    const { article } = plan;
    const body = sanitizeArticleHtml(html);
    if (!hasContent(body)) throw Object.assign(new Error('the post has no text or image'), { code: 'empty_body' });
    const products = [
      ...article.products.map((product) => ({ name: clip(product.name, ARTICLE_LIMITS.product.name), affiliate_link: product.url })),
      ...article.asins.map((asin) => ({ name: asin, affiliate_link: `https://www.amazon.com/dp/${asin}` })),
    ].slice(0, ARTICLE_LIMITS.products);
    const slug = await this.slugFor(plan, ownId);
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
    if (parsed.success) return parsed.data;
    // A field the site refuses (an image address it cannot show, a video it cannot embed) is dropped, not the post.
    const dropped = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const retry = articleInputSchema.safeParse(fields(dropped));
    if (!retry.success)
      throw Object.assign(new Error(retry.error.issues.map((issue) => issue.path.join('.')).join(', ')), { code: 'invalid_item' });
    for (const field of dropped)
      noteProblem(this.report.problems, { source_key: plan.sourceKey, title: article.titulo, code: 'field_dropped', detail: field });
    return retry.data;
  }

  /** An article of the same translation group already imported in the other language, without a translation yet. */
  private async translationPartner(plan: Extract<ItemPlan, { kind: 'article' }>): Promise<string | null> {
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
    plan: Extract<ItemPlan, { kind: 'article' }>,
    articleId: string,
    to: string,
    item: ImportItemRow | null,
  ): Promise<() => void> {
    return this.redirectAll(db, plan.oldPaths, to, articleId, { source_key: plan.sourceKey, title: plan.article.titulo }, item);
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
  ): Promise<() => void> {
    const target = sameSitePath(to);
    const froms = [...new Set(olds.map(sameSitePath))].filter((from) => from !== target && !isReservedPath(from));
    if (!froms.length && !itemRow) return () => undefined;
    const held = new Map(
      (await writeItemRows(db, { froms, target, articleId, createdBy: this.createdBy }, itemRow)).map((row) => [row.from_path, row]),
    );
    return () => {
      for (const from of froms) {
        const current = held.get(from);
        if (current && current.to_path === target) {
          this.report.redirects.kept += 1;
        } else if (current && current.origin !== 'import') {
          this.report.redirects.refused += 1;
          noteProblem(this.report.problems, { ...item, code: 'redirect_exists', detail: from });
        } else {
          this.report.redirects.created += 1;
        }
      }
    };
  }

  /** Counts an article (written now or before) under each old archive page that listed it. */
  private noteArchives(plan: Extract<ItemPlan, { kind: 'article' }>): void {
    for (const path of plan.archivePaths) {
      const listing = this.archives.get(path) ?? { posts: 0, categories: new Map(), languages: new Map() };
      listing.posts += 1;
      const category = plan.article.categoria ?? '';
      listing.categories.set(category, (listing.categories.get(category) ?? 0) + 1);
      listing.languages.set(plan.article.idioma, (listing.languages.get(plan.article.idioma) ?? 0) + 1);
      this.archives.set(path, listing);
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
    source = await openImportFile(await deps.uploads.fileOf(importId, folder));
    // Pages keep answering while it runs: each statement's answer is a message from the
    // database's thread (docs/decisions/071), so the event loop turns between them.
    const run = new ImportRun(deps, importId, options, row.dry_run, source, row.created_by);
    return await run.run(context);
  } finally {
    await source?.close().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}
