/**
 * Backup and restore of a generated site, each run as the command a person runs (a process of
 * its own, its peak memory read at exit), beside `tar` of the same media files: seconds, MB/s
 * and peak RSS. The site: `articles` synthetic articles in an embedded database and `mediaMb`
 * MB of incompressible media files (1 MB each, as photos are).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStorage } from '../../functions/boot.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { commandNodeFlags } from '../lib/command-node-flags.ts';
import { findPostgresBinDir, startPostgres } from '../lib/postgres-server.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { benchBackupHold, type HoldBenchRow } from './backup-hold-bench.ts';
import { benchLiveBackup, type LiveBackupBench } from './backup-live-bench.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROBE = path.join(ROOT, 'scripts/bench/max-rss-probe.mjs');
/**
 * Each command runs with the node flags package.json gives it: WebAssembly compiled by the
 * baseline compiler only (optimizing the embedded database's large module on first use took
 * about 550 MB more peak memory, docs/decisions/059), and its TypeScript run by node itself,
 * without tsx (docs/decisions/098).
 */
const SCRIPTS: Record<string, string> = {
  'scripts/backup.ts': 'backup',
  'scripts/backup-verify.ts': 'backup:verify',
  'scripts/restore.ts': 'restore',
};

export interface BackupBenchRow {
  operation: string;
  seconds: number;
  /** Bytes handled (the archive, or the media for tar) per second. */
  mbPerSecond: number;
  peakRssMb: number | null;
  outputMb: number;
}

export interface BackupBenchResult {
  articles: number;
  mediaMb: number;
  /** Articles of the site the live part runs on (its media the same files, hard-linked). */
  liveArticles: number;
  rows: BackupBenchRow[];
  /** The same site's backup made by its running server, with page and API p95 meanwhile. */
  live: LiveBackupBench;
  /** A query every 50 ms during createBackup, the dump in one transaction and in short ones, side by side. */
  hold: HoldBenchRow[];
}

async function timed(command: string, args: string[], env: Record<string, string>, probe: boolean) {
  const rssFile = path.join(await scratchRoot(), `rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const started = process.hrtime.bigint();
  const flags = probe ? [...commandNodeFlags(SCRIPTS[args[0]!]!), '--import', PROBE] : [];
  const child = spawn(command, [...flags, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', MAX_RSS_FILE: rssFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${output}`);
  const peak = probe ? Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')) : NaN;
  await rm(rssFile, { force: true });
  return { seconds, peakRssMb: Number.isFinite(peak) ? peak / 2 ** 20 : null };
}

/**
 * `liveArticles`: the running server's first start builds every page, which took longer than the
 * bench's 900 s for 2,000 articles on the loaded 2-core machine (decisions 068, 080), so the live
 * part runs on a site of its own with fewer articles and the same media files (docs/decisions/086).
 */
