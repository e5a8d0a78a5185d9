/**
 * `npm run build`: the whole site as static files in SITE_OUT_DIR (default dist/), for a static
 * host or CDN. Content comes from the content API at CONTENT_API_URL when given; otherwise from
 * the server already running on DATA_DIR (its lock names its address); otherwise this script
 * opens the database itself. The pages are rendered by the same bundle and renderer the server
 * uses (functions/site/renderer/).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStorage } from '../functions/boot.ts';
import { DataDirLockedError, readLock } from '../functions/db/data-dir-lock.ts';
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { loadSiteContent } from '../functions/site/renderer/site-content.ts';
import { exportStaticSite } from '../functions/site/renderer/static-export.ts';
import { loadContent, type SiteContent } from '../src/lib/content/api.ts';
import { buildStaticRedirects } from '../src/lib/static-redirects.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
const outDir = path.resolve(env.SITE_OUT_DIR);

async function build(content: SiteContent, from: string): Promise<void> {
  console.log(`Building the site into ${outDir} from ${from} …`);
  const started = performance.now();
  const { pages } = await exportStaticSite({
    content,
    siteUrl: env.siteUrl,
    outDir,
    bundlesDir: path.join(env.dataDir, 'site', 'bundles'),
    onOutput: (line) => console.log(line),
  });
  // Static hosts cannot ask the database where an article's old URL leads: the answers are written out.
  await writeFile(path.join(outDir, '_redirects'), buildStaticRedirects(content.articles));
  console.log(
    `Built ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s: ${outDir} (with _redirects for static hosts)`,
  );
}

async function main(): Promise<void> {
  const apiUrl = env.CONTENT_API_URL ?? (env.DATABASE_URL ? null : readLock(env.dataDir)?.url);
  if (apiUrl) return build(await loadContent({ baseUrl: apiUrl.replace(/\/+$/, '') }), apiUrl);

  const storage = await openStorage(env, logger);
  try {
    await build(await loadSiteContent(storage.handle.db, env), 'the database');
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
