/**
 * Copies the media of the local folder (DATA_DIR/uploads) into another media storage, the
 * object store: what `npm run media:copy-to-s3` does when a site moves its media to a bucket.
 * Idempotent: an object already there with the same size is skipped, one of another size is
 * replaced. It reads files only (never the database), so it may run while the server runs.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SERVED_TYPES } from './kinds.ts';
import { assertMediaKey, StorageUnavailableError, type MediaStorage } from './media-storage.ts';

export interface CopyReport {
  copied: number;
  replaced: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** Files whose names are not media keys (stray files), left alone. */
  ignored: string[];
  failed: Array<{ key: string; error: string }>;
  bytes: number;
  /** The target stopped answering; the files after it were not tried. */
  stoppedEarly: boolean;
}

interface LocalFile {
  key: string;
  file: string;
  size: number;
}

/** Every file under the folder as a key, skipping the temporary folder and hidden files. */
async function localKeys(uploadsDir: string): Promise<LocalFile[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(uploadsDir, file).split(path.sep).join('/');
    if (key.startsWith('.') || key.includes('/.')) continue;
    files.push({ key, file, size: (await stat(file)).size });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

export async function copyLocalMedia(options: {
  uploadsDir: string;
  target: MediaStorage;
  concurrency?: number;
  onFile?: (key: string, outcome: 'copied' | 'replaced' | 'skipped' | 'failed') => void;
}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, replaced: 0, skipped: 0, ignored: [], failed: [], bytes: 0, stoppedEarly: false };
  const queue: LocalFile[] = [];
  for (const local of await localKeys(options.uploadsDir)) {
    try {
      assertMediaKey(local.key);
      queue.push(local);
    } catch {
      report.ignored.push(local.key);
    }
  }

  const copyOne = async ({ key, file, size }: LocalFile) => {
    try {
      const existing = await options.target.stat(key);
      if (existing?.size === size) {
        report.skipped++;
        options.onFile?.(key, 'skipped');
        return;
      }
      const contentType = SERVED_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream';
      await options.target.put(key, createReadStream(file), { contentType });
      report.bytes += size;
      if (existing) report.replaced++;
      else report.copied++;
      options.onFile?.(key, existing ? 'replaced' : 'copied');
    } catch (error) {
      if (error instanceof StorageUnavailableError) report.stoppedEarly = true;
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      options.onFile?.(key, 'failed');
    }
  };
  const worker = async () => {
    for (let next = queue.shift(); next && !report.stoppedEarly; next = queue.shift()) await copyOne(next);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
