/**
 * Where a full `astro build` spends its time at a given size: start-up and bundling (before
 * Astro starts generating pages), page generation, and the rest, from the timestamps of its
 * own log lines. This is the floor any fresh build process pays, even one that skips every
 * unchanged page (experimental.incrementalBuild): it still starts, bundles and runs
 * getStaticPaths over every article (docs/decisions/018-incremental-builds.md).
 *
 *   npx tsx scripts/bench/build-phases.ts 1000
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { childProcessEnv, parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { PROJECT_ROOT } from '../../functions/site/astro-build.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

export interface BuildPhases {
  articles: number;
  /** From spawn to Astro's "generating static routes": start-up, config, Vite bundling. */
  bundleSeconds: number;
  /** Page generation: getStaticPaths (content fetch) and rendering every page. */
  generateSeconds: number;
  totalSeconds: number;
}

function timedBuild(outDir: string, contentApiUrl: string): Promise<Array<{ at: number; line: string }>> {
  const started = performance.now();
  const lines: Array<{ at: number; line: string }> = [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: PROJECT_ROOT,
      env: childProcessEnv({
        SITE_OUT_DIR: outDir,
        CONTENT_API_URL: contentApiUrl,
        SITE_URL: 'http://127.0.0.1:4321',
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push({ at: (performance.now() - started) / 1000, line });
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) =>
      code === 0
        ? resolve([...lines, { at: (performance.now() - started) / 1000, line: 'exit' }])
        : reject(
            new Error(
              lines
                .slice(-5)
                .map((l) => l.line)
                .join('\n'),
            ),
          ),
    );
  });
}

export async function measureBuildPhases(articles: number): Promise<BuildPhases> {
  const handle = await openDatabase({ memory: true });
  const work = mkdtempSync(path.join(scratchRoot(), `bench-phases-${articles}-`));
  try {
    await migrate(handle);
    await insertSyntheticArticles(handle.db, articles);
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
    const app = createApp(await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider }));
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    try {
      const lines = await timedBuild(path.join(work, 'out'), localUrl);
      const generating = lines.find(({ line }) => /generating static routes/i.test(line.replace(/\x1b\[[0-9;]*m/g, '')));
      const total = lines.at(-1)!.at;
      const bundle = generating?.at ?? total;
      return { articles, bundleSeconds: bundle, generateSeconds: total - bundle, totalSeconds: total };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  for (const size of sizes.length ? sizes : [1000]) {
    const phases = await measureBuildPhases(size);
    console.log(
      `${size} articles: start-up and bundling ${phases.bundleSeconds.toFixed(1)} s, generating pages ${phases.generateSeconds.toFixed(1)} s, total ${phases.totalSeconds.toFixed(1)} s`,
    );
  }
}
