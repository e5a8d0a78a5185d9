/**
 * What happens when something visible on the public site changes: the site is marked stale
 * (the build runner coalesces that into builds), the optional external build hook is called,
 * and the event is queued for the webhooks. When a build goes live, site.rebuilt follows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { SocialCards } from '../media/social-cards.ts';
import type { RedirectIndex } from '../redirects/redirect-index.ts';
import type { BuildRunner } from '../site/build-runner.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueEvent, type WebhookEvent } from '../webhooks/queue.ts';
import { releaseLiveArticles } from './scheduled-articles.ts';
import { bumpSiteVersion, claimAnnouncement } from './site-version.ts';

export interface PublisherOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** The local build runner; null where this process does not build (scripts, most API tests). */
  runner: BuildRunner | null;
  /** The job queue, woken after an event is queued so that its deliveries go out at once. */
  worker: Pick<JobQueue, 'wake'> | null;
  buildHookUrl?: string;
  /** Brings articles' social cards up to date before a build reads them. */
  socialCards?: SocialCards | null;
  /**
   * True where this is the site's only instance (the embedded database holds its folder's
   * lock): an article's card is drawn after the change is answered and this instance's build
   * waits for it (docs/decisions/078). On PostgreSQL other instances follow the version, so the
   * card is drawn before the version moves and the answer waits for it.
   */
  cardsAfterAnswer?: boolean;
  /** The redirects held in memory: read again on this instance after every change (docs/decisions/039). */
  redirects?: RedirectIndex | null;
  /**
   * Told of articles that went from unpublished to published (the editor's publish or the
   * scheduler's claim): the newsletter's sends. `afterLive` is true where this process builds
   * the site: the sends then wait for the live build that serves the page (pagesLive).
   */
  articlesPublished?: ((articleIds: string[], options: { afterLive: boolean }) => Promise<void>) | null;
  /** Told when a build is live, with a way to ask it for a page: the newsletter's waiting sends go out. */
  pagesLive?: ((isServed: (urlPath: string) => boolean) => Promise<void>) | null;
}

export class Publisher {
  constructor(private readonly options: PublisherOptions) {}

  /**
   * Marks the site stale and notifies; resolves once the event is queued (not when built). The
   * request that made the change answers after its database writes: on the embedded database
   * the article's social card is drawn after it (cardsAfterWrite), and the build waits for the
   * card; on PostgreSQL, before the version moves (see cardsAfterAnswer). This
   * instance's redirects copy is read again after an article event, before answering, unless
   * `slugsUnchanged` says the change cannot have moved the article's address (a price turning
   * stale or confirmed); other events (reviews, ebooks) never touch what it holds. The other
   * instances follow the version either way.
   */
  async siteChanged(event: WebhookEvent, data: Record<string, unknown>, { slugsUnchanged = false } = {}): Promise<void> {
    const { db, logger, runner, worker } = this.options;
    await enqueueEvent(db, event, data);
    if (event === 'article.published' && typeof data.id === 'string') await this.announcePublished([data.id]);
    worker?.wake();
    // A card shows one article's own fields: only an article event can change one.
    const articleId = event.startsWith('article.') && typeof data.id === 'string' ? data.id : null;
    // Where other instances may follow the version (PostgreSQL), the card is drawn before it
    // moves, so that they render the page once, with its card, and one site.rebuilt is announced.
    if (articleId && !this.options.cardsAfterAnswer) await this.refreshSocialCards([articleId]);
    // Every instance follows the version (site-follower.ts); this one builds at once.
    await bumpSiteVersion(db);
    // Only this article and its translations are read again (docs/decisions/078), not every published one.
    if (event.startsWith('article.') && !slugsUnchanged) await this.options.redirects?.reload(articleId ? [articleId] : undefined);
    const cards = articleId && this.options.cardsAfterAnswer ? this.cardsAfterWrite([articleId]) : undefined;
    if (runner) void runner.requestBuild(event, { after: cards });
    if (this.options.buildHookUrl) void this.callBuildHook(event);
    logger.info('site changed', { event });
  }

