/**
 * Makes one backup archive (format.ts) while the site runs: the database from one snapshot
 * (dump-database.ts), then every media file streamed from the media storage, never the whole
 * archive in memory. It is written under a temporary name beside the target, with mode 0600,
 * flushed to disk and renamed only once complete, so an interrupted backup (a kill, a full
 * disk) never leaves a file that looks like a finished one; its leftovers are removed on
 * failure, or by the next backup in the same folder when the process was killed.
 *
 * Shaped to run as a job: it takes an AbortSignal and reports progress as (done, total, message).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import tar from 'tar-stream';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { isUploadKind } from '../media/kinds.ts';
import type { ListedObject, MediaStorage } from '../media/media-storage.ts';
import { dumpDatabase } from './dump-database.ts';
import { createEncryptStream } from './encryption.ts';
import { ARCHIVE_FORMAT, BackupError, FORMAT_VERSION, MANIFEST_ENTRY, MEDIA_PREFIX, type Manifest, type ManifestFile } from './format.ts';
import { SECRET_NOTE_INCLUDED, SECRET_NOTE_OMITTED } from './secrets.ts';

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
    const media = await listMedia(options.media);
    const total = dump.tables.length + media.length;
    onProgress?.(dump.tables.length, total, `media: ${media.length} files`);

    const pack = tar.pack();
    const layers: Array<NodeJS.ReadWriteStream> = [];
    if (options.gzip ?? true) layers.push(createGzip({ level: 6 }));
    if (options.passphrase) layers.push(await createEncryptStream(options.passphrase));
    const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const writing = pipeline([pack as unknown as Readable, ...layers, file] as unknown as [Readable, Writable]);
    writing.catch(() => undefined);
    const files: ManifestFile[] = [];
    try {
      for (const table of dump.tables) {
        await entry(pack, table.file, table.size, createReadStream(table.spoolPath), writing, signal);
        files.push({ path: table.file, size: table.size, sha256: table.sha256 });
      }
      let done = dump.tables.length;
      let bytes = 0;
      for (const object of media) {
        const body = await options.media.read(object.key).catch((error: unknown) => {
          // Deleted since it was listed: it is simply not in this backup.
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        });
        done++;
        if (!body) continue;
        const name = `${MEDIA_PREFIX}${object.key}`;
        const sha256 = await entry(pack, name, object.size, body, writing, signal);
        files.push({ path: name, size: object.size, sha256 });
        bytes += object.size;
        if (done % 25 === 0 || done === total) onProgress?.(done, total, `media: ${object.key}`);
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
      const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
      await entry(pack, MANIFEST_ENTRY, manifestBytes.length, [manifestBytes], writing, signal);
      pack.finalize();
      await writing;
      const handle = await open(partial, 'r');
      await handle.sync();
      const { size } = await handle.stat();
      await handle.close();
      await rename(partial, out);
      onProgress?.(total, total, 'done');
      return { path: out, bytes: size, manifest };
    } catch (error) {
      pack.destroy();
      file.destroy();
      await writing.catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}

/** The media to back up: objects under the upload folders (an object store may hold other things, backups among them). */
async function listMedia(storage: MediaStorage): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of storage.list()) {
    if (isUploadKind(object.key.split('/')[0] ?? '')) objects.push(object);
  }
  return objects;
}

/** Writes one tar entry from a stream, waiting whenever the archive's consumer is behind; resolves with the bytes' SHA-256. */
async function entry(
  pack: tar.Pack,
  name: string,
  size: number,
  body: AsyncIterable<Buffer> | Iterable<Buffer>,
  writing: Promise<void>,
  signal: AbortSignal | undefined,
): Promise<string> {
  const hash = createHash('sha256');
  let written = 0;
  let ended!: (error?: Error | null) => void;
  const done = new Promise<void>((resolve, reject) => (ended = (error) => (error ? reject(error) : resolve())));
  // When the archive breaks, `broken` below reports it; this one is not awaited then.
  done.catch(() => undefined);
  const stream = pack.entry({ name, size, mode: 0o600, mtime: new Date(), type: 'file' }, (error) => ended(error));
  const broken = writing.then(
    () => new Error('the archive was closed early'),
    (error: unknown) => error as Error,
  );
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (signal?.aborted) throw new BackupError('aborted', 'The backup was cancelled.');
    hash.update(chunk);
    written += chunk.length;
    if (written > size) throw new Error(`${name} grew while it was being backed up; run the backup again.`);
    if (!stream.write(chunk)) {
      const outcome = await Promise.race([once(stream as never, 'drain').then(() => null), broken]);
      if (outcome) throw outcome;
    }
  }
  if (written !== size) throw new Error(`${name} changed size while it was being backed up; run the backup again.`);
  (stream as NodeJS.WritableStream).end();
  const outcome = await Promise.race([done.then(() => null), broken]);
  if (outcome) throw outcome;
  return hash.digest('hex');
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
