/**
 * Which build the server is showing, and the state of the next one. The build runner writes
 * it; the static routes and the health check read it.
 */
import type { SiteFiles } from './site-files.ts';

export type BuildState = 'idle' | 'building' | 'failed';

export interface SiteStatus {
  /** True once a build is being served. */
  live: boolean;
  liveSince: string | null;
  buildId: string | null;
  pages: number;
  build: {
    state: BuildState;
    queued: boolean;
    startedAt: string | null;
    lastDurationMs: number | null;
    lastError: string | null;
    lastFailedAt: string | null;
  };
}

export class LiveSite {
  private files: SiteFiles | null = null;
  private liveSince: Date | null = null;
  private buildId: string | null = null;
  private pages = 0;
  readonly build: SiteStatus['build'] = {
    state: 'idle',
    queued: false,
    startedAt: null,
    lastDurationMs: null,
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
