/**
 * One runner turns "the site is stale" into builds: one at a time, at most one more queued
 * however many changes arrive meanwhile (docs/decisions/030).
 *
 * A build: make sure the deploy's bundle exists (`astro build`, only when the code changed:
 * site-bundle.ts), read the published content, plan every page with a key of what it shows
 * (page-plan.ts), render only the pages whose key differs from the live build's (all of them
 * after a new deploy), write them into a new folder under DATA_DIR/site/builds, and put the
 * result live atomically: the `current` link is replaced by a rename, then the in-memory index
 * (the live index with the new files swapped in) by one assignment. A build folder holds the
 * pages rendered in it and a manifest naming, for every page, the folder that holds its file,
 * so a restart serves the same site. A failed incremental build is retried as a full render; if
 * that fails too, the live site stays as it was and the reason is kept for the back office.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { LiveSite } from './live-site.ts';
import { PagePlan, type PlanDelta } from './renderer/page-plan.ts';
import { outputFileFor, PageRenderer } from './renderer/page-renderer.ts';
import { bundleAt, ensureBundle, pruneBundles, type SiteBundle } from './renderer/site-bundle.ts';
import { ContentMovedError, withArticle, withBodiesFor } from './renderer/site-content.ts';
import { PageWriter, type PageWriteOptions } from './page-writer.ts';
import {
  copiesOf,
  FULL_BUILD_LEVELS,
  PUBLISH_LEVELS,
  shouldCompress,
  SIDECAR,
  writeCompressedCopies,
  type CompressionLevels,
} from './precompress.ts';
import { SiteFiles, siteFile, type SiteFile } from './site-files.ts';

export interface BuildRunnerOptions {
  dataDir: string;
  site: LiveSite;
  logger: Logger;
  /** The published content now; `fresh` asks to read everything again rather than what changed. */
  loadContent: (options: { fresh: boolean }) => Promise<SiteContent>;
  siteUrl: string;
  /** Where deploy bundles are kept (default DATA_DIR/site/bundles); a second runner may share them. */
  bundlesDir?: string;
  /** Build folders a live site may draw from before a build gathers them into one (default 24; tests lower it). */
  maxLayers?: number;
  /** The site version now (functions/publishing/site-version.ts); a build records the one it showed. */
  siteVersion?: () => Promise<number>;
  /**
   * Writes a build's files (default: fs.writeFile). Tests hand in one that fails like a full
   * disk, to show a failed write leaves the live site as it was.
   */
  writeFile?: (file: string, data: Buffer | string) => Promise<void>;
  /**
   * Called after each build goes live (webhooks hook in here), with the files now served; and
   * after a build that found no page to change (`unchanged`): the live files then show this
   * version too (an article published and unpublished before a build read it, whose waiting
   * newsletter sends are cancelled here).
   */
  onLive?: (live: {
    buildId: string;
    pages: number;
    files: SiteFiles;
    version: number | null;
    mode: BuildOutcome['mode'] | 'unchanged';
  }) => void | Promise<void>;
}

/** One page of a live build: where its file is (relative to the builds folder) and the key it was rendered for. */
interface ManifestPage {
  file: string;
  key: string;
  size: number;
  hash: string;
  /** The sizes of its brotli and gzip copies beside it (`file.br`, `file.gz`), when it has them. */
  br?: number;
  gz?: number;
}

interface BuildManifest {
  version: 1;
  bundle: string;
  pages: Record<string, ManifestPage>;
}

/**
 * What an incremental build writes instead of a whole manifest (docs/decisions/052): the pages
 * it rendered or removed, on top of the build it started from. A restart follows `base` back to
 * a whole manifest and applies the changes in order.
 */
interface ManifestDelta {
  version: 1;
  bundle: string;
  base: string;
  set: Record<string, ManifestPage>;
  removed: string[];
}

