/**
 * One site across instances (docs/decisions/032): every instance on one PostgreSQL polls the
 * site version and builds when it moved past the version its live build shows. Builds are
 * incremental, so following a change costs each instance the few pages it changed. A poll that
 * fails (the database is unreachable) is logged and retried on the next tick; a build that
 * failed is retried after RETRY_MS even when the version did not move.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { BuildRunner } from '../site/build-runner.ts';
import type { LiveSite } from '../site/live-site.ts';
import { readSiteVersion } from './site-version.ts';

const RETRY_MS = 10_000;

export interface SiteFollowerOptions {
  db: Kysely<Database>;
  runner: BuildRunner;
  site: LiveSite;
  logger: Logger;
  pollMs: number;
}

export class SiteFollower {
  private timer: NodeJS.Timeout | null = null;
  private requested: number | null = null;
  private requestedAt = 0;
  private unreachable = false;

  constructor(private readonly options: SiteFollowerOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
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
    if (runner.builtVersion !== null && version <= runner.builtVersion) return;
    const failed = site.build.state === 'failed';
    const fresh = version !== this.requested;
    if (!fresh && !(failed && Date.now() - this.requestedAt > RETRY_MS)) return;
    this.requested = version;
    this.requestedAt = Date.now();
    void runner.requestBuild(`site version ${version}`);
  }
}
