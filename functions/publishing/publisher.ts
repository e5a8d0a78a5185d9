/**
 * What happens when something visible on the public site changes: the site is marked stale
 * (the build runner coalesces that into builds), the optional external build hook is called,
 * and the event is queued for the webhooks. When a build goes live, site.rebuilt follows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { BuildRunner } from '../site/build-runner.ts';
import { enqueueEvent, type WebhookEvent, type WebhookWorker } from '../webhooks/queue.ts';

export interface PublisherOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** The local build runner; null where this process does not build (scripts, most API tests). */
  runner: BuildRunner | null;
  worker: WebhookWorker | null;
  buildHookUrl?: string;
}

export class Publisher {
  constructor(private readonly options: PublisherOptions) {}

  /** Marks the site stale and notifies; resolves once the event is queued (not when built). */
  async siteChanged(event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
    const { db, logger, runner, worker } = this.options;
    await enqueueEvent(db, event, data);
    void worker?.runOnce();
    if (runner) void runner.requestBuild(event);
    if (this.options.buildHookUrl) void this.callBuildHook(event);
    logger.info('site changed', { event });
  }

  /** Called by the build runner when a build is live. */
  async siteRebuilt(buildId: string, pages: number): Promise<void> {
    await enqueueEvent(this.options.db, 'site.rebuilt', { buildId, pages });
    void this.options.worker?.runOnce();
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