interface LiveState {
  buildId: string;
  bundle: SiteBundle;
  manifest: BuildManifest;
  /** The build folders whose manifest files the live manifest is read from, newest first: the live one, then its bases back to a whole manifest. */
  chain: string[];
  /** How many of the live pages each build folder holds, so a build counts layers without walking every page. */
  layers: Map<string, number>;
  /** What changed since the chain's whole manifest, for a gathering in proportion to it (null: not known, gather whole). */
  sinceBase: SinceBase | null;
  /** The keys of the content the live build showed (null after a restart, until a build makes one). */
  plan: PagePlan | null;
}

const layerOf = (page: ManifestPage) => page.file.split('/')[0]!;

/**
 * The live pages that are not drawn from the base (the build folder of the chain's whole manifest),
 * and the base's pages gone since (docs/decisions/095). A gathering moves only these pages into the
 * new folder and writes them as one delta on the base, instead of hard-linking every page of the
 * site into one folder and writing a whole manifest: its work follows the changes since the base.
 */
interface SinceBase {
  base: string;
  pages: Map<string, ManifestPage>;
  removed: Set<string>;
}

function sinceBaseOf(base: string, pages: Record<string, ManifestPage>, removed: Set<string>): SinceBase {
  const outside = new Map<string, ManifestPage>();
  for (const [urlPath, page] of Object.entries(pages)) if (layerOf(page) !== base) outside.set(urlPath, page);
  return { base, pages: outside, removed };
}

function countLayers(pages: Record<string, ManifestPage>): Map<string, number> {
  const layers = new Map<string, number>();
  for (const page of Object.values(pages)) layers.set(layerOf(page), (layers.get(layerOf(page)) ?? 0) + 1);
  return layers;
}

/** How many build folders a live site may draw its pages from before a build gathers them into one. */
const MAX_LAYERS = 24;
/** Pages rendered between two yields to the event loop, so the server keeps answering during a full render. */
const RENDER_SLICE = 1;
/** Pages whose articles' bodies are read in one query (the snapshot holds none: docs/decisions/090). */
const BODY_BATCH = 64;
/** Pages whose files and compressed copies may be in the making at once. */
const MAX_COMPRESSING = 16;
/** The page-writer thread's nice value during a publish's build (a full build's is 0: it uses every core). */
const WRITER_NICE = 10;

export interface BuildOutcome {
  mode: 'full' | 'incremental';
  rendered: number;
  removed: number;
  /** Where the time went, in milliseconds: the bundle check (or `astro build`), reading the content, planning the pages, rendering and writing them, and putting the result live. */
  phases: { bundle: number; content: number; plan: number; render: number; swap: number };
}

export class BuildRunner {
  private running: Promise<void> | null = null;
  private queued = false;
  private forceFull = false;
  /** The last build stopped because an article was deleted under it (ContentMovedError). */
  private movedLastTime = false;
  private readonly abort = new AbortController();
  private readonly buildsDir: string;
  private readonly bundlesDir: string;
  private readonly currentLink: string;
  private live: LiveState | null = null;
  private renderer: PageRenderer | null = null;
  /** Writes pages, their hashes and compressed copies on a thread of its own (page-writer.ts). */
  private readonly writer = new PageWriter();
  /** The renderer previews use when no build has loaded the live bundle's yet (after a restart). */
  private previewRenderer: { fingerprint: string; renderer: Promise<PageRenderer> } | null = null;
  /** What the builds asked for wait on before they read the content (requestBuild's `after`). */
  private readonly awaiting = new Set<Promise<unknown>>();
  /** Builds and previews read content through one snapshot, one read at a time. */
  private contentTurn: Promise<unknown> = Promise.resolve();
  /**
   * The compression levels of a full build's pages (docs/decisions/101); a publish's pages are
   * always at PUBLISH_LEVELS. The peer bench sets PUBLISH_LEVELS here to compare the two.
   */
  fullBuildLevels: CompressionLevels = FULL_BUILD_LEVELS;
  /**
   * A build that renders at least this many pages compresses them at `fullBuildLevels` too: a
   * settings or template change that every page shows is a full build's work, run as a publish
   * (decision 101's addendum). Its writer keeps a publish's lower priority.
   */
  manyPagesFrom = 500;
  /** What the last build that went live did (tests and benchmarks read it). */
  lastOutcome: BuildOutcome | null = null;
  /** The site version the last successful build showed; null before one has finished in this process. */
  builtVersion: number | null = null;

