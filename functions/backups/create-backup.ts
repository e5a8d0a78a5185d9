/**
 * Makes one backup archive (format.ts) while the site runs: the database from one snapshot
 * (dump-database.ts), then every media file streamed from the media storage, never the whole
 * archive in memory. It is written under a temporary name beside the target, with mode 0600,
 * flushed to disk and renamed only once complete, so an interrupted backup (a kill, a full
 * disk) never leaves a file that looks like a finished one; its leftovers are removed on
 * failure, or by the next backup in the same folder when the process was killed.
 *
 * Shaped to run as a job: it takes an AbortSignal and reports progress as (done, total, message).
 * The archive's packing, hashing, compression and writing run on a worker thread
 * (archive-thread.ts), so a running site's requests do not wait for them (docs/decisions/073).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { isUploadKind } from '../media/kinds.ts';
import { LocalMediaStorage } from '../media/local-media-storage.ts';
import type { ListedObject, MediaStorage } from '../media/media-storage.ts';
import { ArchiveWriter } from './archive-thread.ts';
import { dumpDatabase } from './dump-database.ts';
import { deriveArchiveKeys } from './encryption.ts';
import { ARCHIVE_FORMAT, BackupError, FORMAT_VERSION, MANIFEST_ENTRY, MEDIA_PREFIX, type Manifest, type ManifestFile } from './format.ts';
import { SECRET_NOTE_INCLUDED, SECRET_NOTE_OMITTED } from './secrets.ts';
import type { WrittenSoFar } from './written-so-far.ts';

export type BackupProgress = (done: number, total: number, message: string) => void;

export interface BackupOptions {
  db: Kysely<Database>;
  engine: DatabaseKind;
  media: MediaStorage;
  /** Where the finished archive goes; an existing file there is refused. */
  out: string;
  /** gzip the tar (default true). */
  gzip?: boolean;
  /** Encrypts the archive and keeps the secrets in it (BACKUP_PASSPHRASE). */
  passphrase?: string;
  signal?: AbortSignal;
  onProgress?: BackupProgress;
  /**
   * Nothing else uses the database meanwhile (`npm run backup`, which holds DATA_DIR): read it in
   * one transaction. Otherwise the embedded database, whose one connection the running site
   * shares, is read in short transactions and checked in a final one (dump-database.ts).
   */
  exclusive?: boolean;
  /**
   * The nice value of the thread that writes the archive (Linux; 0 to 19): a running server gives
   * its requests the CPU first (backup-job.ts); a command has the machine to itself (0).
   */
  nice?: number;
  /**
   * Called once the database is read (its rows are spooled to files): a command that opened the
   * database only for this backup closes it here, so the embedded database's memory (its
   * WebAssembly heap, 120 MB or more) is given back before the media are packed
   * (docs/decisions/092).
   */
  afterDump?: () => Promise<void>;
  /**
   * Reads the archive (at its temporary name) back before it is renamed: a failure leaves no
   * archive (docs/decisions/098). A plain archive's check starts as soon as its tables are
   * written and follows the writing (`written`: read only what is written, wait for more;
   * docs/decisions/100), so its hashing runs beside the packing and the flush; a gzip one's runs
   * during the flush (100's addendum); an encrypted one's after the flush. It reads the page
   * cache, as a read-back after the flush would.
   */
  checkBeforeRename?: (partial: string, written: WrittenSoFar) => Promise<void>;
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: Manifest;
}

