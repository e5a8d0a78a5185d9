/**
 * `npm run backup:verify -- FILE`: reads the whole archive and checks every entry against
 * the checksums of its manifest (BACKUP_PASSPHRASE opens an encrypted one). Exits 0 when all
 * match, 1 with the first problem otherwise. Reads only: it may run anywhere, at any time.
 */
import { parseArgs } from 'node:util';
import { BackupError } from '../functions/backups/format.ts';
import { readArchive } from '../functions/backups/read-archive.ts';
import { loadEnv } from '../functions/env.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup:verify -- FILE');
  process.exit(2);
}
const env = loadEnv();
try {
  const manifest = await readArchive(file, { passphrase: env.BACKUP_PASSPHRASE });
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `OK: ${file} matches its manifest (${manifest.files.length} files checked). Made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version} ` +
      `on ${manifest.database.engine}, schema ${manifest.database.lastMigration}: ${rows} rows in ${manifest.database.tables.length} tables, ` +
      `${manifest.media.files} media files (${(manifest.media.bytes / 1024 / 1024).toFixed(1)} MB). ${manifest.secrets.note}`,
  );
} catch (error) {
  const message = error instanceof BackupError ? error.message : error instanceof Error ? `${error.message}` : String(error);
  console.error(`Verification failed: ${message}`);
  process.exit(1);
}
