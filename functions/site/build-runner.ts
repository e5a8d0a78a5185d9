/**
 * One runner turns "the site is stale" into builds: one build at a time, at most one more
 * queued however many changes arrive meanwhile. Each build goes into a new folder under
 * DATA_DIR/site/builds and is swapped in atomically (the `current` symlink is replaced by a
 * rename, then the in-memory index is replaced); a failed build leaves the live site as it was.
 */
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../lib/logger.ts';
import { runAstroBuild } from './astro-build.ts';
import type { LiveSite, SiteStatus } from './live-site.ts';
import { SiteFiles } from './site-files.ts';

export interface BuildRunnerOptions {
  dataDir: string;
  site: LiveSite;
  logger: Logger;
  /** Where the build reads content: this server's own address. */
  contentApiUrl: () => string;
  siteUrl: string;
  /** Builds kept on disk besides the live one, for a quick look back. */
  keepPrevious?: number;
  /** Called after each build goes live (webhooks hook in here), with the files now served. */
  onLive?: (buildId: string, pages: number, files: SiteFiles) => void | Promise<void>;
}

// Astro colours its log lines.
const COLOURS = /\x1b\[[0-9;]*m/g;

/** Follows Astro's log: "generating static routes" starts the rendering, each "(+12ms)" is one page done. */
export function trackProgress(build: SiteStatus['build'], line: string): void {
  const plain = line.replace(COLOURS, '');
  if (/generating static routes/i.test(plain)) build.phase = 'rendering';
  const pages = plain.match(/\(\+\d+(\.\d+)?m?s\)/g)?.length ?? 0;
  if (pages && build.pagesDone !== null) build.pagesDone += pages;
}

export class BuildRunner {
  private running: Promise<void> | null = null;
  private queued = false;
  private readonly abort = new AbortController();
  private readonly buildsDir: string;
  private readonly currentLink: string;

  constructor(private readonly options: BuildRunnerOptions) {
    this.buildsDir = path.join(options.dataDir, 'site', 'builds');
    this.currentLink = path.join(options.dataDir, 'site', 'current');
  }

  /** Serves the build that was live when the server last stopped, if there is one. */
  async restoreLive(): Promise<boolean> {
    try {
      const target = await readlink(this.currentLink);
      const dir = path.resolve(path.dirname(this.currentLink), target);
      const files = await SiteFiles.load(dir);
      if (!files.lookup('/')) return false;
      this.options.site.swap(files, path.basename(dir));
      return true;
    } catch {
      return false;
    }
  }

  /** Marks the site stale. Resolves when a build that includes this change has finished. */
  requestBuild(reason: string): Promise<void> {
    this.options.logger.info('site stale', { reason });
    if (this.running) {
      this.queued = true;
      this.options.site.build.queued = true;
      // The running loop builds once more before it resolves.
      return this.running;
    }
    this.running = this.loop();
    return this.running;
  }

  /** Resolves when no build is running or queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.queued = false;
    this.abort.abort();
    await this.running?.catch(() => undefined);
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
    const outDir = path.join(this.buildsDir, buildId);
    const started = performance.now();
    site.build.state = 'building';
    site.build.startedAt = new Date().toISOString();
    site.build.phase = 'preparing';
    site.build.pagesDone = 0;
    site.build.pagesTotal = site.status().pages || null;
    logger.info('site build started', { buildId });
    try {
      await mkdir(this.buildsDir, { recursive: true });
      await runAstroBuild({
        outDir,
        contentApiUrl: this.options.contentApiUrl(),
        siteUrl: this.options.siteUrl,
        signal: this.abort.signal,
        onOutput: (line) => {
          trackProgress(site.build, line);
          logger.debug('astro', { buildId, line });
        },
      });
      site.build.phase = 'swapping';
      const files = await SiteFiles.load(outDir);
      if (!files.lookup('/') || !files.lookup('/404')) throw new Error('the build produced no home page or no 404 page');
      const tmpLink = `${this.currentLink}.${buildId}.tmp`;
      await symlink(path.relative(path.dirname(this.currentLink), outDir), tmpLink);
      await rename(tmpLink, this.currentLink);
      site.swap(files, buildId);
      const durationMs = Math.round(performance.now() - started);
      site.build.state = 'idle';
      site.build.lastDurationMs = durationMs;
      site.build.lastError = null;
      logger.info('site build live', { buildId, durationMs, pages: files.htmlPages });
      await this.prune(buildId);
      await this.options.onLive?.(buildId, files.htmlPages, files);
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
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

  private async prune(liveId: string): Promise<void> {
    const keep = this.options.keepPrevious ?? 1;
    const builds = (await readdir(this.buildsDir)).filter((name) => name !== liveId).sort();
    const stale = builds.slice(0, Math.max(0, builds.length - keep));
    await Promise.all(stale.map((name) => rm(path.join(this.buildsDir, name), { recursive: true, force: true })));
  }
}