const PARTIAL = /^\.(.+)\.partial-(\d+)-[0-9a-f]+(\.spool)?$/;

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { signal, onProgress } = options;
  const out = path.resolve(options.out);
  const dir = path.dirname(out);
  await mkdir(dir, { recursive: true });
  await removeAbandonedPartials(dir);
  if (await exists(out)) throw new BackupError('target_not_empty', `${out} already exists: choose another file name.`);
  const partial = path.join(dir, `.${path.basename(out)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
  const spoolDir = `${partial}.spool`;
  await mkdir(spoolDir, { mode: 0o700 });
  const includeSecrets = Boolean(options.passphrase);
  try {
    const dump = await dumpDatabase({
      db: options.db,
      spoolDir,
      includeSecrets,
      mode: options.engine === 'pglite' && !options.exclusive ? 'rounds' : 'snapshot',
      signal,
      onTable: (table, index, total) => onProgress?.(index, total, `database: ${table}`),
    });
    await options.afterDump?.();
    const media = await listMedia(options.media);
    const total = dump.tables.length + media.length;
    onProgress?.(dump.tables.length, total, `media: ${media.length} files`);

    // Derived here, where the read-back runs: it opens the archive with the same keys (docs/decisions/103).
    const keys = options.passphrase ? await deriveArchiveKeys(options.passphrase) : undefined;
    const writer = new ArchiveWriter({ partial, gzip: options.gzip ?? true, keys, nice: options.nice ?? 0 });
    const files: ManifestFile[] = [];
    // An encrypted archive's check waits for the flush: decrypting beside the writer's memory
    // (its own scrypt key, its sealer) peaked at 353-457 MB against 301 MB after it (docs/decisions/098).
    // A tar.gz is read back during the flush, as in decision 098; only a plain tar follows (100).
    // Its following once failed in the bench ("incorrect data check": the reader reused a buffer
    // gunzip had not inflated yet, since fixed); following again measured no faster nor lighter
    // for a tar.gz (decision 100's second addendum), so it was left as it is.
    const follow = !options.passphrase && options.gzip === false;
    const duringFlush = !follow && !options.passphrase;
    let checking: Promise<void> | null = null;
    try {
      aborted(signal);
      const tableHashes = await writer.files(
        dump.tables.map((table) => ({ name: table.file, size: table.size, path: table.spoolPath, missingOk: false })),
      );
      if (follow && options.checkBeforeRename) {
        checking = options.checkBeforeRename(partial, writer.written);
        // Awaited after the last write; a refusal meanwhile must not go unhandled.
        checking.catch(() => undefined);
      }
      dump.tables.forEach((table, n) => files.push({ path: table.file, size: table.size, sha256: tableHashes[n]! }));
      let done = dump.tables.length;
      let bytes = 0;
      const added = (name: string, object: ListedObject, sha256: string | null) => {
        done++;
        // Deleted since it was listed: it is simply not in this backup.
        if (sha256 === null) return;
        files.push({ path: name, size: object.size, sha256 });
        bytes += object.size;
      };
      const localDir = options.media instanceof LocalMediaStorage ? options.media.uploadsDir : null;
      for (let at = 0; at < media.length;) {
        aborted(signal);
        if (localDir) {
          // Local files go to the worker in batches it reads itself: one round trip per batch.
          const batch = takeBatch(media, at);
          const hashes = await writer.files(
            batch.map((object) => ({
              name: `${MEDIA_PREFIX}${object.key}`,
              size: object.size,
              path: path.join(localDir, ...object.key.split('/')),
              missingOk: true,
            })),
          );
          batch.forEach((object, n) => added(`${MEDIA_PREFIX}${object.key}`, object, hashes[n]!));
          at += batch.length;
        } else {
          const object = media[at++]!;
          const name = `${MEDIA_PREFIX}${object.key}`;
          added(name, object, await streamMedia(writer, options.media, object, name, signal));
        }
        // Per batch for local files; every 25 files for an object store's, as before.
        if (localDir || done % 25 === 0 || done === total) onProgress?.(done, total, `media: ${media[at - 1]!.key}`);
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: FORMAT_VERSION,
        app: await appInfo(),
        createdAt: new Date().toISOString(),
        database: {
          engine: options.engine,
          engineVersion: dump.engineVersion,
          lastMigration: dump.migrations.at(-1) ?? '000_none',
          migrations: dump.migrations,
          tables: dump.tables.map(({ name, file: entryName, rows, columns }) => ({ name, file: entryName, rows, columns })),
          sequences: dump.sequences,
          excludedTables: dump.excludedTables,
        },
        secrets: { included: includeSecrets, note: includeSecrets ? SECRET_NOTE_INCLUDED : SECRET_NOTE_OMITTED },
        media: { driver: options.media.driver, files: files.length - dump.tables.length, bytes },
        files,
      };
      aborted(signal);
      const size = await writer.finish(
        MANIFEST_ENTRY,
        Buffer.from(JSON.stringify(manifest, null, 1)),
        checking
          ? () => checking!
          : duringFlush && options.checkBeforeRename
            ? () => options.checkBeforeRename!(partial, writer.written)
            : undefined,
      );
      if (!follow && !duringFlush) await options.checkBeforeRename?.(partial, writer.written);
      await rename(partial, out);
      onProgress?.(total, total, 'done');
      return { path: out, bytes: size, manifest };
    } catch (error) {
      await writer.close();
      // The check ends (it is refused the rest of the file) before the file is removed.
      await checking?.catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}

/** Local files per request to the archive worker: up to 64 of them or 32 MB, so a cancel waits little. */
const BATCH_FILES = 64;
const BATCH_BYTES = 32 * 1024 * 1024;

function takeBatch(media: ListedObject[], at: number): ListedObject[] {
  let end = at;
  let bytes = 0;
  while (end < media.length && end - at < BATCH_FILES && (end === at || bytes + media[end]!.size <= BATCH_BYTES))
    bytes += media[end++]!.size;
  return media.slice(at, end);
}

/** The media to back up: objects under the upload folders (an object store may hold other things, backups among them). */
async function listMedia(storage: MediaStorage): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of storage.list()) {
    if (isUploadKind(object.key.split('/')[0] ?? '')) objects.push(object);
  }
  return objects;
}

/** A media object read through its storage (an object store) and streamed to the writer; null when it is gone. */
async function streamMedia(
  writer: ArchiveWriter,
  storage: MediaStorage,
  object: ListedObject,
  name: string,
  signal: AbortSignal | undefined,
): Promise<string | null> {
  const body = await storage.read(object.key).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return body ? writer.stream(name, object.size, body as AsyncIterable<Buffer>, signal) : null;
}

function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BackupError('aborted', 'The backup was cancelled.');
}

/** A backup killed midway leaves its partial file and spool folder; the next one in the folder removes them. */
async function removeAbandonedPartials(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = PARTIAL.exec(name);
    if (!match) continue;
    const pid = Number(match[2]);
    if (pid === process.pid || isAlive(pid)) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await (await open(file, 'r')).close();
    return true;
  } catch {
    return false;
  }
}

let cachedApp: { name: string; version: string } | null = null;
async function appInfo(): Promise<{ name: string; version: string }> {
  cachedApp ??= JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: cachedApp.name, version: cachedApp.version };
}
