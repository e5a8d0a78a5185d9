/**
 * The three commands as a person runs them (npm run backup, backup:verify, restore), and what
 * an interruption leaves: a backup killed with SIGKILL leaves no file that looks finished (and
 * the next one clears its leftovers), a restore killed with SIGKILL leaves the target as it
 * was, a backup that fills the disk removes its partial file, and the backup command refuses a
 * data folder a running server holds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackupStore } from '../../functions/backups/backup-store.ts';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { restoreBackup } from '../../functions/backups/restore-backup.ts';
import { lockPathFor } from '../../functions/db/data-dir-lock.ts';
import { commandNodeFlags } from '../../scripts/lib/command-node-flags.ts';
import { LocalMediaStorage } from '../../functions/media/local-media-storage.ts';
import { countRows, openRestored } from '../support/backup-site.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, scratchRoot } from '../support/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Media large enough that a kill lands in the middle of the work. */
const BIG_FILES = 4;
const BIG_SIZE = 16 * 1024 * 1024;

let scratch: string;
/** A stopped site: an embedded database with one article, and big media files. */
let siteDir: string;
let siteArchive: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-commands-'));
  const ctx = await createTestContext();
  await insertArticle(ctx.handle.db, { titulo: 'The one article' });
  const seedArchive = path.join(scratch, 'seed.tar');
  await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media: ctx.deps.media, out: seedArchive, gzip: false });
  await ctx.close();
  siteDir = await mkdtemp(path.join(scratch, 'site-'));
  await restoreBackup({ file: seedArchive, dataDir: siteDir });
  await mkdir(path.join(siteDir, 'uploads', 'videos'), { recursive: true });
  for (let n = 0; n < BIG_FILES; n++)
    await writeFile(path.join(siteDir, 'uploads', 'videos', `170000000000${n}.mp4`), randomBytes(BIG_SIZE));
  siteArchive = path.join(scratch, 'site.tar');
  const result = await run('scripts/backup.ts', ['--out', siteArchive, '--no-gzip'], { DATA_DIR: siteDir });
  expect(result.code, result.output).toBe(0);
}, 240_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

function start(
  script: string,
  args: string[],
  env: Record<string, string>,
  // As package.json runs it: node's own TypeScript, no tsx (docs/decisions/098).
  nodeFlags = commandNodeFlags(COMMANDS[script]!),
): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { child, done };
}

const COMMANDS: Record<string, string> = {
  'scripts/backup.ts': 'backup',
  'scripts/backup-verify.ts': 'backup:verify',
  'scripts/restore.ts': 'restore',
};

/**
 * Unmounts the test's small tmpfs so the scratch folder can be removed: a plain unmount, retried
 * while something still holds it (EBUSY), then a lazy one (detached now, freed once unused).
 */
function unmount(dir: string): void {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      return;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
}

const run = (script: string, args: string[], env: Record<string, string> = {}) => start(script, args, env).done;

/** Polls until `condition` holds (or fails the test after a minute). */
async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('npm run backup', () => {
  it('reads its archive back and, in DATA_DIR/backups, leaves the summary the Backups screen lists as checked', async () => {
    const out = path.join(siteDir, 'backups', 'from-the-command.tar.gz');
    const result = await run('scripts/backup.ts', ['--out', out], { DATA_DIR: siteDir });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/checked against the manifest/);
    const listed = (await localBackupStore(siteDir).list()).find((backup) => backup.id === 'from-the-command.tar.gz');
    expect(listed?.summary).toMatchObject({ verified: true, engine: 'pglite', media_files: BIG_FILES, media_bytes: BIG_FILES * BIG_SIZE });
    await rm(path.join(siteDir, 'backups'), { recursive: true });
  }, 120_000);
});

describe('npm run backup:verify', () => {
  it('exits 0 for a good archive and 1 naming the first mismatch for a changed one', async () => {
    const good = await run('scripts/backup-verify.ts', [siteArchive]);
    expect([good.code, good.output]).toEqual([0, expect.stringMatching(/^OK: .* matches its manifest/m)]);
    const changed = path.join(scratch, 'changed.tar');
    const bytes = await readFile(siteArchive);
    bytes[bytes.length - BIG_SIZE]! ^= 0xff;
    await writeFile(changed, bytes);
    const bad = await run('scripts/backup-verify.ts', [changed]);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/Verification failed: The archive does not match its manifest: media\/videos\/\d+\.mp4/);
  }, 120_000);
});

