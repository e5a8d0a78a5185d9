/**
 * `npm run build`: the whole site as static files in SITE_OUT_DIR (default dist/), for a static
 * host or CDN. Content comes from the content API at CONTENT_API_URL when given; otherwise from
 * the server already running on DATA_DIR (its lock names its address); otherwise this script
 * opens the database itself. The pages are rendered by the same bundle and renderer the server
 * uses (functions/site/renderer/).
 *
 * With PUBLIC_API_URL (an absolute http(s) address; anything else stops the build naming it)
 * the pages' islands call the API there, which must list the bundle's origin in CORS_ORIGINS.
 * Clean URLs are folders with index.html; the uploaded media are copied into media/, or, with
 * S3_PUBLIC_BASE_URL, redirected there by _redirects (README: Deploying a static bundle).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStorage } from '../functions/boot.ts';
import { DataDirLockedError, readLock } from '../functions/db/data-dir-lock.ts';
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { allRedirects } from '../functions/redirects/store.ts';
import { createDeps } from '../functions/deps.ts';
import { createMediaStorage } from '../functions/media/create-media-storage.ts';
import { offlineProvider } from '../functions/ai/index.ts';
import { catchUpImageVariants } from '../functions/media/image-variants.ts';
import { loadSiteContent } from '../functions/site/renderer/site-content.ts';
import { exportStaticSite } from '../functions/site/renderer/static-export.ts';
import { fetchStoredRedirects, loadContent, type SiteContent } from '../src/lib/content/api.ts';
import type { StoredRedirect } from '../src/lib/content/schema.ts';
import { buildStaticRedirects } from '../src/lib/static-redirects.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
const outDir = path.resolve(env.SITE_OUT_DIR);

async function build(content: SiteContent, redirects: StoredRedirect[], from: string): Promise<void> {
  console.log(`Building the site into ${outDir} from ${from} …`);
  const started = performance.now();
  const mediaBase = env.objectStorage?.publicBaseUrl;
  const { pages, media } = await exportStaticSite({
    content,
    siteUrl: env.siteUrl,
    outDir,
    bundlesDir: path.join(env.dataDir, 'site', 'bundles'),
    apiBase: env.PUBLIC_API_URL,
    // Media with a public address of their own stay there; the others are copied in.
    media: mediaBase ? undefined : createMediaStorage(env, logger),
    onOutput: (line) => console.log(line),
  });
  // Static hosts cannot ask the database where an article's old URL leads: the answers are
  // written out, with where the server's own paths are answered now.
  const hostRules = [
    ...(mediaBase ? [`/media/* ${mediaBase}/:splat 302`] : []),
    ...(env.PUBLIC_API_URL ? [`/go/* ${env.PUBLIC_API_URL}/go/:splat 302`] : []),
  ];
  await writeFile(path.join(outDir, '_redirects'), [...hostRules, buildStaticRedirects(content.articles, redirects)].join('\n'));
  console.log(
    `Built ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s: ${outDir} (with _redirects for static hosts)`,
  );
  console.log(mediaBase ? `Media: addressed at ${mediaBase}` : `Media: ${media} files copied into media/`);
  console.log(
    env.PUBLIC_API_URL ? `Islands call the API at ${env.PUBLIC_API_URL}` : 'Islands call the API on the same origin as the pages',
  );
}

async function main(): Promise<void> {
  const apiUrl = env.CONTENT_API_URL ?? (env.DATABASE_URL ? null : readLock(env.dataDir)?.url);
  if (apiUrl) {
    const source = { baseUrl: apiUrl.replace(/\/+$/, '') };
    return build(await loadContent(source), await fetchStoredRedirects(source), apiUrl);
  }

  const storage = await openStorage(env, logger);
  try {
    const deps = await createDeps(env, storage.handle, logger, { ai: offlineProvider });
    // What a server start would catch up: copies of earlier uploads, cards of articles without a current one (decisions 026, 027).
    await catchUpImageVariants({ db: deps.db, storage: deps.media, logger });
    await deps.socialCards.refreshStale();
    await build(await loadSiteContent(storage.handle.db, env), await allRedirects(storage.handle.db), 'the database');
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
