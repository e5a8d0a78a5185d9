/**
 * Reads an archive entry by entry, in one streamed pass: decrypts it (when encrypted),
 * decompresses it (when gzip), hashes every entry, and checks the manifest (the last entry)
 * against what was read. Used twice by a restore: once to verify, then again to load, checking
 * each entry's bytes against the verified manifest as they go.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { assertMediaKey } from '../media/media-key.ts';
import { ArchiveOpener, createDecryptStream, isEncrypted } from './encryption.ts';
import { TarCheck } from './tar-check.ts';
import type { WrittenSoFar } from './written-so-far.ts';
import {
  ARCHIVE_FORMAT,
  BackupError,
  DATABASE_PREFIX,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  manifestSchema,
  MEDIA_PREFIX,
  type Manifest,
  type ManifestFile,
} from './format.ts';

const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
/** A tar block: what sniff reads of a file. */
const BLOCK_BYTES = 512;
/**
 * Bytes per read and per gunzip output. zlib's default (16 KB) cut a gigabyte into 65,000
 * chunks, each a trip through tar-stream, the hash and the event loop (docs/decisions/080).
 */
const CHUNK = 1024 * 1024;

/** Called for each entry but the manifest, with its bytes; it must read them all. */
export type EntryHandler = (entry: { path: string; size: number }, body: Readable) => Promise<void>;

export interface ReadOptions {
  passphrase?: string;
  /** The manifest of an earlier pass: each entry is checked against it as soon as it ends. */
  expected?: Manifest;
  onEntry?: EntryHandler;
  signal?: AbortSignal;
  /**
   * The archive is still being written (a backup's read-back, docs/decisions/100): a plain or
   * gzip tar is read as far as it is written and waits for more, so the check runs beside the
   * writing; an encrypted one is read once complete. Only for a check (no `onEntry`).
   */
  follow?: WrittenSoFar;
}

/** Reads the whole archive and returns its manifest once every entry matched it. */
export async function readArchive(file: string, options: ReadOptions = {}): Promise<Manifest> {
  if (options.follow && options.onEntry) throw new Error('readArchive: `follow` is for a check only');
  // Its first block is written (or the file is complete, and sniff refuses what is too short).
  await options.follow?.beyond(BLOCK_BYTES - 1);
  const kind = await sniff(file);
  if (!options.onEntry) return checkArchive(file, kind, options);
  if (kind === 'encrypted' && !options.passphrase) {
    throw new BackupError('encrypted', 'This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.');
  }
  const layers: Transform[] = kind === 'encrypted' ? [createDecryptStream(options.passphrase!)] : [];
  const source = createReadStream(file, { highWaterMark: CHUNK });
  const decrypted = layers.length ? source.pipe(layers[0]!) : source;
  source.on('error', (error) => decrypted.destroy(error));
  const plain = await decompressed(decrypted);

  const extract = tar.extract();
  const seen = new Map<string, ManifestFile>();
  const expectedByPath = options.expected ? new Map(options.expected.files.map((f) => [f.path, f])) : null;
  let manifestText: string | null = null;

  const feeding = pipeline(plain, extract).catch((error: unknown) => {
    throw asArchiveError(error);
  });
  try {
    for await (const entry of extract) {
      if (options.signal?.aborted) throw new BackupError('aborted', 'Cancelled.');
      const { name, size = 0, type } = entry.header;
      if (manifestText !== null) throw new BackupError('bad_manifest', `The archive has an entry after its manifest (${name}).`);
      if (type !== 'file') throw new BackupError('not_an_archive', `Unexpected entry ${name} (${type}): not a backup archive.`);
      if (name === MANIFEST_ENTRY) {
        if (size > MAX_MANIFEST_BYTES) throw new BackupError('bad_manifest', 'The manifest is too large to be a backup manifest.');
        manifestText = (await collect(entry as AsyncIterable<Buffer>)).toString('utf8');
        continue;
      }
      checkEntryName(name);
      if (seen.has(name)) throw new BackupError('bad_manifest', `The archive holds ${name} twice.`);
      const expected = expectedByPath?.get(name);
      if (expectedByPath && !expected) throw mismatch(`${name} is in the archive but not in its manifest`);
      const hash = createHash('sha256');
      let length = 0;
      if (options.onEntry) {
        const hashed = Readable.from(
          (async function* () {
            for await (const chunk of entry as AsyncIterable<Buffer>) {
              hash.update(chunk);
              length += chunk.length;
              yield chunk;
            }
          })(),
        );
        await options.onEntry({ path: name, size }, hashed);
      } else {
        // Only checked: hashed as it comes, with no stream in between.
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          length += chunk.length;
        }
      }
      const file = { path: name, size: length, sha256: hash.digest('hex') };
      if (expected && (expected.sha256 !== file.sha256 || expected.size !== file.size)) {
        throw mismatch(`${name}: its bytes do not match the manifest's checksum`);
      }
      seen.set(name, file);
    }
    await feeding;
  } catch (error) {
    plain.destroy();
    await feeding.catch(() => undefined);
    throw asArchiveError(error);
  }
  return manifestMatching(manifestText, seen);
}

