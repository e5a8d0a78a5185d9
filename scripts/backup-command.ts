/**
 * `npm run backup -- [--out FILE] [--no-gzip]`: one backup archive of the database and the
 * media (docs/decisions/048), encrypted when BACKUP_PASSPHRASE is set. On PostgreSQL
 * (DATABASE_URL) it runs beside the servers; on the embedded database only while no server
 * holds DATA_DIR (the back office makes backups of a running site). The archive is then read
 * back against its manifest (while it is flushed to disk, before its rename: docs/decisions/098),
 * as the back office's job does, and one written to DATA_DIR/backups
 * gets the summary the Backups screen shows (docs/decisions/068). Exits 1 on failure, with no
 * archive left behind.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ONE_PASS, openDatabase } from '../functions/db/database.ts';
import { acquireDataDirLock, DataDirLockedError, prepareDataDir } from '../functions/db/data-dir-lock.ts';
import { loadEnv } from '../functions/env.ts';
import { defaultBackupName } from '../functions/backups/backup-names.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'no-gzip': { type: 'boolean', default: false } } });
const env = loadEnv();
const passphrase = env.BACKUP_PASSPHRASE;
const gzip = !values['no-gzip'];
const out = path.resolve(
  values.out ?? path.join(env.dataDir, 'backups', defaultBackupName(new Date(), { gzip, encrypted: Boolean(passphrase) })),
);

let lock = null;
if (!env.DATABASE_URL) {
  prepareDataDir(env.dataDir);
  try {
    lock = acquireDataDirLock(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `A server is running on ${env.dataDir} (process ${error.holder.pid}${error.holder.url ? `, ${error.holder.url}` : ''}). ` +
        'The embedded database can only be read by the server that holds it: make the backup from the back office (Backups), ' +
        'or stop the server and run this again. Nothing was written.',
    );
    process.exit(1);
  }
}

// A small buffer cache: the backup reads every table once (docs/decisions/068). The embedded
// database starts on its own thread while this one loads the rest of the command (the archive,
// the media storage): the two overlapped, 0.3 to 0.6 s of the start (docs/decisions/100).
const opening = openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.dataDir, ...ONE_PASS });
opening.catch(() => undefined);
const [
  { writeFile },
  { createBackup },
  { BackupError },
  { createLogger },
  { LocalMediaStorage, uploadsDirOf },
  files,
  summaries,
  { readArchive },
] = await Promise.all([
  import('node:fs/promises'),
  import('../functions/backups/create-backup.ts'),
  import('../functions/backups/format.ts'),
  import('../functions/lib/logger.ts'),
  import('../functions/media/local-media-storage.ts'),
  import('../functions/backups/backup-files.ts'),
  import('../functions/backups/backup-summary.ts'),
  import('../functions/backups/read-archive.ts'),
]);
const handle = await opening;
// The object store's client (the AWS SDK, 0.2 s of CPU to load) only when S3_* is set.
const media = env.objectStorage
  ? new (await import('../functions/media/s3-media-storage.ts')).S3MediaStorage(
      env.objectStorage,
      createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'warn'),
    )
  : new LocalMediaStorage(uploadsDirOf(env.dataDir));
let status = 0;
let closed = false;
try {
  console.log(
    `Backing up the ${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} and the media (${media.driver}) to ${out}…`,
  );
  const started = Date.now();
  let lastPhase = '';
  const read: { manifest?: Awaited<ReturnType<typeof readArchive>> } = {};
  const result = await createBackup({
    db: handle.db,
    engine: handle.kind,
    media,
    out,
    gzip,
    passphrase,
    // The command holds DATA_DIR (or runs beside the servers on PostgreSQL): one transaction.
    exclusive: true,
    // The rows are spooled: the database's memory is given back before the media (docs/decisions/092).
    afterDump: async () => {
      closed = true;
      await handle.close();
    },
    onProgress: (done, total, message) => {
      const phase = message.split(':')[0] ?? '';
      if (phase !== lastPhase) console.log(`  ${message} (${done}/${total})`);
      lastPhase = phase;
    },
    // Read back as it is written and while the disk catches up, before the rename: a mismatch
    // leaves no archive at all (docs/decisions/098, 100).
    checkBeforeRename: async (partial, written) => {
      console.log('  verifying: reading the archive back against its manifest as it is written');
      read.manifest = await readArchive(partial, { passphrase, follow: written });
    },
  });
  const manifest = read.manifest;
  if (!manifest) throw new Error('the archive was not read back');
  // In the folder the Backups screen lists, it shows as checked, as the back office's own backups do.
  if (path.dirname(result.path) === path.resolve(files.backupsDirOf(env.dataDir))) {
    const id = path.basename(result.path);
    await writeFile(
      path.join(path.dirname(result.path), summaries.summaryNameOf(id)),
      JSON.stringify(summaries.summarize(manifest, new Date())),
      {
        mode: 0o600,
      },
    );
  }
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.path} (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${rows} rows in ${manifest.database.tables.length} tables, ${manifest.media.files} media files, checked against the manifest.`,
  );
  console.log(manifest.secrets.note);
} catch (error) {
  status = 1;
  console.error(
    `Backup failed: ${error instanceof BackupError || error instanceof Error ? error.message : String(error)} No archive was written.`,
  );
} finally {
  if (!closed) await handle.close();
  lock?.release();
}
process.exit(status);
