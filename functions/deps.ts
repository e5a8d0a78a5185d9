/** Builds everything the app needs from the configuration and an open database. */
import type { AppDeps } from './app.ts';
import { createAiProvider } from './ai/index.ts';
import type { AiProvider } from './ai/provider.ts';
import { createContactMailer } from './contact/mailer.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import { createAddressHasher } from './lib/address-hash.ts';
import { parseTrustedProxies } from './lib/client-address.ts';
import type { Logger } from './lib/logger.ts';
import { ProductsFeed } from './products/feed.ts';
import { LiveSite } from './site/live-site.ts';

export async function createDeps(
  env: Env,
  handle: DatabaseHandle,
  logger: Logger,
  overrides: { site?: LiveSite; ai?: AiProvider } = {},
): Promise<AppDeps> {
  return {
    env,
    db: handle.db,
    dbKind: handle.kind,
    logger,
    site: overrides.site ?? new LiveSite(),
    ai: overrides.ai ?? createAiProvider(env, logger),
    mailer: createContactMailer({ smtpUrl: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM }),
    hashAddress: await createAddressHasher(handle.db),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    productsFeed: new ProductsFeed(env.PRODUCTS_FEED_URL),
  };
}
