/**
 * Runs the schedule: at start-up (a time that fell due while the server was down publishes
 * then) and every `pollMs` after. A tick claims the due articles (the article service) and
 * hands them to the publisher, which builds the site; the poll plus one build keeps "live
 * within 60 s of its time".
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { Publisher } from './publisher.ts';
import { ArticleService } from '../articles/service.ts';

export interface PublishSchedulerOptions {
  db: Kysely<Database>;
  logger: Logger;
  publisher: Publisher;
  pollMs: number;
}

export class PublishScheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<number> | null = null;
  private stopped = true;

  constructor(private readonly options: PublishSchedulerOptions) {}

  start(): void {
    this.stopped = false;
    const poll = () => {
      if (this.stopped) return;
      void this.tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(poll, this.options.pollMs);
      });
    };
    poll();
  }

  /** Publishes what is due now; resolves with how many articles it claimed. */
  tick(): Promise<number> {
    this.ticking ??= this.claim().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking?.catch(() => undefined);
  }

  private async claim(): Promise<number> {
    const { db, logger, publisher } = this.options;
    try {
      return (await new ArticleService({ db, publisher }).publishDue()).length;
    } catch (error) {
      logger.error('scheduled publishing failed; retrying at the next tick', { error });
      return 0;
    }
  }
}
