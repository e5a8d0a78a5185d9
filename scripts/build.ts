/**
 * `npm run build`: the deployable static bundle in SITE_OUT_DIR (default dist/).
 * Content comes from CONTENT_API_URL when given; otherwise from the server already running
 * on DATA_DIR (its lock names its address); otherwise this script opens the database itself
 * and serves the content API on a loopback port just for the build.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { offlineProvider } from '../functions/ai/index.ts';
import { createApp } from '../functions/app.ts';
import { listen, openStorage } from '../functions/boot.ts';
import { DataDirLockedError, readLock } from '../functions/db/data-dir-lock.ts';
import { createDeps } from '../functions/deps.ts';
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { catchUpImageVariants } from '../functions/media/image-variants.ts';
import { uploadsDirOf } from '../functions/media/routes.ts';
import { runAstroBuild } from '../functions/site/astro-build.ts';
import { fetchAllArticles } from '../src/lib/content/api.ts';
import { buildStaticRedirects } from '../src/lib/static-redirects.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
const outDir = path.resolve(env.SITE_OUT_DIR);

async function build(contentApiUrl: string): Promise<void> {
  console.log(`Building the site into ${outDir} from ${contentApiUrl} …`);
  const { durationMs } = await runAstroBuild({
    outDir,
    contentApiUrl,
    siteUrl: env.siteUrl,
    onOutput: (line) => console.log(line),
  });
  // Static hosts cannot ask the database where an article's old URL leads: the answers are written out.
  await writeFile(path.join(outDir, '_redirects'), buildStaticRedirects(await fetchAllArticles({ baseUrl: contentApiUrl })));
  console.log(`Built in ${(durationMs / 1000).toFixed(1)} s: ${outDir} (with _redirects for static hosts)`);
}

async function main(): Promise<void> {
  if (env.CONTENT_API_URL) return build(env.CONTENT_API_URL);
  const running = env.DATABASE_URL ? null : readLock(env.dataDir);
  if (running?.url) return build(running.url);

  const storage = await openStorage(env, logger);
  try {
    const deps = await createDeps(env, storage.handle, logger, { ai: offlineProvider });
    // What a server start would catch up: copies of earlier uploads, cards of articles without a current one (decisions 026, 027).
    await catchUpImageVariants({ db: deps.db, uploadsDir: uploadsDirOf(env.dataDir), logger });
    await deps.socialCards.refreshStale();
    const app = createApp(deps);
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0);
    try {
      await build(localUrl);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
