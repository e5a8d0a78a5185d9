/**
 * `npm run restore -- FILE [--force]`: restores a backup archive into the database of
 * DATABASE_URL or the embedded one in DATA_DIR, and the media into the object store of S3_*
 * or DATA_DIR/uploads (docs/decisions/048). Verifies the whole archive first and writes all
 * or nothing; refuses a target that is not empty unless --force, and a data folder a running
 * server holds. The next server start builds the site from the restored content.
 */
import { parseArgs } from 'node:util';
import { BackupError } from '../functions/backups/format.ts';
import { restoreBackup } from '../functions/backups/restore-backup.ts';
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
const env = loadEnv();
// The object store's client (the AWS SDK, 0.2 s of CPU to load) only when S3_* is set (docs/decisions/100).
const objectStore = env.objectStorage
  ? new (await import('../functions/media/s3-media-storage.ts')).S3MediaStorage(env.objectStorage, createLogger('warn'))
  : null;
const target = `${env.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${env.dataDir}`} and ${objectStore ? `the bucket "${env.objectStorage!.bucket}"` : `${env.dataDir}/uploads`}`;
console.log(`Restoring ${file} into ${target}…`);
try {
  const result = await restoreBackup({
    file,
    passphrase: env.BACKUP_PASSPHRASE,
    force: values.force,
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
    objectStore,
    report: (line) => console.log(line),
  });
  const rows = result.manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${rows} rows and ${result.manifest.media.files} media files.`);
  if (!result.manifest.secrets.included) {
    console.log(
      'The archive was not encrypted, so it held no secrets: two-step sign-in is off for every member (each sets it up again), and everyone signs in again.',
    );
  }
  for (const webhook of result.newWebhookSecrets) {
    console.log(`Webhook "${webhook.name}" (${webhook.url}) has a new signing secret; give it to its receiver: ${webhook.secret}`);
  }
  console.log('Start the server (npm start): it builds the whole site from the restored content once.');
} catch (error) {
  const message = error instanceof BackupError || error instanceof Error ? error.message : String(error);
  const unchanged = /nothing was (changed|restored)/i.test(message) ? '' : ' The target was left as it was.';
  console.error(`Restore refused or failed: ${message}${unchanged}`);
  process.exitCode = 1;
} finally {
  objectStore?.client.destroy();
}
