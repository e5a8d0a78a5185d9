/** Builds everything the app needs from the configuration and an open database. */
import path from 'node:path';
import type { AppDeps } from './app-deps.ts';
import { createAiProvider } from './ai/index.ts';
import type { AiProvider } from './ai/provider.ts';
import { authSecret, createAuth } from './auth/auth.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import { createAddressHasher } from './lib/address-hash.ts';
import { parseTrustedProxies } from './lib/client-address.ts';
import type { Logger } from './lib/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { ProductsFeed } from './products/feed.ts';
import { Publisher } from './publishing/publisher.ts';
import { RedirectIndex } from './redirects/redirect-index.ts';
import type { SiteContent } from '../src/lib/content/api.ts';
import { BuildRunner } from './site/build-runner.ts';
import { ContentSnapshot } from './site/renderer/site-content.ts';
import { readSiteVersion } from './publishing/site-version.ts';
import { LinkHealth } from './affiliate/link-health.ts';
import { createMediaStorage } from './media/create-media-storage.ts';
import { LiveSite } from './site/live-site.ts';
import { PROJECT_ROOT } from './site/astro-build.ts';
import { SocialCards } from './media/social-cards.ts';
import { JobQueue } from './jobs/queue.ts';
import { registerJobTypes } from './jobs/job-types.ts';
import { queueNewsletterSends, releaseLiveSends } from './newsletter/on-publish.ts';

export interface DepsOptions {
  site?: LiveSite;
  ai?: AiProvider;
  /**
   * Build the site in this process (the server does). Content comes from the database unless
   * `loadContent` says otherwise (a test that makes the content unreadable).
   */
  build?: { loadContent?: (options: { fresh: boolean }) => Promise<SiteContent> };
}

/** Reads what changed since the last build; a full build (a deploy, or the retry of a failed build) reads everything. */
function contentReader(snapshot: ContentSnapshot) {
  return async ({ fresh }: { fresh: boolean }): Promise<SiteContent> => {
    if (fresh) snapshot.reset();
    return (await snapshot.load()).content;
  };
}

export async function createDeps(env: Env, handle: DatabaseHandle, logger: Logger, options: DepsOptions = {}): Promise<AppDeps> {
  const { db } = handle;
  const site = options.site ?? new LiveSite();
  const jobs = new JobQueue({
    db,
    logger,
    concurrency: env.JOBS_CONCURRENCY,
    leaseSeconds: env.JOBS_LEASE_SECONDS,
    pollMs: env.JOBS_POLL_MS,
  });
  let publisher: Publisher | undefined;
  const runner = options.build
    ? new BuildRunner({
        dataDir: env.dataDir,
        site,
        logger,
        // PGlite runs one transaction at a time, so no change can commit behind a read: no overlap (docs/decisions/052).
        loadContent:
          options.build.loadContent ?? contentReader(new ContentSnapshot(db, env, handle.kind === 'pglite' ? { overlapMs: 0 } : {})),
        siteUrl: env.siteUrl,
        siteVersion: () => readSiteVersion(db),
        onLive: ({ buildId, pages, files, version, mode }) =>
          publisher?.siteRebuilt({
            buildId,
            pages,
            version,
            fullRender: mode === 'full',
            unchanged: mode === 'unchanged',
            isServed: (urlPath) => files.lookup(urlPath) !== undefined,
          }),
      })
    : null;
  const media = createMediaStorage(env, logger);
  const socialCards = new SocialCards({ db, storage: media, publicDir: path.join(PROJECT_ROOT, 'public'), logger });
  // Loaded before the first request; a database that does not answer yet leaves the lookups on it until a reload succeeds.
  const redirects = new RedirectIndex(db, logger);
  await redirects.reload();
  publisher = new Publisher({
    db,
    logger,
    runner,
    worker: jobs,
    buildHookUrl: env.BUILD_HOOK_URL,
    socialCards,
    cardsAfterAnswer: handle.kind === 'pglite',
    redirects,
    articlesPublished: async (ids, options) => void (await queueNewsletterSends(db, ids, options)),
    pagesLive: async (isServed) => {
      const released = await releaseLiveSends(db, isServed);
      if (released.length) {
        logger.info('newsletter sends queued: their pages are live', { sends: released });
        jobs.wake();
      }
    },
  });
  const linkHealth = new LinkHealth({ db, logger, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS });
  const mailer = createMailer(env.mail, logger);
  registerJobTypes(jobs, { db, engine: handle.kind, env, logger, publisher, linkHealth, media, mailer });
  const auth = createAuth({ env, db, secret: await authSecret(db) });
  // better-auth checks the schema while it starts: let it finish before anything can close the database.
  await auth.$context;
  return {
    env,
    db,
    dbKind: handle.kind,
    logger,
    site,
    ai: options.ai ?? createAiProvider(env, logger),
    mailer,
    hashAddress: await createAddressHasher(db),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    productsFeed: new ProductsFeed(env.PRODUCTS_FEED_URL),
    auth,
    publisher,
    redirects,
    runner,
    jobs,
    socialCards,
    linkHealth,
    media,
  };
}