/**
 * Only checked (a verify, a backup's read-back): the tar parsed as it comes (tar-check.ts), each
 * entry hashed with no stream in between, and the file read 4 MB at a time into two buffers used
 * in turn, whether plain, gzip or encrypted (docs/decisions/086, 104).
 */
async function checkArchive(file: string, kind: ArchiveKind, options: ReadOptions): Promise<Manifest> {
  if (kind === 'encrypted' && !options.passphrase) {
    throw new BackupError('encrypted', 'This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.');
  }
  const seen = new Map<string, ManifestFile>();
  const expectedByPath = options.expected ? new Map(options.expected.files.map((f) => [f.path, f])) : null;
  let manifestText: string | null = null;
  const check = new TarCheck({
    begin: ({ name, size, type }) => {
      if (manifestText !== null) throw new BackupError('bad_manifest', `The archive has an entry after its manifest (${name}).`);
      if (type !== 'file') throw new BackupError('not_an_archive', `Unexpected entry ${name} (${type}): not a backup archive.`);
      if (name === MANIFEST_ENTRY) {
        if (size > MAX_MANIFEST_BYTES) throw new BackupError('bad_manifest', 'The manifest is too large to be a backup manifest.');
        return 'collect';
      }
      checkEntryName(name);
      if (seen.has(name)) throw new BackupError('bad_manifest', `The archive holds ${name} twice.`);
      if (expectedByPath && !expectedByPath.has(name)) throw mismatch(`${name} is in the archive but not in its manifest`);
      return 'hash';
    },
    end: ({ name, size, sha256, bytes }) => {
      if (bytes) {
        manifestText = bytes.toString('utf8');
        return;
      }
      const expected = expectedByPath?.get(name);
      if (expected && (expected.sha256 !== sha256 || expected.size !== size)) {
        throw mismatch(`${name}: its bytes do not match the manifest's checksum`);
      }
      seen.set(name, { path: name, size, sha256: sha256! });
    },
  });
  const aborted = () => {
    if (options.signal?.aborted) throw new BackupError('aborted', 'Cancelled.');
  };
  try {
    if (kind === 'tar') {
      await readInTurns(
        file,
        (chunk) => {
          aborted();
          check.push(chunk);
        },
        options.follow,
      );
    } else if (kind === 'gzip') {
      await gunzipInTurns(
        file,
        (chunk) => {
          aborted();
          check.push(chunk);
        },
        options.follow,
      );
    } else {
      // Decrypting is read once the archive is complete (decision 098: beside the writer's
      // memory, its peak went over 300 MB).
      await options.follow?.complete();
      await openInTurns(file, options.passphrase!, (chunk) => {
        aborted();
        check.push(chunk);
      });
    }
    check.end();
  } catch (error) {
    throw asArchiveError(error);
  }
  return manifestMatching(manifestText, seen);
}

/** The archive's manifest, once every member was read: refused when missing, or when it and the members disagree. */
function manifestMatching(manifestText: string | null, seen: Map<string, ManifestFile>): Manifest {
  if (manifestText === null) {
    throw new BackupError('truncated', 'The archive has no manifest: it is incomplete (cut short, or its writing was interrupted).');
  }
  const manifest = parseManifest(manifestText);
  compareWithManifest(seen, manifest);
  return manifest;
}

/** Bytes per read of a plain tar's check, in each of two buffers: one is read into while the other is parsed. */
const CHECK_READ = 4 * 1024 * 1024;

