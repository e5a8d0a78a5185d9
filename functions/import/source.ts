/**
 * An uploaded import file, recognised by its bytes (never its name): a WordPress export
 * (.xml, or .xml.gz / .zip holding one) or a Ghost export (.json, or a .zip with the JSON and
 * content/images/). The WordPress file is opened as a fresh stream for each pass of the
 * importer; the Ghost JSON is read once (Ghost exports carry no images and stay small; the
 * limit below guards that). Decompressed sizes are counted as they stream, so a small
 * archive that inflates to gigabytes stops at the limit instead of filling the disk or memory.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';

/** The most an import file may inflate to, and the most a Ghost JSON may hold. */
export const MAX_INFLATED_BYTES = 4 * 1024 ** 3;
export const MAX_GHOST_JSON_BYTES = 256 * 1024 ** 2;

export type ImportSource =
  | { kind: 'wordpress'; open: () => Readable; close: () => Promise<void> }
  | {
      kind: 'ghost';
      json: unknown;
      /** The zip's content/images/… files by their path under /content/images/, when the upload was a zip. */
      images: ReadonlyMap<string, () => Promise<Readable>>;
      close: () => Promise<void>;
    };

/** Not an export this importer reads; `recognised` says what the bytes looked like. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
  // Plain fields, not parameter properties: the import's reading thread (plan-worker.ts) loads this file with node's type stripping.
  readonly code: 'not_an_export' | 'too_large' | 'unreadable_archive' | 'ghost_json_invalid';
  readonly recognised: string;
  constructor(code: ImportFileError['code'], recognised: string) {
    super(code);
    this.code = code;
    this.recognised = recognised;
  }
}

/** Counts bytes through; past `limit` the stream fails with ImportFileError('too_large'). */
export function sizeGuard(limit: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new ImportFileError('too_large', what));
      else callback(null, chunk);
    },
  });
}

async function head(path: string, bytes = 512): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What text starts with, past a byte-order mark and white space: '<' for XML, '{' for JSON. */
function textKind(start: Buffer): 'xml' | 'json' | null {
  const text = start
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<')) return 'xml';
  if (text.startsWith('{')) return 'json';
  return null;
}

async function readAll(stream: Readable, limit: number, what: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(sizeGuard(limit, what))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseGhost(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ImportFileError('ghost_json_invalid', 'json');
  }
}

async function gunzipHead(path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = createReadStream(path).pipe(createGunzip());
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= 512) break;
    }
  } catch {
    throw new ImportFileError('unreadable_archive', 'gzip');
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new ImportFileError('unreadable_archive', 'zip'));
      else resolve(zip);
    });
  });
}

function zipEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new ImportFileError('unreadable_archive', 'zip')));
    zip.readEntry();
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new ImportFileError('unreadable_archive', 'zip'));
      else resolve(stream);
    });
  });
}

/** Opens an uploaded file kept at `path`. Throws ImportFileError for anything else. */
export async function openImportFile(path: string): Promise<ImportSource> {
  const start = await head(path);
  const none = async () => undefined;

  if (start[0] === 0x1f && start[1] === 0x8b) {
    const kind = textKind(await gunzipHead(path));
    const inflate = () => createReadStream(path).pipe(createGunzip()).pipe(sizeGuard(MAX_INFLATED_BYTES, 'gzip'));
    if (kind === 'xml') return { kind: 'wordpress', open: inflate, close: none };
    if (kind === 'json')
      return { kind: 'ghost', json: parseGhost(await readAll(inflate(), MAX_GHOST_JSON_BYTES, 'gzip')), images: new Map(), close: none };
    throw new ImportFileError('not_an_export', 'gzip');
  }

  if (start[0] === 0x50 && start[1] === 0x4b && start[2] === 0x03 && start[3] === 0x04) {
    const zip = await openZip(path);
    const close = async () => zip.close();
    try {
      const files = (await zipEntries(zip)).filter((entry) => !entry.fileName.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(entry.fileName));
      const xml = files.filter((entry) => /\.xml$/i.test(entry.fileName));
      const json = files.filter((entry) => /\.json$/i.test(entry.fileName));
      if (xml.length === 1 && json.length === 0) {
        const entry = xml[0]!;
        // A fresh stream per pass: yauzl reads an entry again from the file each time.
        const chunks = async function* () {
          yield* await entryStream(zip, entry);
        };
        return { kind: 'wordpress', open: () => Readable.from(chunks()).pipe(sizeGuard(MAX_INFLATED_BYTES, 'zip')), close };
      }
      if (json.length === 1) {
        const images = new Map<string, () => Promise<Readable>>();
        for (const entry of files) {
          const at = entry.fileName.indexOf('content/images/');
          if (at >= 0) images.set(entry.fileName.slice(at + 'content/images/'.length), () => entryStream(zip, entry));
        }
        const text = await readAll(await entryStream(zip, json[0]!), MAX_GHOST_JSON_BYTES, 'zip');
        return { kind: 'ghost', json: parseGhost(text), images, close };
      }
      throw new ImportFileError('not_an_export', xml.length > 1 ? 'zip with several .xml files' : 'zip');
    } catch (error) {
      await close();
      throw error;
    }
  }

  const kind = textKind(start);
  if (kind === 'xml') return { kind: 'wordpress', open: () => createReadStream(path), close: none };
  if (kind === 'json')
    return {
      kind: 'ghost',
      json: parseGhost(await readAll(createReadStream(path), MAX_GHOST_JSON_BYTES, 'json')),
      images: new Map(),
      close: none,
    };
  throw new ImportFileError('not_an_export', 'unknown');
}