export async function benchBackup(options: { articles: number; mediaMb: number; liveArticles?: number }): Promise<BackupBenchResult> {
  const liveArticles = Math.min(options.liveArticles ?? 200, options.articles);
  const root = await mkdtemp(path.join(scratchRoot(), 'backup-bench-'));
  try {
    const siteDir = path.join(root, 'site');
    const env = parseEnv({ DATA_DIR: siteDir, SEED_SAMPLE_CONTENT: 'false', LOG_LEVEL: 'warn' });
    const storage = await openStorage(env, createLogger('warn'), { seed: false });
    await insertSyntheticArticles(storage.handle.db, options.articles);
    await storage.close();
    const images = path.join(siteDir, 'uploads', 'images');
    await mkdir(images, { recursive: true });
    for (let n = 0; n < options.mediaMb; n++) await writeFile(path.join(images, `${1_700_000_000_000 + n}.jpg`), randomBytes(1024 * 1024));

    const rows: BackupBenchRow[] = [];
    const node = process.execPath;
    const measure = async (operation: string, args: string[], extraEnv: Record<string, string>, output: string) => {
      const { seconds, peakRssMb } = await timed(node, args, extraEnv, true);
      const bytes = (await stat(output)).isDirectory() ? options.mediaMb * 2 ** 20 : (await stat(output)).size;
      rows.push({ operation, seconds, mbPerSecond: bytes / 2 ** 20 / seconds, peakRssMb, outputMb: bytes / 2 ** 20 });
    };
    const gz = path.join(root, 'site.tar.gz');
    const plain = path.join(root, 'site.tar');
    const enc = path.join(root, 'site.tar.gz.enc');
    const passphrase = { BACKUP_PASSPHRASE: 'a benchmark passphrase' };
    await measure('backup (tar.gz)', ['scripts/backup.ts', '--out', gz], { DATA_DIR: siteDir }, gz);
    await measure('backup (tar)', ['scripts/backup.ts', '--out', plain, '--no-gzip'], { DATA_DIR: siteDir }, plain);
    await measure('backup (tar.gz, encrypted)', ['scripts/backup.ts', '--out', enc], { DATA_DIR: siteDir, ...passphrase }, enc);
    await measure('backup:verify (tar.gz)', ['scripts/backup-verify.ts', gz], {}, gz);
    const target = path.join(root, 'restored');
    await measure('restore (tar.gz, into an empty folder)', ['scripts/restore.ts', gz], { DATA_DIR: target }, gz);
    await measure(
      'restore (tar, into an empty folder)',
      ['scripts/restore.ts', plain],
      { DATA_DIR: path.join(root, 'restored-tar') },
      plain,
    );

    // The same on PostgreSQL, when a server is installed: the process then holds no embedded database.
    const binDir = findPostgresBinDir();
    if (binDir) {
      const server = await startPostgres(binDir);
      try {
        const pgDir = path.join(root, 'pg');
        await measure('restore (tar.gz, into PostgreSQL)', ['scripts/restore.ts', gz], { DATA_DIR: pgDir, DATABASE_URL: server.url }, gz);
        const fromPg = path.join(root, 'from-pg.tar.gz');
        await measure(
          'backup (tar.gz, from PostgreSQL)',
          ['scripts/backup.ts', '--out', fromPg],
          { DATA_DIR: pgDir, DATABASE_URL: server.url },
          fromPg,
        );
      } finally {
        server.stop();
      }
    }

    // The commands flush their archive to disk (fsync) before they rename it; tar does not, so
    // it is also timed with a sync after it (docs/decisions/080).
    for (const [operation, flags, sync] of [
      ['tar -c of the media files', '-cf', false],
      ['tar -c of the media files, then sync', '-cf', true],
      ['tar -cz of the media files', '-czf', false],
    ] as const) {
      const out = path.join(root, `media${sync ? '-synced' : ''}${flags === '-czf' ? '.tar.gz' : '.tar'}`);
      const started = process.hrtime.bigint();
      const result = spawnSync('tar', [flags, out, '-C', path.join(siteDir, 'uploads'), '.']);
      if (result.status !== 0) throw new Error(`tar failed: ${result.stderr}`);
      if (sync) spawnSync('sync', ['-f', out]);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      rows.push({
        operation,
        seconds,
        mbPerSecond: options.mediaMb / seconds,
        peakRssMb: null,
        outputMb: (await stat(out)).size / 2 ** 20,
      });
    }
    const hold = await benchBackupHold(siteDir);
    let liveSite = siteDir;
    if (liveArticles < options.articles) {
      liveSite = path.join(root, 'live-site');
      const liveStorage = await openStorage(
        parseEnv({ DATA_DIR: liveSite, SEED_SAMPLE_CONTENT: 'false', LOG_LEVEL: 'warn' }),
        createLogger('warn'),
        { seed: false },
      );
      await insertSyntheticArticles(liveStorage.handle.db, liveArticles);
      await liveStorage.close();
      await mkdir(path.join(liveSite, 'uploads', 'images'), { recursive: true });
      for (const name of await readdir(images)) await link(path.join(images, name), path.join(liveSite, 'uploads', 'images', name));
    }
    const live = await benchLiveBackup(liveSite);
    return { ...options, liveArticles, rows, live, hold };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
