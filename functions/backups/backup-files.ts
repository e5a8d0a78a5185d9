/**
 * The finished archives in DATA_DIR/backups, where `npm run backup` puts them by default (and
 * the backup job will): listed newest first, read and removed by name. Partial files (a
 * backup still being written, or one that was interrupted) start with a dot and are never
 * listed.
 */
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A finished archive's name: no path, no leading dot, a tar extension. */
export const BACKUP_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.tar(\.gz)?(\.enc)?$/;

export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

export interface BackupFile {
  id: string;
  size: number;
  created_at: string;
  encrypted: boolean;
  compressed: boolean;
}

export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files: BackupFile[] = [];
  for (const name of names.filter((candidate) => BACKUP_FILE_NAME.test(candidate))) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    files.push({
      id: name,
      size: info.size,
      created_at: info.mtime.toISOString(),
      encrypted: name.endsWith('.enc'),
      compressed: name.includes('.tar.gz'),
    });
  }
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The archive's bytes and size, or null when there is no such archive. */
export async function openBackup(dir: string, id: string): Promise<{ body: Readable; size: number } | null> {
  if (!BACKUP_FILE_NAME.test(id)) return null;
  const file = path.join(dir, id);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { body: createReadStream(file), size: info.size };
}

/** Removes an archive; false when there was none. */
export async function deleteBackup(dir: string, id: string): Promise<boolean> {
  if (!BACKUP_FILE_NAME.test(id)) return false;
  const file = path.join(dir, id);
  if (!(await stat(file).catch(() => null))?.isFile()) return false;
  await rm(file, { force: true });
  return true;
}
