/** Builds everything the app needs from the configuration and an open database. */
import type { AppDeps } from './app-deps.ts';
import { createAiProvider } from './ai/index.ts';
import type { AiProvider } from './ai/provider.ts';
import { authSecret, createAuth } from './auth/auth.ts';
import { createContactMailer } from './contact/mailer.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import { createAddressHasher } from './lib/address-hash.ts';
import { parseTrustedProxies } from './lib/client-address.ts';
import type { Logger } from './lib/logger.ts';
import { ProductsFeed } from './products/feed.ts';
import { Publisher } from './publishing/publisher.ts';
import { BuildRunner } from './site/build-runner.ts';
import { LinkHealth } from './affiliate/link-health.ts';
import { LiveSite } from './site/live-site.ts';
import { setAuditRetention } from './audit/record.ts';
import { WebhookWorker } from './webhooks/queue.ts';

export interface DepsOptions {
  site?: LiveSite;
  ai?: AiProvider;
  /** Build the site in this process, reading content from this address (the server does). */
  build?: { contentApiUrl: () => string };
}

export async function createDeps(env: Env, handle: DatabaseHandle, logger: Logger, options: DepsOptions = {}): Promise<AppDeps> {
  const { db } = handle;
  const site = options.site ?? new LiveSite();
  const webhookWorker = new WebhookWorker({ db, logger, allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS });
  let publisher: Publisher | undefined;
  const runner = options.build
    ? new BuildRunner({
        dataDir: env.dataDir,
        site,
        logger,
        contentApiUrl: options.build.contentApiUrl,
        siteUrl: env.siteUrl,
        onLive: (buildId, pages, files) => publisher?.siteRebuilt(buildId, pages, (urlPath) => files.lookup(urlPath) !== undefined),
      })
    : null;
  publisher = new Publisher({ db, logger, runner, worker: webhookWorker, buildHookUrl: env.BUILD_HOOK_URL });
  setAuditRetention(env.AUDIT_LOG_RETENTION_DAYS);
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
    mailer: createContactMailer({ smtpUrl: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM }),
    hashAddress: await createAddressHasher(db),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    productsFeed: new ProductsFeed(env.PRODUCTS_FEED_URL),
    auth,
    publisher,
    runner,
    webhookWorker,
    linkHealth: new LinkHealth({ db, logger, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS }),
  };
}
