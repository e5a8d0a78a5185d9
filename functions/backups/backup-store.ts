/**
 * Where finished archives are kept: DATA_DIR/backups by default, or the object store under
 * the `backups/` prefix when the media are there (S3_*), so every instance of a cluster lists,
 * downloads and rotates the same archives. An archive is always written to a local file first
 * (create-backup.ts needs a file it can flush and rename), in a work folder that is never
 * listed (DATA_DIR/backups/.outgoing), and read back there: only an archive the job verified
 * is kept, with its summary beside it (moved into DATA_DIR/backups, or sent whole to the object
 * store). So the Backups screen never offers one the job has not finished with. Names are
 * BACKUP_FILE_NAME, never a path.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ApiError } from '../lib/errors.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { BACKUP_FILE_NAME, backupsDirOf, deleteBackup, listBackups, openBackup, type BackupFile } from './backup-files.ts';
import { parseSummary, summaryNameOf, type BackupSummary } from './backup-summary.ts';

/** An archive as listed: its file facts and, when the job checked it, its summary. */
export type ListedBackup = BackupFile & { summary: BackupSummary | null };

/** The object-store prefix archives live under (never an upload folder, so a backup never contains backups). */
export const BACKUP_PREFIX = 'backups/';

export interface BackupStore {
  readonly kind: 'local' | 's3';
  /** Where a new archive is written and verified before it is kept (always a local folder, never listed). */
  readonly workDir: string;
  /** Finished archives, newest first. */
  list(): Promise<ListedBackup[]>;
  open(id: string): Promise<{ body: Readable; size: number } | null>;
  /** False when there was no such archive. */
  delete(id: string): Promise<boolean>;
  /** Takes a finished archive written in workDir under its id, with its summary. */
  keep(id: string, summary: BackupSummary): Promise<void>;
}

/** The work folder inside DATA_DIR/backups: a dot folder, so never an archive's name. */
const workDirOf = (dataDir: string) => path.join(backupsDirOf(dataDir), '.outgoing');

/**
 * Removes what a backup job killed before keeping its archive left in the work folder: an archive
 * written whole but never verified and kept (the job is a singleton, so none is under way). Its
 * partial files are create-backup.ts's to remove.
 */
export async function discardUnkept(store: BackupStore): Promise<string[]> {
  const names = await readdir(store.workDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const unkept = names.filter((name) => BACKUP_FILE_NAME.test(name));
  for (const name of unkept) await rm(path.join(store.workDir, name), { force: true });
  return unkept;
}

export function localBackupStore(dataDir: string): BackupStore {
  const dir = backupsDirOf(dataDir);
  const workDir = workDirOf(dataDir);
  return {
    kind: 'local',
    workDir,
    async list() {
      const files = await listBackups(dir);
      return Promise.all(
        files.map(async (file) => ({
          ...file,
          summary: parseSummary(await readFile(path.join(dir, summaryNameOf(file.id)), 'utf8').catch(() => null)),
        })),
      );
    },
    open: (id) => openBackup(dir, id),
    async delete(id) {
      const deleted = await deleteBackup(dir, id);
      if (deleted) await rm(path.join(dir, summaryNameOf(id)), { force: true });
      return deleted;
    },
    // The summary first, then the archive moves in beside it (the same file system: one rename),
    // so an archive listed always has its summary.
    keep: async (id, summary) => {
      await writeFile(path.join(dir, summaryNameOf(id)), JSON.stringify(summary), { mode: 0o600 });
      await rename(path.join(workDir, id), path.join(dir, id));
    },
  };
}

/** Archives in the media's object store; the local work folder only holds one while it is written. */
export function objectBackupStore(dataDir: string, storage: MediaStorage): BackupStore {
  const workDir = workDirOf(dataDir);
  const keyOf = (id: string) => `${BACKUP_PREFIX}${id}`;
  return {
    kind: 's3',
    workDir,
    async list() {
      const files: ListedBackup[] = [];
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
          summary: parseSummary(await readObject(storage, keyOf(summaryNameOf(id)))),
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
      await storage.delete(keyOf(summaryNameOf(id)));
      return true;
    },
    async keep(id, summary) {
      const file = path.join(workDir, id);
      try {
        // The summary first: an archive listed is then never one the job did not finish with.
        await storage.put(keyOf(summaryNameOf(id)), Buffer.from(JSON.stringify(summary)), { contentType: 'application/json' });
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

async function readObject(storage: MediaStorage, key: string): Promise<string | null> {
  try {
    return await text(await storage.read(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
