/**
 * `npm run build`'s output: the whole site as files for a static host (every page, the browser
 * assets and public files), rendered by the same bundle and renderer the server uses.
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import { planPages } from './page-plan.ts';
import { outputFileFor, PageRenderer } from './page-renderer.ts';
import { ensureBundle } from './site-bundle.ts';

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
  await cp(bundle.clientDir, options.outDir, { recursive: true });
  const plan = planPages(options.content);
  for (const page of plan) {
    const file = path.join(options.outDir, outputFileFor(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderer.render(page.path, options.content));
  }
  return { pages: plan.length };
}