describe('an interrupted backup', () => {
  it('killed with SIGKILL leaves no archive under its name, and the next backup clears what it left', async () => {
    const outDir = await mkdtemp(path.join(scratch, 'out-'));
    const out = path.join(outDir, 'site.tar.gz');
    const { child, done } = start('scripts/backup.ts', ['--out', out], { DATA_DIR: siteDir });
    await waitFor(async () => {
      const partial = (await readdir(outDir)).find((name) => name.includes('.partial-') && !name.endsWith('.spool'));
      return Boolean(partial && (await stat(path.join(outDir, partial))).size > 4 * 1024 * 1024);
    }, 'the backup to be half written');
    child.kill('SIGKILL');
    await done;
    const left = await readdir(outDir);
    expect(left).not.toContain('site.tar.gz');
    expect(left.every((name) => name.startsWith('.site.tar.gz.partial-'))).toBe(true);

    const again = await run('scripts/backup.ts', ['--out', out], { DATA_DIR: siteDir });
    expect(again.code, again.output).toBe(0);
    expect(await readdir(outDir)).toEqual(['site.tar.gz']);
  }, 180_000);

  it('whose read-back fails leaves no archive: the check runs on the complete file before the rename', async () => {
    const outDir = await mkdtemp(path.join(scratch, 'checked-'));
    const out = path.join(outDir, 'site.tar');
    const ctx = await openRestored({ dataDir: siteDir });
    let checkedFiles = 0;
    const error = await createBackup({
      db: ctx.handle.db,
      engine: ctx.handle.kind,
      media: new LocalMediaStorage(path.join(siteDir, 'uploads')),
      out,
      gzip: false,
      checkBeforeRename: async (partial, written) => {
        // Followed as it is written, the whole archive is read (the flush may still run), under
        // its temporary name (docs/decisions/100).
        checkedFiles = (await readArchive(partial, { follow: written })).files.length;
        expect(written.final).toBe((await stat(partial)).size);
        expect(await readdir(outDir)).not.toContain('site.tar');
        throw new Error('a mismatch found by the read-back');
      },
    }).catch((caught: unknown) => caught);
    await ctx.close();
    expect((error as Error).message).toBe('a mismatch found by the read-back');
    expect(checkedFiles).toBeGreaterThan(0);
    expect(await readdir(outDir)).toEqual([]);
  }, 180_000);

  it('that fills the disk removes its partial file', async () => {
    const small = await mkdtemp(path.join(scratch, 'small-disk-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', small], { stdio: 'ignore' });
    } catch {
      console.warn('skipped: mounting a small tmpfs needs root');
      return;
    }
    try {
      const ctx = await openRestored({ dataDir: siteDir });
      const error = await createBackup({
        db: ctx.handle.db,
        engine: ctx.handle.kind,
        media: new LocalMediaStorage(path.join(siteDir, 'uploads')),
        out: path.join(small, 'site.tar'),
        gzip: false,
      }).catch((caught: unknown) => caught);
      await ctx.close();
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      expect(await readdir(small)).toEqual([]);
      // Nothing holds the removed file open (its space would stay taken, and the unmount below fail with EBUSY).
      const open = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
      expect(open.filter((target) => target.startsWith(small))).toEqual([]);
    } finally {
      unmount(small);
    }
  }, 180_000);

  it('is refused while a server holds the embedded database, pointing at the back office', async () => {
    const dataDir = await mkdtemp(path.join(scratch, 'running-'));
    const holder = spawn('sleep', ['120'], { stdio: 'ignore' });
    children.push(holder);
    await writeFile(lockPathFor(dataDir), JSON.stringify({ pid: holder.pid, startedAt: new Date().toISOString() }));
    const refused = await run('scripts/backup.ts', ['--out', path.join(dataDir, 'x.tar.gz')], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/A server is running on .*back office \(Backups\)/);
    expect(await readdir(dataDir)).toEqual(['server.lock']);
  }, 60_000);
});

describe('npm run restore', () => {
  it('restores into an empty data folder without the in-process initdb (peak well under 634 MB), media streamed', async () => {
    const target = path.join(await mkdtemp(path.join(scratch, 'restore-')), 'data');
    const rssFile = path.join(scratch, `rss-${randomBytes(4).toString('hex')}`);
    // As package.json runs it; the kept empty database exists since beforeAll's restore made it.
    const result = await start('scripts/restore.ts', [siteArchive], { DATA_DIR: target, MAX_RSS_FILE: rssFile }, [
      ...commandNodeFlags('restore'),
      '--import',
      './scripts/bench/max-rss-probe.mjs',
    ]).done;
    expect(result.code, result.output).toBe(0);
    expect((await readdir(path.join(target, 'uploads', 'videos'))).length).toBe(BIG_FILES);
    const peakMb = Number(await readFile(rssFile, 'utf8')) / 2 ** 20;
    expect(peakMb).toBeGreaterThan(0);
    // The old restore peaked at 634 MB (PGlite's initdb in this process); this one about 270 MB.
    // The 300 MB aim is the bench's to report (BENCH=backup): a test bound that close to
    // the measurement failed once on a loaded machine, so this one tells only the two apart.
    expect(peakMb).toBeLessThan(420);
  }, 240_000);
});

describe('an interrupted restore', () => {
  it('killed with SIGKILL while replacing a site leaves the site as it was', async () => {
    const target = await mkdtemp(path.join(scratch, 'target-'));
    await restoreBackup({ file: path.join(scratch, 'seed.tar'), dataDir: target });
    const before = await openRestored({ dataDir: target });
    await insertArticle(before.handle.db, { titulo: 'Only in the target' });
    await before.close();

    const { child, done } = start('scripts/restore.ts', [siteArchive, '--force'], { DATA_DIR: target });
    await waitFor(async () => {
      const work = (await readdir(target)).find((name) => name.startsWith('.restore-'));
      return Boolean(work && (await readdir(path.join(target, work, 'uploads', 'videos')).catch(() => [])).length > 0);
    }, 'the restore to stage media');
    child.kill('SIGKILL');
    await done;

    expect(await readdir(path.join(target, 'uploads')).catch(() => [])).toEqual([]);
    const after = await openRestored({ dataDir: target });
    expect(await countRows(after.handle, 'articles')).toBe(2);
    await after.close();
  }, 240_000);
});
