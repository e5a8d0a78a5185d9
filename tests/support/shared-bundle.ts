/**
 * One `astro build` per deploy for all the test files (a deploy's bundle, docs/decisions/030).
 * Every API test that builds the site used to run Astro in its own data folder: about 20 s of
 * both cores each, a dozen times per engine. The bundle is a function of the source and the site
 * address only (its fingerprint), so it is built once per fingerprint into data/scratch/
 * bundle-cache and hard-linked into each test's bundles folder, where the build runner finds it
 * as a deploy's bundle already on disk. The runner's pruning removes only its own links; the
 * cache keeps its copy. A test that is about the Astro build itself (tests/api/valid-html.test.ts
 * reads its output) builds its own.
 */
import { link, mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { bundleAt, bundleFingerprint, ensureBundle } from '../../functions/site/renderer/site-bundle.ts';

/** A cached bundle no test has used for this long is from an older source tree: removed. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** Puts the bundle for the code as it is now (and `siteUrl`) into `bundlesDir`, building it once for all test processes. */
export async function provideBundle(bundlesDir: string, siteUrl: string): Promise<void> {
  const fingerprint = await bundleFingerprint(siteUrl);
  const target = bundleAt(bundlesDir, fingerprint);
  if (await exists(target.entry)) return;
  // Inside the project, like every test data folder (docs/decisions/006, tests/support/test-app.ts).
  const cacheDir = path.resolve(import.meta.dirname, '../../data/scratch/bundle-cache');
  await mkdir(cacheDir, { recursive: true });
  const cached = await withLock(path.join(cacheDir, `${fingerprint}.lock`), async () => {
    const { bundle } = await ensureBundle({ bundlesDir: cacheDir, siteUrl });
    return bundle;
  });
  const now = new Date();
  await utimes(cached.dir, now, now);
  // Linked aside, then renamed in: the runner sees no bundle or a whole one.
  const partial = `${target.dir}.linking-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await linkTree(cached.dir, partial);
  await rename(partial, target.dir);
  await pruneCache(cacheDir, fingerprint);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target);
  }
}

/**
 * Runs `work` while holding `lockFile` (created exclusively, holding the holder's pid), so
 * that parallel test processes build a bundle once: the others wait for the file to go. A
 * lock whose holder has died is taken over.
 */
async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
    if (holder && !isAlive(holder)) {
      await rm(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lockFile} was held for over 5 minutes (by process ${holder})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the cached bundles of source trees no test has used for a day (never the one in hand). */
async function pruneCache(cacheDir: string, keep: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  for (const name of names) {
    if (name === keep || name.includes('.')) continue;
    const modified = await stat(path.join(cacheDir, name)).then(
      (stats) => stats.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - modified > UNUSED_FOR_MS) await rm(path.join(cacheDir, name), { recursive: true, force: true });
  }
}
