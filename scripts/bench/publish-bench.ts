/**
 * Publish-to-live: from the editor's publish request (POST /api/admin/articles over HTTP,
 * signed in) to the new article's page being served in both locales, on a site of a given
 * size with the real build runner.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { staticFastPath } from '../../functions/site/static-fast-path.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import type { BuildOutcome } from '../../functions/site/build-runner.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { generateSyntheticArticles } from './generate-articles.ts';
import { articlePublisher } from './publish-client.ts';
import { startPageTimer } from './page-timer-client.ts';
import { findPostgresBinDir, startPostgres } from '../lib/postgres-server.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { adminCookie } from './admin-session.ts';

export interface PublishBenchResult {
  articles: number;
  samples: number[];
  /** The publish request alone: until its answer (saving, the social card, queueing the build). */
  requestMs: number[];
  buildMs: number[];
  /** What each publish's build did and where its time went. */
  outcomes: BuildOutcome[];
  pages: number;
  /** The first build of the whole site (what a deploy pays). */
  fullBuildMs: number;
  /** Seconds spent generating the site (not measured work: said so the reader can plan a run). */
  generateSeconds: number;
  /** A built article page, requested one after the other: idle, and while PUBLISH_BURST publishes run back to back. */
  pageIdleMs: number[];
  pageDuringMs: number[];
  /** The burst's publish requests (each answered before the next is sent; their builds coalesce). */
  burstRequestMs: number[];
  /**
   * How long the page was timed during the burst: until its cards are drawn and its builds done.
   * Shorter work makes it shorter and its p99 rest on fewer, busier requests (docs/decisions/105).
   */
  burstWindowMs: number;
  /** The process's resident memory (server, PGlite's thread and this client): idle after the first build, and the most seen while publishing. */
  rssIdleMb: number;
  rssPublishMb: number;
}

/** Publishes sent back to back while a page is timed (issue 27: a page's p99 within 2x of idle). */
export const PUBLISH_BURST = 20;
const PAGE_IDLE_REQUESTS = 300;

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** Where the bench's site lives: the embedded database in memory, or a PostgreSQL server started for the run. */
export type PublishBenchEngine = 'pglite' | 'postgres';

async function openBenchDatabase(engine: PublishBenchEngine) {
  if (engine === 'pglite') return { handle: await openDatabase({ memory: true }), stop: () => undefined };
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('BENCH_PUBLISH_ENGINE=postgres: no PostgreSQL server found (apt-get install -y postgresql)');
  const server = await startPostgres(binDir);
  try {
    return { handle: await openDatabase({ databaseUrl: server.url }), stop: () => server.stop() };
  } catch (error) {
    server.stop();
    throw error;
  }
}

export async function benchPublish(
  articles: number,
  publishes: number,
  options: { sections?: number; engine?: PublishBenchEngine } = {},
): Promise<PublishBenchResult> {
  const work = mkdtempSync(path.join(scratchRoot(), `bench-publish-${articles}-`));
  const { handle, stop: stopDatabase } = await openBenchDatabase(options.engine ?? 'pglite');
  try {
    await migrate(handle);
    const generated = performance.now();
    await generateSyntheticArticles(handle.db, articles, { sections: options.sections });
    const generateSeconds = (performance.now() - generated) / 1000;
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, handle, createLogger('silent'), {
      ai: offlineProvider,
      build: {},
    });
    const app = createApp(deps);
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0, await staticFastPath(deps));
    const timer = startPageTimer();
    try {
      const cookie = await adminCookie(deps, handle.db, localUrl);
      const fullStarted = performance.now();
      await deps.runner!.requestBuild('initial');
      const fullBuildMs = performance.now() - fullStarted;
      const samples: number[] = [];
      const requestMs: number[] = [];
      const buildMs: number[] = [];
      const outcomes: BuildOutcome[] = [];
      const publish = articlePublisher(localUrl, cookie);
      // A page built in the first build (the first English article), timed from a process of its
      // own: a client on the server's thread would add its own fetching and decoding to the times.
      const page = `${localUrl}/artigos/bench-article-1`;
      let pageDuringMs: number[];
      await timer.count(page, 20);
      const pageIdleMs = (await timer.count(page, PAGE_IDLE_REQUESTS)).samples;
      const rssIdleMb = mb(process.memoryUsage.rss());
      let rssPublishMb = rssIdleMb;
      const sampler = setInterval(() => (rssPublishMb = Math.max(rssPublishMb, mb(process.memoryUsage.rss()))), 20);
      const profiler = await startProfile();
      for (let i = 0; i < publishes; i++) {
        const slug = `published-now-${i}`;
        const started = performance.now();
        requestMs.push(await publish(`Published now ${i}`));
        // Built once, at its language's URL (English: the back office's default language).
        while ((await fetch(`${localUrl}/artigos/${slug}`, { redirect: 'manual' })).status !== 200)
          await new Promise((r) => setTimeout(r, 50));
        samples.push(performance.now() - started);
        await deps.runner!.idle();
        buildMs.push(deps.site.status().build.lastDurationMs ?? NaN);
        outcomes.push(deps.runner!.lastOutcome!);
      }
      await profiler?.stop(articles);
      // The burst: publishes one after the other, each sent when the last answered, while the page is requested without pause.
      const burstRequestMs: number[] = [];
      const burstStarted = performance.now();
      timer.start(page);
      try {
        for (let i = 0; i < PUBLISH_BURST; i++) burstRequestMs.push(await publish(`Published in a burst ${i}`));
        await deps.publisher.cardsDrawn();
        await deps.runner!.idle();
      } finally {
        pageDuringMs = (await timer.stop()).samples;
      }
      const burstWindowMs = performance.now() - burstStarted;
      clearInterval(sampler);
      return {
        articles,
        samples,
        requestMs,
        buildMs,
        outcomes,
        pages: deps.site.status().pages,
        fullBuildMs,
        generateSeconds,
        pageIdleMs,
        pageDuringMs,
        burstRequestMs,
        burstWindowMs,
        rssIdleMb,
        rssPublishMb,
      };
    } finally {
      await timer.close();
      await deps.runner?.stop();
      await deps.jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await handle.close();
    stopDatabase();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * BENCH_PUBLISH_CPU_PROFILE=<folder>: a CPU profile of this process (the server's thread) over
 * the timed publishes only, not the generation or the first build, written as
 * publish-<articles>.cpuprofile (open it in Chrome's DevTools or read it with
 * scripts/bench/profile-summary.ts).
 */
async function startProfile(): Promise<{ stop(articles: number): Promise<void> } | null> {
  const folder = process.env.BENCH_PUBLISH_CPU_PROFILE;
  if (!folder) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(articles) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path.join(folder, `publish-${articles}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
