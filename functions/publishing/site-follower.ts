/**
 * One site across instances (docs/decisions/032): every instance on one PostgreSQL polls the
 * site version and builds when it moved past the version its live build shows. Builds are
 * incremental, so following a change costs each instance the few pages it changed. A poll that
 * fails (the database is unreachable) is logged and retried on the next tick; a build that
 * failed is retried after RETRY_MS even when the version did not move.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { BuildRunner } from '../site/build-runner.ts';
import type { LiveSite } from '../site/live-site.ts';
import { readSiteVersion, SITE_VERSION_CHANNEL } from './site-version.ts';

const RETRY_MS = 10_000;

export interface SiteFollowerOptions {
  db: Kysely<Database>;
  runner: BuildRunner;
  site: LiveSite;
  logger: Logger;
  pollMs: number;
  /** PostgreSQL's address: a listening connection hears a new version at once; the poll stays as the fallback. */
  databaseUrl?: string;
  /** Told every version read, whether or not a build follows (the redirects in memory follow it, docs/decisions/039). */
  onVersion?: (version: number) => unknown;
}

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 2_000;

export class SiteFollower {
  private timer: NodeJS.Timeout | null = null;
  private requested: number | null = null;
  private requestedAt = 0;
  private unreachable = false;

  constructor(private readonly options: SiteFollowerOptions) {}

  private listener: pg.Client | null = null;
  private stopped = false;

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
    if (this.options.databaseUrl) void this.listen();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    void this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** LISTEN on the version channel; on any error, the connection is dropped and opened again a little later. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    const again = () => {
      if (this.listener !== client) return;
      this.listener = null;
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), RELISTEN_MS).unref();
    };
    this.listener = client;
    client.on('notification', () => void this.tick());
    client.on('error', again);
    client.on('end', again);
    try {
      await client.connect();
      await client.query(`LISTEN ${SITE_VERSION_CHANNEL}`);
      // A version may have moved while the connection was down.
      void this.tick();
    } catch {
      again();
    }
  }

  /** One poll: builds when the database's version is ahead of the live build's. */
  async tick(): Promise<void> {
    const { db, runner, site, logger } = this.options;
    let version: number;
    try {
      version = await readSiteVersion(db);
    } catch (error) {
      if (!this.unreachable) logger.error('site version unreadable; retrying', { error });
      this.unreachable = true;
      return;
    }
    if (this.unreachable) logger.info('site version readable again', { version });
    this.unreachable = false;
    void this.options.onVersion?.(version);
    if (runner.builtVersion !== null && version <= runner.builtVersion) return;
    const failed = site.build.state === 'failed';
    const fresh = version !== this.requested;
    if (!fresh && !(failed && Date.now() - this.requestedAt > RETRY_MS)) return;
    this.requested = version;
    this.requestedAt = Date.now();
    void runner.requestBuild(`site version ${version}`);
  }
}
