/**
 * Where finished archives are kept: DATA_DIR/backups by default, or the object store under
 * the `backups/` prefix when the media are there (S3_*), so every instance of a cluster lists,
 * downloads and rotates the same archives. An archive is always written to a local file first
 * (create-backup.ts needs a file it can flush and rename); the object store then receives it
 * whole and the local copy goes. Names are BACKUP_FILE_NAME, never a path.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ApiError } from '../lib/errors.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { BACKUP_FILE_NAME, backupsDirOf, deleteBackup, listBackups, openBackup, type BackupFile } from './backup-files.ts';

/** The object-store prefix archives live under (never an upload folder, so a backup never contains backups). */
export const BACKUP_PREFIX = 'backups/';

export interface BackupStore {
  readonly kind: 'local' | 's3';
  /** Where a new archive is written before it is kept (always a local folder). */
  readonly workDir: string;
  /** Finished archives, newest first. */
  list(): Promise<BackupFile[]>;
  open(id: string): Promise<{ body: Readable; size: number } | null>;
  /** False when there was no such archive. */
  delete(id: string): Promise<boolean>;
  /** Takes a finished archive written in workDir under its id. */
  keep(id: string): Promise<void>;
}

export function localBackupStore(dataDir: string): BackupStore {
  const dir = backupsDirOf(dataDir);
  return {
    kind: 'local',
    workDir: dir,
    list: () => listBackups(dir),
    open: (id) => openBackup(dir, id),
    delete: (id) => deleteBackup(dir, id),
    // Already in place: create-backup renamed it there.
    keep: async () => undefined,
  };
}

/** Archives in the media's object store; the local work folder only holds one while it is written. */
export function objectBackupStore(dataDir: string, storage: MediaStorage): BackupStore {
  const workDir = path.join(backupsDirOf(dataDir), '.outgoing');
  const keyOf = (id: string) => `${BACKUP_PREFIX}${id}`;
  return {
    kind: 's3',
    workDir,
    async list() {
      const files: BackupFile[] = [];
      for await (const object of storage.list()) {
        if (!object.key.startsWith(BACKUP_PREFIX)) continue;
        const id = object.key.slice(BACKUP_PREFIX.length);
        if (!BACKUP_FILE_NAME.test(id)) continue;
        const info = await storage.stat(object.key);
        if (!info) continue;
        files.push({
          id,
          size: info.size,
          created_at: info.lastModified.toISOString(),
          encrypted: id.endsWith('.enc'),
          compressed: id.includes('.tar.gz'),
        });
      }
      return files.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    },
    async open(id) {
      if (!BACKUP_FILE_NAME.test(id)) return null;
      const info = await storage.stat(keyOf(id));
      if (!info) return null;
      try {
        return { body: await storage.read(keyOf(id)), size: info.size };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    async delete(id) {
      if (!BACKUP_FILE_NAME.test(id) || !(await storage.stat(keyOf(id)))) return false;
      await storage.delete(keyOf(id));
      return true;
    },
    async keep(id) {
      const file = path.join(workDir, id);
      try {
        await storage.put(keyOf(id), createReadStream(file), { contentType: 'application/octet-stream', exclusive: true });
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

export function backupStoreFor(dataDir: string, storage: MediaStorage): BackupStore {
  return storage.driver === 's3' ? objectBackupStore(dataDir, storage) : localBackupStore(dataDir);
}

/** Removes all but the `keep` newest archives; answers the ids removed, oldest last. */
export async function rotateBackups(store: BackupStore, keep: number): Promise<string[]> {
  const removed: string[] = [];
  for (const file of (await store.list()).slice(keep)) {
    if (await store.delete(file.id)) removed.push(file.id);
  }
  return removed;
}
