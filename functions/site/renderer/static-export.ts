/**
 * `npm run build`'s output: the whole site as files for a static host (every page, the browser
 * assets and public files), rendered by the same bundle and renderer the server uses. Clean
 * URLs work on any static host: a page is a folder with index.html (/pt/artigos →
 * pt/artigos/index.html); the not-found pages are 404.html and pt/404.html, where hosts look.
 * The uploaded media are copied in (media/…), unless they are addressed at their own public
 * base (S3_PUBLIC_BASE_URL), which the caller writes as a redirect.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { planPages } from './page-plan.ts';
import { PageRenderer } from './page-renderer.ts';
import { ensureBundle } from './site-bundle.ts';
import { SIDECAR, shouldCompress } from '../precompress.ts';

function isCompressedCopy(source: string): boolean {
  return Object.values(SIDECAR).some(
    (suffix) =>
      source.endsWith(suffix) && existsSync(source.slice(0, -suffix.length)) && shouldCompress(source.slice(0, -suffix.length), Infinity),
  );
}

export interface StaticExportOptions {
  content: SiteContent;
  siteUrl: string;
  outDir: string;
  /** Where the deploy bundle is built and kept. */
  bundlesDir: string;
  /** PUBLIC_API_URL: where the pages' islands call the API (written into each page). */
  apiBase?: string;
  /** The media to copy into media/ (none when they are served from their own public address). */
  media?: MediaStorage;
  onOutput?: (line: string) => void;
}

const NOT_FOUND = /(^|\/)404$/;

/** The file of a page path in a static bundle: `/` → index.html, `/pt/artigos` → pt/artigos/index.html, `/404` → 404.html, `/rss.xml` as it is. */
export function staticFileFor(urlPath: string): string {
  if (urlPath === '/') return 'index.html';
  const relative = urlPath.slice(1);
  const last = relative.split('/').at(-1) ?? '';
  if (last.includes('.')) return relative;
  return NOT_FOUND.test(relative) ? `${relative}.html` : `${relative}/index.html`;
}

export async function exportStaticSite(options: StaticExportOptions): Promise<{ pages: number; media: number }> {
  const { bundle } = await ensureBundle({ bundlesDir: options.bundlesDir, siteUrl: options.siteUrl, onOutput: options.onOutput });
  const renderer = await PageRenderer.load(bundle, options.siteUrl);
  await rm(options.outDir, { recursive: true, force: true });
  // Not the compressed copies the server keeps beside the assets (precompress.ts): a static host compresses for itself.
  await cp(bundle.clientDir, options.outDir, { recursive: true, filter: (source) => !isCompressedCopy(source) });
  const content: SiteContent = options.apiBase
    ? { ...options.content, settings: { ...options.content.settings, api_base: options.apiBase } }
    : options.content;
  const plan = planPages(content);
  for (const page of plan) {
    const file = path.join(options.outDir, staticFileFor(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderer.render(page.path, content));
  }
  let media = 0;
  if (options.media) {
    for await (const object of options.media.list()) {
      const file = path.join(options.outDir, 'media', object.key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(await options.media.read(object.key), createWriteStream(file));
      media += 1;
    }
  }
  return { pages: plan.length, media };
}
