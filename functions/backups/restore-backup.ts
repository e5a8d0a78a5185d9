/**
 * Restores an archive, all or nothing (docs/decisions/048):
 *
 * 1. The whole archive is read and checked against its manifest before anything is written
 *    (a wrong passphrase, a changed byte, a cut-off file or a newer format stop it here).
 * 2. The target must be empty, or `force` says to replace it (and what it replaces is reported).
 * 3. The archive is read again: the rows go into the database in one transaction, the media
 *    into a staging folder (or straight into the object store). Every entry is checked against
 *    the verified manifest as it is read.
 * 4. Only then is the result put in place: for PGlite, a new data folder moved in by rename; for
 *    PostgreSQL, the transaction committed. Until then the target is as it was, and a failure
 *    (or a kill) at any point leaves it so.
 *
 * The live build is set aside, so the next server start builds the whole site once from the
 * restored content.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ONE_PASS, openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database.ts';
import { acquireDataDirLock, DataDirLockedError, prepareDataDir, type DataDirLock } from '../db/data-dir-lock.ts';
import { loadMigrations } from '../db/migrate.ts';
import { SERVED_TYPES } from '../media/kinds.ts';
import { LocalMediaStorage, uploadsDirOf } from '../media/local-media-storage.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { createEmptyPgdata } from './empty-data-folder.ts';
import { BackupError, DATABASE_PREFIX, MEDIA_PREFIX, type Manifest } from './format.ts';
import { splitMigrations, startLoad, type Loader } from './load-database.ts';
import { readArchive } from './read-archive.ts';
import { describeDatabase, describeMedia, otherConnections, type Contents } from './restore-target.ts';

export interface RestoreOptions {
  file: string;
  passphrase?: string;
  /** Replace a target that is not empty. */
  force?: boolean;
  /** DATA_DIR: the PGlite database (without databaseUrl) and the local media folder (without objectStore). */
  dataDir: string;
  databaseUrl?: string;
  /** The object store to restore media into; null for DATA_DIR/uploads. */
  objectStore?: MediaStorage | null;
  /** Lines for the person running it. */
  report?: (line: string) => void;
  onProgress?: (done: number, total: number, message: string) => void;
  signal?: AbortSignal;
}

export interface RestoreResult {
  manifest: Manifest;
  engine: DatabaseKind;
  replaced: { database: Contents; media: Contents } | null;
  newWebhookSecrets: Array<{ name: string; url: string; secret: string }>;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const report = options.report ?? (() => undefined);
  const manifest = await readArchive(options.file, { passphrase: options.passphrase, signal: options.signal });
  const migrations = splitMigrations(await loadMigrations(), manifest);
  report(
    `Archive verified: made ${manifest.createdAt} on ${manifest.database.engine}, ${manifest.database.tables.reduce((n, t) => n + t.rows, 0)} rows in ${manifest.database.tables.length} tables, ${manifest.media.files} media files.`,
  );