  /** Resolves once the social cards drawn after their changes' answers are done (cardsAfterAnswer). */
  async cardsDrawn(): Promise<void> {
    while (this.drawing.size) await Promise.all(this.drawing);
  }

  private readonly drawing = new Set<Promise<void>>();

  /**
   * Draws the articles' cards after the change was answered (a card takes a few hundred
   * milliseconds of image work, as long as the rest of a publish), on the embedded database
   * only: its one instance builds after the card (requestBuild's `after`), and no other
   * instance follows the version moved before it. A failed card is logged and the build goes on.
   */
  private cardsAfterWrite(articleIds: string[]): Promise<void> {
    const drawing = this.refreshSocialCards(articleIds).then(() => undefined);
    this.drawing.add(drawing);
    void drawing.finally(() => this.drawing.delete(drawing));
    return drawing;
  }

  /** True where this process builds the site, so it knows when a page really is live. */
  get buildsLocally(): boolean {
    return this.options.runner !== null;
  }

  /**
   * Scheduled articles just claimed (scheduler.ts): the site is stale. Their article.published
   * waits for the live build that shows them (siteRebuilt), or, where this process does not
   * build, was queued with the claim.
   */
  async scheduleFired(articleIds: string[]): Promise<void> {
    const { logger, runner, worker } = this.options;
    logger.info('scheduled articles due', { articles: articleIds });
    await this.refreshSocialCards(articleIds);
    await this.announcePublished(articleIds);
    await bumpSiteVersion(this.options.db);
    await this.options.redirects?.reload(articleIds);
    if (!runner) worker?.wake();
    if (runner) void runner.requestBuild('article.published (scheduled)');
    if (this.options.buildHookUrl) void this.callBuildHook('article.published');
  }

  /**
   * A rebuild asked for (the back office's button, or derived images made at start-up): every
   * page of this instance, reading all the content again; the other instances catch up, and a
   * hosted static deployment is told (BUILD_HOOK_URL, `{"event": hookEvent}`).
   */
  async rebuildRequested(reason = 'manual rebuild from the back office', hookEvent = 'site.rebuild'): Promise<void> {
    await bumpSiteVersion(this.options.db);
    await this.options.redirects?.reload();
    if (this.options.runner) void this.options.runner.requestBuild(reason, { full: true });
    if (this.options.buildHookUrl) void this.callBuildHook(hookEvent);
  }

  /**
   * The owner's site settings or testimonials changed (Configurações): no webhook event (no
   * content changed), but every instance renders the pages that show them; their keys hold
   * the settings they show, so only those pages are rendered again. The social cards draw the
   * site's name: after a rename, that language's cards are drawn again in the background (a
   * large site's cards take a while; the save does not wait), and when any was, the version
   * moves again so that the articles' pages, whose keys hold the card's address, name the new
   * cards.
   */
  async settingsChanged(): Promise<void> {
    await this.siteSettingsShown('site settings changed', 'settings.changed');
    this.redrawing = this.drawStaleCards('social cards drawn again', 'settings.changed');
  }

  /**
   * An import wrote articles (functions/import/runner.ts): every page is rendered again, and the
   * published articles it wrote get their social cards in the background, as a start-up draws
   * any missing one (a large import's cards take a while; its pages show the site's default
   * share image meanwhile). Once some are drawn the version moves again, and the pages that
   * show them, whose keys hold the card's address, are rendered again.
   */
  async imported(): Promise<void> {
    await this.rebuildRequested('import', 'articles.imported');
    this.redrawing = this.drawStaleCards('social cards of imported articles drawn', 'articles.imported');
  }

  /** Resolves once the cards the last settings change or import made stale are drawn and their pages' build is requested. */
  staleCardsDrawn(): Promise<void> {
    return this.redrawing;
  }

  private redrawing: Promise<void> = Promise.resolve();

  private async siteSettingsShown(reason: string, hookEvent: string): Promise<void> {
    await bumpSiteVersion(this.options.db);
    if (this.options.runner) void this.options.runner.requestBuild(reason);
    if (this.options.buildHookUrl) void this.callBuildHook(hookEvent);
  }