  constructor(private readonly options: BuildRunnerOptions) {
    this.buildsDir = path.join(options.dataDir, 'site', 'builds');
    this.bundlesDir = options.bundlesDir ?? path.join(options.dataDir, 'site', 'bundles');
    this.currentLink = path.join(options.dataDir, 'site', 'current');
  }

  /**
   * Serves the build that was live when the server last stopped, if there is one. A folder
   * from before incremental publishing (a whole static build, no manifest) is served as it is
   * until the first build replaces it.
   */
  async restoreLive(): Promise<boolean> {
    try {
      const target = await readlink(this.currentLink);
      const dir = path.resolve(path.dirname(this.currentLink), target);
      const buildId = path.basename(dir);
      const read = path.dirname(dir) === path.resolve(this.buildsDir) ? await this.readManifest(buildId) : null;
      if (!read) {
        const files = await SiteFiles.load(dir);
        if (!files.lookup('/')) return false;
        this.options.site.swap(files, buildId);
        return true;
      }
      const { manifest, chain, removed } = read;
      if (manifest.version !== 1) return false;
      const bundle = bundleAt(this.bundlesDir, manifest.bundle);
      const files = this.indexOf(dir, await SiteFiles.load(bundle.clientDir), manifest.pages);
      if (!files.lookup('/')) return false;
      const sinceBase = sinceBaseOf(chain.at(-1)!, manifest.pages, removed);
      this.live = { buildId, bundle, manifest, chain, layers: countLayers(manifest.pages), plan: null, sinceBase };
      this.options.site.swap(files, buildId);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Marks the site stale. Resolves when a build that includes this change has finished.
   * `after`: work the change is not complete without (an article's social card, drawn after the
   * publish request answered): the next build waits for it before reading the content, so it
   * renders the change once, whole. Its failure is the caller's to report; the build goes on.
   */
  requestBuild(reason: string, options: { full?: boolean; after?: Promise<unknown> } = {}): Promise<void> {
    this.options.logger.info('site stale', { reason });
    if (options.full) this.forceFull = true;
    if (options.after) {
      const awaited = options.after.catch(() => undefined);
      this.awaiting.add(awaited);
      void awaited.finally(() => this.awaiting.delete(awaited));
    }
    if (this.running) {
      this.queued = true;
      this.options.site.build.queued = true;
      // The running loop builds once more before it resolves.
      return this.running;
    }
    this.running = this.loop();
    return this.running;
  }

  /** The URL paths of the live build's pages, sorted. */
  livePages(): string[] {
    return Object.keys(this.live?.manifest.pages ?? {}).sort();
  }

  /**
   * Renders `article`'s page as if it were published: the published content now with this
   * article in it, through the live build's bundle. On demand, for a draft preview
   * (functions/previews/): nothing is written, and the live site and its lists do not change.
   * Null before a build is live.
   */
  async renderPreview(article: PublishedArticle): Promise<Buffer | null> {
    const live = this.live;
    if (!live) return null;
    const renderer = await this.rendererFor(live.bundle);
    const content = await this.readContent({ fresh: false });
    return renderer.render(articleUrl(article), withArticle(content, article));
  }

  /** The build's renderer when it renders the live bundle; otherwise one loaded from that bundle the way a build loads it. */
  private rendererFor(bundle: SiteBundle): Promise<PageRenderer> {
    if (this.renderer?.bundle.fingerprint === bundle.fingerprint) return Promise.resolve(this.renderer);
    if (this.previewRenderer?.fingerprint !== bundle.fingerprint) {
      const renderer = PageRenderer.load(bundle, this.options.siteUrl);
      this.previewRenderer = { fingerprint: bundle.fingerprint, renderer };
      renderer.catch(() => {
        if (this.previewRenderer?.renderer === renderer) this.previewRenderer = null;
      });
    }
    return this.previewRenderer.renderer;
  }

  private readContent(options: { fresh: boolean }): Promise<SiteContent> {
    const read = this.contentTurn.then(() => this.options.loadContent(options));
    this.contentTurn = read.catch(() => undefined);
    return read;
  }

  /** Resolves when no build is running or queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.queued = false;
    this.abort.abort();
    await this.running?.catch(() => undefined);
    await this.writer.close();
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.queued = false;
        this.options.site.build.queued = false;
        await this.buildOnce();
      } while (this.queued && !this.abort.signal.aborted);
    } finally {
      this.running = null;
    }
  }

  private async buildOnce(): Promise<void> {
    const { site, logger } = this.options;
    const buildId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const started = performance.now();
    site.build.state = 'building';
    site.build.startedAt = new Date().toISOString();
    site.build.phase = 'preparing';
    site.build.pagesDone = null;
    site.build.pagesTotal = null;
    logger.info('site build started', { buildId });
    const full = this.forceFull;
    this.forceFull = false;
    try {
      // Before the version is read, so that the build records the version its content shows.
      while (this.awaiting.size) await Promise.all(this.awaiting);
      const version = (await this.options.siteVersion?.()) ?? null;
      let outcome: BuildOutcome | null;
      try {
        outcome = await this.render(buildId, full);
      } catch (error) {
        if (error instanceof ContentMovedError && !this.movedLastTime && !this.abort.signal.aborted) {
          // Not a failure: the deletion that moved the content asked for a build, which reads it again.
          // Twice in a row is a fault of its own, and the next build fails or renders whole as any other.
          this.movedLastTime = true;
          this.queued = true;
          if (full) this.forceFull = true;
          await rm(path.join(this.buildsDir, buildId), { recursive: true, force: true });
          logger.info('site build restarted: an article was deleted while it rendered', { buildId, reason: error.message });
          site.build.state = 'idle';
          return;
        }
        if (full || !this.live || this.abort.signal.aborted) throw error;
        // Whatever went wrong with the incremental render, a full one starts from nothing.
        logger.error('incremental build failed; rendering the whole site', { buildId, error });
        outcome = await this.render(buildId, true);
      }
      this.movedLastTime = false;
      const durationMs = Math.round(performance.now() - started);
      site.build.state = 'idle';
      site.build.lastDurationMs = durationMs;
      site.build.lastError = null;
      this.builtVersion = version;
      site.caughtUp = true;
      if (outcome) {
        this.lastOutcome = outcome;
        site.build.lastPagesRendered = outcome.rendered;
        logger.info('site build live', { buildId, durationMs, version, ...outcome, pages: site.status().pages });
        await this.options.onLive?.({ buildId, pages: site.status().pages, files: site.current!, version, mode: outcome.mode });
      } else {
        logger.info('site build unchanged', { buildId, durationMs, version });
        if (site.current)
          await this.options.onLive?.({ buildId, pages: site.status().pages, files: site.current, version, mode: 'unchanged' });
      }
    } catch (error) {
      this.movedLastTime = false;
      await rm(path.join(this.buildsDir, buildId), { recursive: true, force: true });
      site.build.state = 'failed';
      site.build.lastError = error instanceof Error ? error.message : String(error);
      site.build.lastFailedAt = new Date().toISOString();
      logger.error('site build failed', { buildId, error });
    } finally {
      site.build.startedAt = null;
      site.build.phase = null;
      site.build.pagesDone = null;
      site.build.pagesTotal = null;
    }
  }

  /** One build attempt; null when no page changed (the live build stays). */
  private async render(buildId: string, forceFull: boolean): Promise<BuildOutcome | null> {
    const { site, logger } = this.options;
    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const elapsed = Math.round((now - mark) * 10) / 10;
      mark = now;
      return elapsed;
    };
    const { bundle } = await ensureBundle({
      bundlesDir: this.bundlesDir,
      siteUrl: this.options.siteUrl,
      signal: this.abort.signal,
      onOutput: (line) => logger.debug('astro', { buildId, line }),
    });
    if (!this.renderer || this.renderer.bundle.fingerprint !== bundle.fingerprint) {
      this.renderer = await PageRenderer.load(bundle, this.options.siteUrl);
    }
    const full = forceFull || !this.live || this.live.bundle.fingerprint !== bundle.fingerprint;
    const bundleMs = lap();
    const content = await this.readContent({ fresh: full });
    const contentMs = lap();
    // Keys only the pages this change can reach (page-plan.ts), from the live build's plan; a
    // whole plan after a deploy, a restart or a change every page shows.
    const livePlan = full ? null : (this.live!.plan ?? null);
    let plan: PagePlan;
    let delta: PlanDelta;
    if (livePlan) {
      plan = livePlan;
      delta = livePlan.diff(content);
    } else {
      ({ plan, delta } = PagePlan.whole(content));
    }
    // Read, never changed, before the swap: the live site keeps it if this build fails.
    const previous: Record<string, ManifestPage> = full ? {} : this.live!.manifest.pages;
    const changed: { path: string; key: string }[] = [];
    for (const [urlPath, key] of delta.set) if (previous[urlPath]?.key !== key) changed.push({ path: urlPath, key });
    const removed =
      livePlan || full
        ? delta.removed.filter((urlPath) => previous[urlPath])
        : Object.keys(previous).filter((urlPath) => !plan.keys.has(urlPath));
    if (!full && changed.length === 0 && removed.length === 0) {
      if (livePlan) livePlan.apply(content, delta);
      else this.live!.plan = plan;
      return null;
    }
    const planMs = lap();

    const outDir = path.join(this.buildsDir, buildId);
    await mkdir(outDir, { recursive: true });
    site.build.phase = 'rendering';
    site.build.pagesDone = 0;
    site.build.pagesTotal = changed.length;
    /** The pages this build wrote; the others stay where the live manifest has them. */
    const written: Record<string, ManifestPage> = {};
    const compressions = new Set<Promise<unknown>>();
    const compressionErrors: unknown[] = [];
    // With the build's own writer (tests hand in one), pages are written here; otherwise on the
    // page-writer thread (docs/decisions/091), which makes their folders, hashes and compressed
    // copies while this thread renders the next page.
    const onThread = !this.options.writeFile;
    // A full build compresses every page, so at cheaper levels, as does a publish that renders
    // as many; a publish its few at the smaller ones.
    const levels = full || changed.length >= this.manyPagesFrom ? this.fullBuildLevels : PUBLISH_LEVELS;
    const writeOptions: PageWriteOptions = { compress: false, ...levels, nice: full ? 0 : WRITER_NICE };
    try {
      let withBodies = content;
      for (let index = 0; index < changed.length; index++) {
        if (this.abort.signal.aborted) throw new Error('the build was stopped');
        const page = changed[index]!;
        // The snapshot holds articles without their bodies: read those of the next pages in one go (docs/decisions/090).
        if (index % BODY_BATCH === 0) {
          withBodies = await withBodiesFor(
            content,
            changed.slice(index, index + BODY_BATCH).map((next) => next.path),
          );
        }
        const body = await this.renderer.render(page.path, withBodies);
        const relative = outputFileFor(page.path);
        const file = path.join(outDir, relative);
        const entry: ManifestPage = { file: path.join(buildId, relative), key: page.key, size: body.length, hash: '' };
        written[page.path] = entry;
        let writing: Promise<unknown>;
        if (onThread) {
          writing = this.writer
            .write(file, body, { ...writeOptions, compress: shouldCompress(file, body.length) })
            .then((done) => Object.assign(entry, done));
        } else {
          await mkdir(path.dirname(file), { recursive: true });
          await this.write(file, body);
          entry.hash = createHash('sha1').update(body).digest('base64url');
          // Compressed on zlib's threads while the next pages render.
          writing = writeCompressedCopies(file, body, (copy, data) => this.write(copy, data), levels).then((sizes) =>
            Object.assign(entry, sizes),
          );
        }
        // A few pages at a time, so a full build's memory stays bounded.
        const tracked = writing.catch((error: unknown) => compressionErrors.push(error));
        compressions.add(tracked);
        void tracked.finally(() => compressions.delete(tracked));
        if (compressions.size >= MAX_COMPRESSING) await Promise.race(compressions);
        if (compressionErrors.length) break;
        site.build.pagesDone = index + 1;
        // A turn for requests between two pages: the render itself awaits nothing but promises.
        if (index % RENDER_SLICE === RENDER_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      // A page that failed leaves the writes of earlier ones in the making: they end before the
      // failed build's folder is removed (else the removal races their writes: ENOTEMPTY).
      await Promise.all(compressions);
    }
    if (compressionErrors.length) throw compressionErrors[0];
    const gone = new Set(removed);
    const has = (urlPath: string) => Boolean(written[urlPath] ?? (gone.has(urlPath) ? undefined : previous[urlPath]));
    if (!has('/') || !has('/404')) throw new Error('the build produced no home page or no 404 page');
    // The sitemap index names every part the plan has; a part without a file would be a broken index.
    // Only the pages this plan keyed can be new: the others were live already.
    const missing = [...delta.set.keys()].find((urlPath) => !has(urlPath));
    if (missing) throw new Error(`the build has no file for ${missing}`);

    const renderMs = lap();
    site.build.phase = 'swapping';
    // The layers the live site would draw from: counted from the live ones and this build's changes.
    const layers = full ? new Map<string, number>() : new Map(this.live!.layers);
    const move = (page: ManifestPage | undefined, by: number) => {
      if (!page) return;
      const count = (layers.get(layerOf(page)) ?? 0) + by;
      if (count > 0) layers.set(layerOf(page), count);
      else layers.delete(layerOf(page));
    };
    for (const [urlPath, page] of Object.entries(written)) {
      move(previous[urlPath], -1);
      move(page, 1);
    }
    for (const urlPath of removed) move(previous[urlPath], -1);
    const maxLayers = this.options.maxLayers ?? MAX_LAYERS;
    // Past the limit (folders drawn from, or manifests chained), the pages drawn from other folders
    // than the base move into this one (`compacting`): a delta on the base names them, and every
    // other folder can go. Only when they outnumber the base's own pages (or they are not known,
    // after a restart from an older manifest) is every page gathered (docs/decisions/095).
    const overLimit = layers.size > maxLayers || (!full && new Set([buildId, ...this.live!.chain, ...layers.keys()]).size > maxLayers + 1);
    const since = full ? null : this.live!.sinceBase;
    let outside = since?.pages.size ?? 0;
    if (since) {
      for (const urlPath of Object.keys(written)) if (!since.pages.has(urlPath)) outside++;
      for (const urlPath of removed) if (since.pages.has(urlPath)) outside--;
    }
    const compacting = overLimit && since !== null && outside <= (layers.get(since.base) ?? 0);
    const gathering = !compacting && layers.size > maxLayers;
    const whole = full || gathering;
    // A whole manifest is a new map (the live one stays as it is until the swap); a delta is
    // applied to the live map at the swap, so a publish copies no page it did not write.
    let pages: Record<string, ManifestPage> | null = null;
    if (whole) {
      pages = {};
      for (const [urlPath, page] of Object.entries(previous)) if (!gone.has(urlPath)) pages[urlPath] = { ...page };
      Object.assign(pages, written);
      if (gathering) {
        await this.gatherLayers(buildId, pages);
        layers.clear();
        layers.set(buildId, Object.keys(pages).length);
      }
    }
    // The pages a compaction moved here: copies, so a failed build leaves the live manifest as it was.
    const moved: Record<string, ManifestPage> = {};
    if (compacting) {
      for (const [urlPath, page] of since!.pages) {
        if (written[urlPath] || gone.has(urlPath)) continue;
        moved[urlPath] = await this.linkInto(buildId, page);
      }
      const baseCount = layers.get(since!.base) ?? 0;
      let total = 0;
      for (const count of layers.values()) total += count;
      layers.clear();
      if (baseCount) layers.set(since!.base, baseCount);
      if (total > baseCount) layers.set(buildId, total - baseCount);
    }
    const bundleName = bundle.fingerprint;
    const chain = compacting
      ? await this.writeCompactedManifest(buildId, bundleName, since!, { ...moved, ...written }, removed)
      : await this.writeManifest(buildId, bundleName, layers, pages, whole ? null : { written, removed });
    const base = full ? await SiteFiles.load(bundle.clientDir) : site.current;
    // Gathered pages moved to this folder (and their old folders are about to go): repoint them all.
    const files = this.indexOf(outDir, base, gathering ? pages! : compacting ? { ...moved, ...written } : written, removed);
    const tmpLink = `${this.currentLink}.${buildId}.tmp`;
    await symlink(path.relative(path.dirname(this.currentLink), outDir), tmpLink);
    await rename(tmpLink, this.currentLink);
    let manifest: BuildManifest;
    if (pages) {
      manifest = { version: 1, bundle: bundleName, pages };
    } else {
      manifest = this.live!.manifest;
      for (const urlPath of removed) delete manifest.pages[urlPath];
      Object.assign(manifest.pages, written, moved);
    }
    let sinceBase: SinceBase | null = null;
    if (chain.length === 1) {
      // A whole manifest here: the base from now on (every page is in this folder after a full
      // render or a gathering; otherwise the pages outside it are listed once).
      sinceBase = whole ? { base: buildId, pages: new Map(), removed: new Set() } : sinceBaseOf(buildId, manifest.pages, new Set());
    } else if (since) {
      sinceBase = since;
      for (const urlPath of removed) {
        sinceBase.pages.delete(urlPath);
        sinceBase.removed.add(urlPath);
      }
      for (const [urlPath, page] of Object.entries({ ...written, ...moved })) {
        sinceBase.pages.set(urlPath, page);
        sinceBase.removed.delete(urlPath);
      }
    }
    site.swap(files, buildId);
    if (livePlan) livePlan.apply(content, delta);
    this.live = { buildId, bundle, manifest, chain, layers, plan, sinceBase };
    await this.prune(bundleName);
    const phases = { bundle: bundleMs, content: contentMs, plan: planMs, render: renderMs, swap: lap() };
    return { mode: full ? 'full' : 'incremental', rendered: changed.length, removed: removed.length, phases };
  }

  private write(file: string, data: Buffer | string): Promise<void> {
    return (this.options.writeFile ?? writeFile)(file, data);
  }

  /**
   * Writes the build's manifest: only what it changed on top of the live build's (a delta), or
   * the whole of it (`pages`) after a full render or a gathering, or when the folders the live
   * site would keep for its pages and its chain of deltas together pass the layer limit.
   * Returns the chain.
   */
  private async writeManifest(
    buildId: string,
    bundle: string,
    layers: Map<string, number>,
    pages: Record<string, ManifestPage> | null,
    delta: { written: Record<string, ManifestPage>; removed: string[] } | null,
  ): Promise<string[]> {
    const outDir = path.join(this.buildsDir, buildId);
    if (delta && this.live) {
      const chain = [buildId, ...this.live.chain];
      const folders = new Set([...chain, ...layers.keys()]);
      if (folders.size <= (this.options.maxLayers ?? MAX_LAYERS) + 1) {
        const written: ManifestDelta = { version: 1, bundle, base: this.live.buildId, set: delta.written, removed: delta.removed };
        await this.write(path.join(outDir, 'manifest-delta.json'), JSON.stringify(written));
        return chain;
      }
    }
    if (!pages) {
      // Written whole once in a while (every layer-limit publishes at most): the live pages with this build's changes.
      pages = { ...this.live!.manifest.pages };
      for (const urlPath of delta!.removed) delete pages[urlPath];
      Object.assign(pages, delta!.written);
    }
    const manifest: BuildManifest = { version: 1, bundle, pages };
    await this.write(path.join(outDir, 'manifest.json'), JSON.stringify(manifest));
    return [buildId];
  }

  /**
   * A compaction's manifest: one delta on the base's whole manifest naming every live page drawn
   * from elsewhere (`set`: this build's and the ones it moved here) and every base page gone since.
   * The chain is this build and the base.
   */
  private async writeCompactedManifest(
    buildId: string,
    bundle: string,
    since: SinceBase,
    set: Record<string, ManifestPage>,
    removed: string[],
  ): Promise<string[]> {
    const gone = new Set([...since.removed, ...removed].filter((urlPath) => !set[urlPath]));
    const delta: ManifestDelta = { version: 1, bundle, base: since.base, set, removed: [...gone] };
    await this.write(path.join(this.buildsDir, buildId, 'manifest-delta.json'), JSON.stringify(delta));
    return [buildId, since.base];
  }

  /**
   * A build folder's manifest, whole or rebuilt from its chain of deltas, with the pages of the
   * chain's whole manifest gone since (`removed`); null for a folder without one.
   */
  private async readManifest(buildId: string): Promise<{ manifest: BuildManifest; chain: string[]; removed: Set<string> } | null> {
    const readJson = <T>(name: string) =>
      readFile(path.join(this.buildsDir, buildId, name), 'utf8').then(
        (text) => JSON.parse(text) as T,
        () => null,
      );
    const whole = await readJson<BuildManifest>('manifest.json');
    if (whole) return { manifest: whole, chain: [buildId], removed: new Set() };
    const delta = await readJson<ManifestDelta>('manifest-delta.json');
    if (!delta || delta.version !== 1 || delta.base === buildId) return null;
    const base = await this.readManifest(delta.base);
    if (!base || base.manifest.bundle !== delta.bundle) return null;
    const pages = base.manifest.pages;
    for (const urlPath of delta.removed) {
      delete pages[urlPath];
      base.removed.add(urlPath);
    }
    Object.assign(pages, delta.set);
    for (const urlPath of Object.keys(delta.set)) base.removed.delete(urlPath);
    return { manifest: { version: 1, bundle: delta.bundle, pages }, chain: [buildId, ...base.chain], removed: base.removed };
  }

  /**
   * The live index with `changedPaths` (re)pointed at their files and `removedPaths` gone. Its
   * root is the build's own folder: after a full render, every page is there.
   */
  private indexOf(root: string, base: SiteFiles | null, pages: Record<string, ManifestPage>, removedPaths: string[] = []): SiteFiles {
    const set = new Map<string, SiteFile>();
    const now = Date.now();
    for (const [urlPath, page] of Object.entries(pages)) {
      const fileUrl = `/${outputFileFor(urlPath)}`;
      const absPath = path.join(this.buildsDir, page.file);
      set.set(fileUrl, siteFile(absPath, fileUrl, page.size, now, page.hash, copiesOf(absPath, page)));
    }
    return SiteFiles.derive(
      base,
      root,
      set,
      removedPaths.map((urlPath) => `/${outputFileFor(urlPath)}`),
    );
  }

  /**
   * A live site drawing from many build folders is gathered into the new one (hard links, no
   * copies) now and then, so old folders can go and a restart reads one manifest's worth.
   */
  private async gatherLayers(buildId: string, pages: Record<string, ManifestPage>): Promise<void> {
    for (const [urlPath, page] of Object.entries(pages)) pages[urlPath] = await this.linkInto(buildId, page);
  }

  /** `page` hard-linked (with its compressed copies) into the build folder `buildId`: a copy of its entry there. */
  private async linkInto(buildId: string, page: ManifestPage): Promise<ManifestPage> {
    const [layer, ...rest] = page.file.split('/');
    if (layer === buildId) return page;
    const relative = rest.join('/');
    const target = path.join(this.buildsDir, buildId, relative);
    await mkdir(path.dirname(target), { recursive: true });
    const source = path.join(this.buildsDir, page.file);
    await link(source, target);
    if (page.br !== undefined) await link(source + SIDECAR.br, target + SIDECAR.br);
    if (page.gz !== undefined) await link(source + SIDECAR.gzip, target + SIDECAR.gzip);
    return { ...page, file: path.join(buildId, relative) };
  }

  /** Removes the build folders the live manifest no longer draws from, and older bundles. */
  private async prune(bundle: string): Promise<void> {
    const used = new Set([...this.live!.layers.keys(), ...this.live!.chain]);
    const names = await readdir(this.buildsDir).catch(() => [] as string[]);
    await Promise.all(
      names.filter((name) => !used.has(name)).map((name) => rm(path.join(this.buildsDir, name), { recursive: true, force: true })),
    );
    await pruneBundles(this.bundlesDir, [bundle]);
  }
}