  prepareDataDir(options.dataDir);
  const lock = takeLock(options.dataDir);
  await recoverInterrupted(options.dataDir).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const work = path.join(options.dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  const engine: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  const objectStore = options.objectStore ?? null;
  const uploadsDir = uploadsDirOf(options.dataDir);
  const media: MediaStorage = objectStore ?? new LocalMediaStorage(uploadsDir);
  let target: DatabaseHandle | null = null;
  let staged: DatabaseHandle | null = null;
  try {
    await mkdir(work, { recursive: true });
    // The target as it is.
    target = engine === 'postgres' ? await openDatabase({ databaseUrl: options.databaseUrl! }) : await openExistingPglite(options.dataDir);
    const database = target ? await target.withConnection(describeDatabase) : { empty: true, summary: 'no database yet' };
    const mediaNow = await describeMedia(media);
    if (engine === 'postgres') {
      const others = await otherConnections(target!);
      if (others > 0 && !options.force) {
        throw new BackupError(
          'target_in_use',
          `${others} other connection(s) use the target database: stop every server using DATABASE_URL before restoring (or add --force if they are not servers of this site).`,
        );
      }
    }
    const replaced = !database.empty || !mediaNow.empty ? { database, media: mediaNow } : null;
    if (replaced && !options.force) {
      throw new BackupError(
        'target_not_empty',
        `The target is not empty (database: ${database.summary}; media: ${mediaNow.summary}). Nothing was changed. Run again with --force to replace it.`,
      );
    }
    if (replaced) report(`--force: replacing the database (${database.summary}) and the media (${mediaNow.summary}).`);

    if (engine === 'pglite') {
      await target?.close();
      target = null;
      await createEmptyPgdata(path.join(work, 'pgdata'));
      staged = await openDatabase({ dataDir: work, ...ONE_PASS });
    }
    const db = (staged ?? target)!;
    const stagingUploads = path.join(work, 'uploads');
    const written: string[] = [];
    const total = manifest.files.length;
    let done = 0;

    const newWebhookSecrets = await db.withConnection(async (query) => {
      await query('BEGIN');
      // The staged embedded database is committed and closed once its tables are in (they come
      // first in the archive), so its memory is given back before the media are read: the
      // target is untouched until the staged folder is moved in at the end (docs/decisions/092).
      let committed = null as { newWebhookSecrets: RestoreResult['newWebhookSecrets'] } | null;
      try {
        const loader: Loader = await startLoad(query, manifest, migrations);
        const tables = new Map(manifest.database.tables.map((table) => [table.file, table]));
        await readArchive(options.file, {
          passphrase: options.passphrase,
          expected: manifest,
          signal: options.signal,
          onEntry: async (entry, body) => {
            if (entry.path.startsWith(DATABASE_PREFIX)) {
              if (committed) throw new BackupError('bad_manifest', `${entry.path} comes after the media: not an archive this site wrote.`);
              const table = tables.get(entry.path);
              if (!table) throw new BackupError('bad_manifest', `${entry.path} is not a table of the manifest.`);
              await loader.loadTable(table, body);
            } else {
              if (staged && !committed) {
                committed = await loader.finish();
                await query('COMMIT');
                await staged.close();
                staged = null;
              }
              const key = entry.path.slice(MEDIA_PREFIX.length);
              if (objectStore) {
                written.push(key);
                await objectStore.put(key, body, { contentType: SERVED_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream' });
              } else {
                await writeStaged(path.join(stagingUploads, ...key.split('/')), body);
              }
            }
            options.onProgress?.(++done, total, entry.path);
          },
        });
        if (committed) return committed.newWebhookSecrets;
        const finished = await loader.finish();
        const undo = engine === 'postgres' && !objectStore ? await swapFolder(stagingUploads, uploadsDir, work) : null;
        try {
          await query('COMMIT');
        } catch (error) {
          await undo?.();
          throw error;
        }
        return finished.newWebhookSecrets;
      } catch (error) {
        // Committed early: only the staged folder has it, and it is removed with the work folder.
        if (!committed) await query('ROLLBACK').catch(() => undefined);
        if (objectStore && !replaced) await Promise.all(written.map((key) => objectStore.delete(key).catch(() => undefined)));
        throw error;
      }
    });

    if (engine === 'pglite') {
      await staged?.close();
      staged = null;
      await swapFolder(path.join(work, 'pgdata'), path.join(options.dataDir, 'pgdata'), work);
      if (!objectStore) await swapFolder(stagingUploads, uploadsDir, work);
    }
    if (objectStore && replaced) {
      const kept = new Set(manifest.files.filter((f) => f.path.startsWith(MEDIA_PREFIX)).map((f) => f.path.slice(MEDIA_PREFIX.length)));
      for (const key of mediaNow.keys) if (!kept.has(key)) await objectStore.delete(key);
    }
    // The live build shows what was there before: the next start builds the restored site whole.
    await rm(path.join(options.dataDir, 'site', 'current'), { force: true });
    return { manifest, engine, replaced, newWebhookSecrets };
  } finally {
    await staged?.close().catch(() => undefined);
    await target?.close().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
    lock.release();
  }
}

/** The data folder's lock, so no server starts on it meanwhile; held by a running server, the restore is refused. */
function takeLock(dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        'target_in_use',
        `${error.message} Stop the server before restoring into its data folder; nothing was changed.`,
      );
    }
    throw error;
  }
}

/** The PGlite database of DATA_DIR when there is one (opened only to see what it holds). */
async function openExistingPglite(dataDir: string): Promise<DatabaseHandle | null> {
  const entries = await readdir(path.join(dataDir, 'pgdata')).catch(() => []);
  return entries.length ? openDatabase({ dataDir, ...ONE_PASS }) : null;
}

async function writeStaged(file: string, body: Readable): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(body, createWriteStream(file, { flags: 'wx' }));
}

/**
 * Puts a staged folder in place of `target`: the old one (if any) moves into the work folder
 * first, to be removed with it. Both moves are renames within DATA_DIR. Returns how to undo it.
 */
async function swapFolder(staged: string, target: string, work: string): Promise<() => Promise<void>> {
  await mkdir(staged, { recursive: true });
  const aside = path.join(work, 'replaced', path.basename(target));
  await mkdir(path.dirname(aside), { recursive: true });
  let hadTarget = true;
  try {
    await rename(target, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadTarget = false;
  }
  const putBack = async () => {
    if (hadTarget) await rename(aside, target);
  };
  try {
    await rename(staged, target);
  } catch (error) {
    await putBack().catch(() => undefined);
    throw error;
  }
  return async () => {
    await rename(target, staged);
    await putBack();
  };
}

/**
 * A restore killed between moving the old data aside and moving the new data in leaves the
 * old data in its work folder: put it back, then remove the work folders of earlier restores.
 */
async function recoverInterrupted(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith('.restore-')) continue;
    for (const part of ['pgdata', 'uploads']) {
      const aside = path.join(dataDir, name, 'replaced', part);
      const target = path.join(dataDir, part);
      if ((await readdir(aside).catch(() => null)) && !(await readdir(target).catch(() => null))) await rename(aside, target);
    }
    await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}
