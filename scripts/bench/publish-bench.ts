/**
 * Publish-to-live: from the editor's publish request (POST /api/admin/articles over HTTP,
 * signed in) to the new article's page being served in both locales, on a site of a given
 * size with the real build runner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import type { BuildOutcome } from '../../functions/site/build-runner.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { insertSyntheticArticles, syntheticArticleHtml } from './generate-articles.ts';
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
}

export async function benchPublish(articles: number, publishes: number): Promise<PublishBenchResult> {
  const work = mkdtempSync(path.join(scratchRoot(), `bench-publish-${articles}-`));
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    await insertSyntheticArticles(handle.db, articles);
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, handle, createLogger('silent'), {
      ai: offlineProvider,
      build: {},
    });
    const app = createApp(deps);
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    try {
      const cookie = await adminCookie(deps, handle.db, localUrl);
      const fullStarted = performance.now();
      await deps.runner!.requestBuild('initial');
      const fullBuildMs = performance.now() - fullStarted;
      const samples: number[] = [];
      const requestMs: number[] = [];
      const buildMs: number[] = [];
      const outcomes: BuildOutcome[] = [];
      let random = 1;
      for (let i = 0; i < publishes; i++) {
        const slug = `published-now-${i}`;
        const started = performance.now();
        const response = await fetch(`${localUrl}/api/admin/articles`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: localUrl, Cookie: cookie },
          body: JSON.stringify({
            titulo: `Published now ${i}`,
            categoria: 'saude',
            meta_descricao: 'Benchmark article.',
            conteudo_html: syntheticArticleHtml(() => (random = (random * 16807) % 2147483647) / 2147483647),
            status: 'publicado',
          }),
        });
        requestMs.push(performance.now() - started);
        if (response.status !== 201) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
        // Built once, at its language's URL (English: the back office's default language).
        while ((await fetch(`${localUrl}/artigos/${slug}`, { redirect: 'manual' })).status !== 200)
          await new Promise((r) => setTimeout(r, 50));
        samples.push(performance.now() - started);
        await deps.runner!.idle();
        buildMs.push(deps.site.status().build.lastDurationMs ?? NaN);
        outcomes.push(deps.runner!.lastOutcome!);
      }
      return { articles, samples, requestMs, buildMs, outcomes, pages: deps.site.status().pages, fullBuildMs };
    } finally {
      await deps.runner?.stop();
      await deps.jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}