/**
 * A gzip archive's check: the file read as a plain tar's is (two buffers in turn), each buffer
 * given to gunzip and reused only once gunzip has inflated all of it (the write's callback);
 * what comes out is consumed as it comes. The stream chain it replaces (a read stream, an async
 * generator and a pipe) queued up to 65 MB of 1 MB chunks waiting for the garbage collector
 * (docs/decisions/092).
 *
 * Not `write() === false` then 'drain': a read smaller than gunzip's high-water mark (a reader
 * that caught up with the writer gets a few KB) is accepted at once, still queued, and the next
 * turn read into its buffer before gunzip had read it: "incorrect data check" (decision 100's
 * second addendum).
 */
async function gunzipInTurns(file: string, consume: (chunk: Buffer) => void, follow?: WrittenSoFar): Promise<void> {
  const gunzip = gunzipInto(consume);
  await readInTurns(file, (chunk) => gunzip.write(chunk), follow);
  await gunzip.end();
}

/** Where a check's bytes go: `write` resolves once the chunk may be read into again. */
interface CheckSink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/**
 * A gunzip whose output goes to `consume` as it comes: `write` resolves once all of its bytes are
 * inflated (the buffer may then be reused), and throws what refused the stream (a damaged one, or
 * `consume`'s own error); `end` once the last byte was consumed.
 */
function gunzipInto(consume: (chunk: Buffer) => void): CheckSink {
  const gunzip = createGunzip({ chunkSize: GUNZIP_CHUNK });
  let failure: unknown = null;
  gunzip.on('data', (chunk: Buffer) => {
    if (failure) return;
    try {
      consume(chunk);
    } catch (error) {
      failure = error;
      gunzip.destroy();
    }
  });
  gunzip.on('error', (error) => (failure ??= error));
  // After the end, or after a destroy (a refusal, a damaged stream).
  const closed = new Promise<void>((resolve) => gunzip.once('close', resolve));
  return {
    async write(chunk) {
      if (failure) throw failure;
      await Promise.race([new Promise<void>((resolve) => gunzip.write(chunk, () => resolve())), closed]);
      if (failure) throw failure;
      if (gunzip.destroyed) throw new Error('unexpected end of file');
    },
    async end() {
      gunzip.end();
      await closed;
      if (failure) throw failure;
    },
  };
}

/**
 * An encrypted archive's check: read as a plain tar's is (two buffers in turn), each sealed chunk
 * opened as it is complete, the plain text inflated by gunzipInto() when it is a tar.gz, and
 * consumed as it comes. The stream chain it replaces (a read stream of fresh 1 MB chunks, the
 * decrypting stream, an async generator and gunzip's 1 MB outputs) left up to 75 MB of array
 * buffers waiting for the collector during the encrypted backup's read-back (docs/decisions/104).
 */
async function openInTurns(file: string, passphrase: string, consume: (chunk: Buffer) => void): Promise<void> {
  const opener = new ArchiveOpener(passphrase);
  // Set by the first plain bytes, in pass() (hence the widened type).
  let sink = null as CheckSink | null;
  const pass = async (plain: Buffer[]) => {
    for (const piece of plain) {
      // The first plain bytes say whether the tar inside is compressed.
      sink ??=
        piece[0] === 0x1f && piece[1] === 0x8b
          ? gunzipInto(consume)
          : {
              write: async (chunk: Buffer) => consume(chunk),
              end: async () => undefined,
            };
      await sink.write(piece);
    }
  };
  await readInTurns(file, async (chunk) => pass(await opener.push(chunk)));
  await pass([opener.finish()]);
  await sink?.end();
}

/** Bytes per gunzip output in a check: its garbage is collected sooner than 1 MB chunks'. */
const GUNZIP_CHUNK = 256 * 1024;

/**
 * The file read from its start in CHECK_READ chunks into two buffers used in turn: one is read
 * into while the other is consumed. With `follow`, each read takes only bytes already written
 * and waits for more until the file is complete (docs/decisions/100).
 */
