/**
 * The deploy half of publishing: `astro build` bundles the pages for the server's renderer
 * (server/entry.mjs) and writes the browser assets (client/). A bundle is named by a
 * fingerprint of everything that shapes the pages (templates, code, styles, public files,
 * dependencies, the site address, the PUBLIC_* build settings), so a new deploy gets a new bundle and content changes
 * reuse the one that exists (docs/decisions/030).
 */
import { createHash } from 'node:crypto';
import { access, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { publicBuildSettings } from '../../env.ts';
import { PROJECT_ROOT, runAstroBuild } from '../astro-build.ts';

/** What a deploy changes: the folders and files `astro build` reads. */
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

async function filesUnder(relative: string, out: string[]): Promise<void> {
  const full = path.join(PROJECT_ROOT, relative);
  let entries;
  try {
    entries = await readdir(full, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') out.push(relative);
    else if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return;
  }
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) await filesUnder(child, out);
    else if (entry.isFile()) out.push(child);
  }
}

const fingerprints = new Map<string, Promise<string>>();

/**
 * A short hash of the bundle's inputs and the site address (canonical links are part of the
 * output), computed once per process: a deploy is a restart, and content changes need not
 * hash the source tree again.
 */
export function bundleFingerprint(siteUrl: string): Promise<string> {
  let fingerprint = fingerprints.get(siteUrl);
  if (!fingerprint) {
    fingerprint = hashInputs(siteUrl);
    fingerprints.set(siteUrl, fingerprint);
    fingerprint.catch(() => fingerprints.delete(siteUrl));
  }
  return fingerprint;
}

async function hashInputs(siteUrl: string): Promise<string> {
  const files: string[] = [];
  for (const input of INPUTS) await filesUnder(input, files);
  files.sort();
  const hash = createHash('sha256').update(`site:${siteUrl}\n${JSON.stringify(publicBuildSettings())}\n`);
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(PROJECT_ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface SiteBundle {
  fingerprint: string;
  dir: string;
  clientDir: string;
  entry: string;
}

/** Where a deploy's bundle is, built or not. */
export function bundleAt(bundlesDir: string, fingerprint: string): SiteBundle {
  const dir = path.join(bundlesDir, fingerprint);
  return { fingerprint, dir, clientDir: path.join(dir, 'client'), entry: path.join(dir, 'server', 'entry.mjs') };
}

export interface EnsureBundleOptions {
  bundlesDir: string;
  siteUrl: string;
  signal?: AbortSignal;
  onOutput?: (line: string) => void;
}

/** The bundle for the code as it is now: the one on disk, or a new `astro build` (written aside, then renamed in). */
export async function ensureBundle(options: EnsureBundleOptions): Promise<{ bundle: SiteBundle; built: boolean }> {
  const fingerprint = await bundleFingerprint(options.siteUrl);
  const bundle = bundleAt(options.bundlesDir, fingerprint);
  try {
    await access(bundle.entry);
    return { bundle, built: false };
  } catch {
    // Not built yet.
  }
  const partial = `${bundle.dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  try {
    await runAstroBuild({ outDir: partial, siteUrl: options.siteUrl, signal: options.signal, onOutput: options.onOutput });
    await rm(bundle.dir, { recursive: true, force: true });
    await rename(partial, bundle.dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return { bundle, built: true };
}

/** Removes the bundles other than `keep` (older deploys). */
export async function pruneBundles(bundlesDir: string, keep: string[]): Promise<void> {
  const names = await readdir(bundlesDir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => !keep.includes(name)).map((name) => rm(path.join(bundlesDir, name), { recursive: true, force: true })),
  );
}
