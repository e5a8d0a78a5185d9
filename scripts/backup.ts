/**
 * `npm run backup -- [--out FILE] [--no-gzip]`: one backup archive of the database and the
 * media (docs/decisions/048), encrypted when BACKUP_PASSPHRASE is set. On PostgreSQL
 * (DATABASE_URL) it runs beside the servers; on the embedded database only while no server
 * holds DATA_DIR (the back office makes backups of a running site). Exits 1 on failure, with
 * no archive left behind.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../functions/backups/create-backup.ts';
import { BackupError } from '../functions/backups/format.ts';
import { openDatabase } from '../functions/db/database.ts';
import { acquireDataDirLock, DataDirLockedError, prepareDataDir } from '../functions/db/data-dir-lock.ts';
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { createMediaStorage } from '../functions/media/create-media-storage.ts';
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

const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.dataDir });
const media = createMediaStorage(env, createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'warn'));
let status = 0;
try {
  console.log(
    `Backing up the ${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} and the media (${media.driver}) to ${out}…`,
  );
  const started = Date.now();
  let lastPhase = '';
  const result = await createBackup({
    db: handle.db,
    engine: handle.kind,
    media,
    out,
    gzip,
    passphrase,
    onProgress: (done, total, message) => {
      const phase = message.split(':')[0] ?? '';
      if (phase !== lastPhase) console.log(`  ${message} (${done}/${total})`);
      lastPhase = phase;
    },
  });
  const { manifest } = result;
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.path} (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${rows} rows in ${manifest.database.tables.length} tables, ${manifest.media.files} media files.`,
  );
  console.log(manifest.secrets.note);
} catch (error) {
  status = 1;
  console.error(
    `Backup failed: ${error instanceof BackupError || error instanceof Error ? error.message : String(error)} No archive was written.`,
  );
} finally {
  await handle.close();
  lock?.release();
}
process.exit(status);