async function readInTurns(file: string, consume: (chunk: Buffer) => void | Promise<void>, follow?: WrittenSoFar): Promise<void> {
  const handle = await open(file, 'r');
  let position = 0;
  const readInto = async (buffer: Buffer): Promise<number> => {
    let length = CHECK_READ;
    if (follow) {
      const written = await follow.beyond(position);
      if (written <= position) return 0;
      length = Math.min(CHECK_READ, written - position);
    }
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    // Written, yet not there: the file was cut behind the writer's back.
    if (follow && bytesRead === 0) throw new BackupError('truncated', 'The archive became shorter while it was being read back.');
    position += bytesRead;
    return bytesRead;
  };
  let reading: Promise<number> | null = null;
  try {
    let current = Buffer.allocUnsafe(CHECK_READ);
    let next = Buffer.allocUnsafe(CHECK_READ);
    reading = readInto(current);
    for (;;) {
      const bytesRead = await reading;
      if (bytesRead === 0) return;
      const filled = current;
      [current, next] = [next, current];
      reading = readInto(current);
      // Awaited before the next turn: `filled` is read into again only once it was consumed.
      await consume(filled.subarray(0, bytesRead));
    }
  } finally {
    // A refusal mid-file leaves the next read in flight: it ends before the file is closed.
    await reading?.catch(() => undefined);
    await handle.close();
  }
}

function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError('bad_manifest', 'The archive’s manifest.json is not valid JSON.');
  }
  const head = raw as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== ARCHIVE_FORMAT)
    throw new BackupError('not_an_archive', 'This tar file is not a backup archive of this site (its manifest names another format).');
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      'newer_format',
      `This archive was made by a newer version of the site (archive format ${head.formatVersion}; this one reads up to ${FORMAT_VERSION}). Update this installation first, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError('bad_manifest', `The archive’s manifest is not valid: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Every file the manifest names was read with its size and hash, and nothing else was. */
function compareWithManifest(seen: Map<string, ManifestFile>, manifest: Manifest): void {
  const read = new Map(seen);
  for (const file of manifest.files) {
    const actual = read.get(file.path);
    if (!actual) throw mismatch(`${file.path} is named in the manifest but missing from the archive`);
    if (actual.size !== file.size) throw mismatch(`${file.path}: ${actual.size} bytes, the manifest says ${file.size}`);
    if (actual.sha256 !== file.sha256) throw mismatch(`${file.path}: SHA-256 ${actual.sha256}, the manifest says ${file.sha256}`);
    read.delete(file.path);
  }
  const extra = read.keys().next();
  if (!extra.done) throw mismatch(`${extra.value} is in the archive but not in its manifest`);
  for (const table of manifest.database.tables) {
    if (!seen.has(table.file)) throw mismatch(`table ${table.name}: its file ${table.file} is missing`);
  }
}

function mismatch(detail: string): BackupError {
  return new BackupError('checksum_mismatch', `The archive does not match its manifest: ${detail}.`);
}

function checkEntryName(name: string): void {
  if (name.startsWith(DATABASE_PREFIX) && /^database\/\d{3}-[A-Za-z0-9_%.-]+\.ndjson$/.test(name)) return;
  if (name.startsWith(MEDIA_PREFIX)) {
    try {
      assertMediaKey(name.slice(MEDIA_PREFIX.length));
      return;
    } catch {
      // falls through to the refusal below
    }
  }
  throw new BackupError('not_an_archive', `Unexpected entry ${JSON.stringify(name)}: not a backup archive of this site.`);
}

type ArchiveKind = 'encrypted' | 'gzip' | 'tar';

/** What the file is, from its first bytes. */
export async function sniff(file: string): Promise<ArchiveKind> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer.subarray(0, bytesRead);
    if (isEncrypted(head)) return 'encrypted';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
    if (bytesRead === 512 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'tar';
    throw new BackupError(
      'not_an_archive',
      'This file is not a backup archive (neither a tar, a gzip-compressed tar nor an encrypted archive).',
    );
  } finally {
    await handle.close();
  }
}

/** The tar bytes: gunzipped when the stream starts as gzip (known only after decryption). */
async function decompressed(stream: Readable): Promise<Readable> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next().catch((error: unknown) => {
    throw asArchiveError(error);
  });
  const head: Buffer = first.done ? Buffer.alloc(0) : first.value;
  const body = Readable.from(
    (async function* () {
      if (head.length) yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })(),
  );
  if (head[0] !== 0x1f || head[1] !== 0x8b) return body;
  const gunzip = createGunzip({ chunkSize: CHUNK });
  pipeline(body, gunzip).catch(() => undefined);
  return gunzip;
}

async function collect(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function asArchiveError(error: unknown): Error {
  if (error instanceof BackupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new BackupError('truncated', `The archive is cut short (${message}): it is incomplete or was damaged.`);
  }
  if (code === 'Z_DATA_ERROR' || /invalid tar header|checksum/i.test(message)) {
    return new BackupError('damaged', `The archive is damaged (${message}).`);
  }
  return error instanceof Error ? error : new Error(message);
}