  /**
   * Draws every stale card; when any was, the pages that show them are rendered (and the build
   * hook called with `hookEvent`). A long sweep (thousands of cards, an hour) moves the version
   * as it goes, every few hundred cards or every minute, so the pages show the cards drawn so
   * far; the build hook, a whole deploy for a static host, is called once, at the end.
   */
  private async drawStaleCards(reason: string, hookEvent: string): Promise<void> {
    try {
      const made = (await this.options.socialCards?.refreshStale(undefined, () => this.cardsDrawnSoFar(reason))) ?? 0;
      if (made > 0) await this.siteSettingsShown(reason, hookEvent);
    } catch (error) {
      this.options.logger.error('stale social cards could not be drawn', { after: hookEvent, error });
    }
  }

  /**
   * A long sweep of stale cards has drawn some (refreshStale's `drawn`): every instance renders
   * the pages that show them, whose keys hold the card's address, without waiting for the
   * sweep's end. No build hook: a static host's deploy is a whole one, asked for once at the end.
   */
  async cardsDrawnSoFar(reason: string): Promise<void> {
    await bumpSiteVersion(this.options.db);
    if (this.options.runner) void this.options.runner.requestBuild(`${reason} (so far)`);
  }

  /**
   * Redirects changed without a visible change of content (one added or removed by hand, a
   * draft's slug changed): no event and no page to render, but the version moves so that every
   * instance reads its copy of the redirects again (docs/decisions/039), this one at once.
   */
  async redirectsChanged(): Promise<void> {
    await bumpSiteVersion(this.options.db);
    await this.options.redirects?.reload();
  }

  /**
   * Called by the build runner when a build is live; `isServed` asks the live build for a page.
   * site.rebuilt goes out once per site version for the whole cluster (the first instance to
   * show it claims it), and for a full render (a first build or a new deploy on this instance).
   */
  async siteRebuilt(live: {
    buildId: string;
    pages: number;
    version: number | null;
    fullRender: boolean;
    /** No page changed: the waiting articles and sends are looked at, nothing is announced. */
    unchanged?: boolean;
    isServed?: (urlPath: string) => boolean;
  }): Promise<void> {
    const { buildId, pages } = live;
    try {
      const published = await releaseLiveArticles(this.options.db, live.isServed ?? (() => false));
      if (published.length) this.options.logger.info('scheduled articles live', { articles: published, buildId });
    } catch (error) {
      // They stay waiting; the next live build sends them.
      this.options.logger.error('scheduled articles could not be announced', { buildId, error });
    }
    try {
      await this.options.pagesLive?.(live.isServed ?? (() => false));
    } catch (error) {
      // They stay waiting; the next live build queues them.
      this.options.logger.error('newsletter sends waiting for their page could not be queued', { buildId, error });
    }
    if (live.unchanged) return;
    const claimed = live.version !== null && (await claimAnnouncement(this.options.db, live.version));
    if (!claimed && !live.fullRender) return;
    await enqueueEvent(this.options.db, 'site.rebuilt', { buildId, pages });
    this.options.worker?.wake();
  }

  /** A failure here is logged, never a failed publish: the article is already live. */
  private async announcePublished(articleIds: string[]): Promise<void> {
    try {
      await this.options.articlesPublished?.(articleIds, { afterLive: this.buildsLocally });
    } catch (error) {
      this.options.logger.error('newsletter sends could not be queued for published articles', { articles: articleIds, error });
    }
  }

  /** A card that cannot be made leaves the article on the default share image; publishing goes on. Answers how many were made. */
  private async refreshSocialCards(articleIds: readonly string[]): Promise<number> {
    try {
      return (await this.options.socialCards?.refreshStale(articleIds)) ?? 0;
    } catch (error) {
      this.options.logger.error('social cards could not be refreshed', { error });
      return 0;
    }
  }

  private async callBuildHook(event: string): Promise<void> {
    try {
      const response = await fetch(this.options.buildHookUrl!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event }),
        signal: AbortSignal.timeout(10_000),
        redirect: 'manual',
      });
      if (!response.ok) this.options.logger.warn('build hook answered an error', { status: response.status });
    } catch (error) {
      this.options.logger.warn('build hook could not be called', { error });
    }
  }
}
