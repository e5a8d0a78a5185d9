/**
 * Which build the server is showing, and the state of the next one. The build runner writes
 * it; the static routes and the health check read it.
 */
import type { SiteStatus } from '../../src/lib/contracts/site-status.ts';
import type { SiteFiles } from './site-files.ts';

export type { SiteStatus } from '../../src/lib/contracts/site-status.ts';

export class LiveSite {
  private files: SiteFiles | null = null;
  private liveSince: Date | null = null;
  private buildId: string | null = null;
  private pages = 0;
  /** True once a build has finished in this process: the site shows the content of the database (an instance that was down has caught up). */
  caughtUp = false;
  readonly build: SiteStatus['build'] = {
    state: 'idle',
    queued: false,
    startedAt: null,
    phase: null,
    pagesDone: null,
    pagesTotal: null,
    lastDurationMs: null,
    lastPagesRendered: null,
    lastError: null,
    lastFailedAt: null,
  };

  get current(): SiteFiles | null {
    return this.files;
  }

  /** Puts a new build live: one assignment, so a request sees the old build or the new one. */
  swap(files: SiteFiles, buildId: string): void {
    this.files = files;
    this.buildId = buildId;
    this.pages = files.htmlPages;
    this.liveSince = new Date();
  }

  status(): SiteStatus {
    return {
      live: this.files !== null,
      liveSince: this.liveSince?.toISOString() ?? null,
      buildId: this.buildId,
      pages: this.pages,
      build: { ...this.build },
    };
  }
}
