/**
 * The server, loaded by `npm start`'s entry (functions/server.ts), and the only module that
 * opens a port. Opens the database, serves the API and the live build, builds the site when
 * none exists yet, and stops cleanly on SIGTERM and SIGINT.
 */
import { loadGeoIp, rangesBytes } from './affiliate/geo/geoip.ts';
import { createApp } from './app.ts';
import { bootstrapAdmin } from './auth/bootstrap.ts';
import { checkPortFree, listen, openStorage, type Storage } from './boot.ts';
import { DataDirLockedError, DataDirUnusableError } from './db/data-dir-lock.ts';
import { createDeps } from './deps.ts';
import { catchUpImageVariants } from './media/image-variants.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { SiteFollower } from './publishing/site-follower.ts';
import { LiveSite } from './site/live-site.ts';
import { staticFastPath } from './site/static-fast-path.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

/** Says why the port cannot be used, in one line with the fix. */
function portRefusal(error: unknown): string {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    ? `Port ${env.PORT} on ${env.HOST} is already in use. Stop the other program or set PORT to a free port.`
    : `Could not listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`;
}

// Before the database: a first start spends seconds creating and seeding it, which a port in use need not wait for.
try {
  await checkPortFree(env.HOST, env.PORT);
} catch (error) {
  console.error(portRefusal(error));
  process.exit(1);
}

let storage: Storage;
try {
  storage = await openStorage(env, logger);
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof DataDirUnusableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const site = new LiveSite();
let localUrl = '';
const deps = await createDeps(env, storage.handle, logger, { site, build: {} });
const app = createApp(deps);

let listening;
try {
  listening = await listen(app.fetch, env.HOST, env.PORT, await staticFastPath(deps));
} catch (error) {
  console.error(portRefusal(error));
  await storage.close();
  process.exit(1);
}
const { server } = listening;
localUrl = listening.localUrl;
storage.lock?.setUrl(localUrl);
const runner = deps.runner!;
await bootstrapAdmin({ auth: deps.auth, db: deps.db, env, logger, siteUrl: env.siteUrl });

logger.info('server listening', {
  url: env.siteUrl,
  listening: localUrl,
  database: storage.handle.kind,
  dataDir: env.dataDir,
  media: deps.media.driver,
});
// The GeoIP data of /go/{id} is read now, in the background, so that no reader's click waits for it.
if (env.GEOIP) {
  void loadGeoIp().then(
    (ranges) => logger.info('geoip data loaded', { ranges_mb: Math.round(rangesBytes(ranges) / 1048576) }),
    (error: unknown) => logger.error('geoip data could not be loaded', { error }),
  );
}
// A store that does not answer yet is logged (a warning naming it) but does not stop the start:
// media answer 503 until it does, and the rest of the site works.
void deps.media.check().catch(() => undefined);

/**
 * Uploads from before image variants, and published articles without a current social card
 * (docs/decisions/026, 027). `drawn`, where a build is live: a long sweep (a new card design
 * over thousands of articles) has the pages of the cards drawn so far rendered as it goes.
 */
async function catchUpDerivedImages(drawn?: () => Promise<void>): Promise<number> {
  try {
    const images = await catchUpImageVariants({ db: deps.db, storage: deps.media, logger });
    return images + (await deps.socialCards.refreshStale(undefined, drawn));
  } catch (error) {
    logger.error('image variants or social cards could not be caught up', { error });
    return 0;
  }
}

if (await runner.restoreLive()) {
  logger.info('site live', { ...site.status() });
  // Whatever changed while the server was down (a deploy, settings stated on pages, content) is rendered now.
  void runner.requestBuild('start');
  void catchUpDerivedImages(() => deps.publisher.cardsDrawnSoFar('social cards caught up')).then(async (made) => {
    // New image variants change no article row: a full render reads everything again.
    if (made) await deps.publisher.rebuildRequested('image variants and social cards caught up', 'images.caught_up');
  });
} else {
  logger.info('no build yet: building the site');
  await catchUpDerivedImages();
  void runner.requestBuild('first start').then(() => {
    const { build } = site.status();
    if (build.state === 'failed' && !site.current) {
      console.error(
        `The first build of the site failed: ${build.lastError}. The server keeps answering 503 until a build succeeds (any change in the back office, or a restart, builds again).`,
      );
    }
  });
}

// Several instances on one PostgreSQL: follow the site version, so a change made through any of them is served by all.
const follower = env.DATABASE_URL
  ? new SiteFollower({
      db: deps.db,
      runner,
      site,
      logger,
      pollMs: env.SITE_SYNC_MS,
      databaseUrl: env.DATABASE_URL,
      onVersion: (version) => deps.redirects.follow(version),
    })
  : null;
follower?.start();

// After the live build is known: background jobs, a schedule that fell due while the server was down included.
deps.jobs.start();

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => {
    logger.error('shutdown timed out; exiting', { timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stop accepting connections; requests in flight finish first.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // A publish answered before its card was drawn moves the site version after it (docs/decisions/078).
  await deps.publisher.cardsDrawn();
  // A refresh of every card (this start's, a rename's, an import's) ends after its current card; the next start draws the rest.
  await deps.socialCards.stop();
  follower?.stop();
  await runner.stop();
  await deps.jobs.stop();
  deps.mailer?.close();
  await storage.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
