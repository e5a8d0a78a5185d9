/**
 * Everything the app's routes are built from, made once by deps.ts (or a test). In a module of
 * its own so that route groups can name it without importing app.ts back (no import cycles).
 */
import type { Kysely } from 'kysely';
import type { LinkHealth } from './affiliate/link-health.ts';
import type { AiProvider } from './ai/provider.ts';
import type { Auth } from './auth/auth.ts';
import type { DatabaseKind } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { Env } from './env.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { AddressHasher } from './lib/address-hash.ts';
import type { TrustedProxies } from './lib/client-address.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStorage } from './media/media-storage.ts';
import type { SocialCards } from './media/social-cards.ts';
import type { ProductsFeed } from './products/feed.ts';
import type { Publisher } from './publishing/publisher.ts';
import type { RedirectIndex } from './redirects/redirect-index.ts';
import type { BuildRunner } from './site/build-runner.ts';
import type { LiveSite } from './site/live-site.ts';

export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  logger: Logger;
  site: LiveSite;
  ai: AiProvider;
  /** The one mailer (functions/mail/); null without SMTP_URL. */
  mailer: Mailer | null;
  hashAddress: AddressHasher;
  trustedProxies: TrustedProxies;
  productsFeed: ProductsFeed;
  auth: Auth;
  publisher: Publisher;
  /** What page requests' redirects read, in memory (docs/decisions/039). */
  redirects: RedirectIndex;
  runner: BuildRunner | null;
  /** The one durable job queue (docs/decisions/043); server.ts starts its polling. */
  jobs: JobQueue;
  linkHealth: LinkHealth;
  /** Where uploaded media are kept: the local folder or an object store. */
  media: MediaStorage;
  socialCards: SocialCards;
}
