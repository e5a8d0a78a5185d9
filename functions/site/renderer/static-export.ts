/**
 * `npm run build`'s output: the whole site as files for a static host (every page, the browser
 * assets and public files), rendered by the same bundle and renderer the server uses.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import { planPages } from './page-plan.ts';
import { outputFileFor, PageRenderer } from './page-renderer.ts';
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
  onOutput?: (line: string) => void;
}

export async function exportStaticSite(options: StaticExportOptions): Promise<{ pages: number }> {
  const { bundle } = await ensureBundle({ bundlesDir: options.bundlesDir, siteUrl: options.siteUrl, onOutput: options.onOutput });
  const renderer = await PageRenderer.load(bundle, options.siteUrl);
  await rm(options.outDir, { recursive: true, force: true });
  // Not the compressed copies the server keeps beside the assets (precompress.ts): a static host compresses for itself.
  await cp(bundle.clientDir, options.outDir, { recursive: true, filter: (source) => !isCompressedCopy(source) });
  const plan = planPages(options.content);
  for (const page of plan) {
    const file = path.join(options.outDir, outputFileFor(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderer.render(page.path, options.content));
  }
  return { pages: plan.length };
}
