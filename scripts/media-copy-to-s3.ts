/**
 * `npm run media:copy-to-s3`: copies the media in DATA_DIR/uploads into the bucket the S3_*
 * settings name (README, Object storage). Run it again at any time: what is already there
 * with the same size is skipped. Exits 1 when a file could not be copied.
 */
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { copyLocalMedia } from '../functions/media/copy-local-media.ts';
import { uploadsDirOf } from '../functions/media/local-media-storage.ts';
import { S3MediaStorage } from '../functions/media/s3-media-storage.ts';

const env = loadEnv();
if (!env.objectStorage) {
  console.error(
    'media:copy-to-s3 needs the object store: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a store other than AWS S3), see Object storage in README.md.',
  );
  process.exit(1);
}
const uploadsDir = uploadsDirOf(env.dataDir);
const target = new S3MediaStorage(env.objectStorage, createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'warn'));
const where = `bucket "${env.objectStorage.bucket}"${env.objectStorage.endpoint ? ` at ${env.objectStorage.endpoint}` : ''}`;
console.log(`Copying media from ${uploadsDir} to ${where}…`);

const report = await copyLocalMedia({ uploadsDir, target });
target.client.destroy();
for (const { key, error } of report.failed) console.error(`  failed: ${key}: ${error}`);
for (const key of report.ignored) console.log(`  ignored (not a media file name): ${key}`);
console.log(
  `Copied ${report.copied}, replaced ${report.replaced} (another size in the bucket), skipped ${report.skipped} (already there), ignored ${report.ignored.length}, failed ${report.failed.length}; ${(report.bytes / 1024 / 1024).toFixed(1)} MB sent.`,
);
if (report.stoppedEarly) console.error(`The object store stopped answering, so the copy stopped. Run the command again once it answers.`);
if (report.failed.length > 0) process.exit(1);
