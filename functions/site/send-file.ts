/**
 * Answers a request with a file of the live build: validators (ETag, 304), the cache policy
 * of its kind, byte ranges, and for text the brotli or gzip copy written beside the file when it
 * was built (precompress.ts), sent as it is: nothing is compressed per request. Each encoding
 * has its own ETag (a different representation), `Vary: Accept-Encoding` says the answer depends
 * on it, and ranges apply to the bytes sent. Small files are kept in memory after their first
 * read (build files never change under their name); large ones are streamed from disk.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { EncodedCopy, Encoding } from './precompress.ts';
import { isCompressible, type SiteFile } from './site-files.ts';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_ASSET = 'public, max-age=3600';

/** Files up to this size are kept in memory once read; larger ones are streamed. */
const MEMORY_MAX_FILE = 256 * 1024;

/** The bytes of small build files, least recently used first out past `maxBytes`. */
class SmallFiles {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(absPath: string, size: number): Promise<Buffer> {
    const hit = this.entries.get(absPath);
    if (hit) {
      this.entries.delete(absPath);
      this.entries.set(absPath, hit);
      return hit;
    }
    const read = readFile(absPath);
    this.entries.set(absPath, read);
    this.sizes.set(absPath, size);
    this.bytes += size;
    read.catch(() => this.drop(absPath));
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(key);
    }
    return read;
  }

  private drop(key: string): void {
    if (!this.entries.delete(key)) return;
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}

const smallFiles = new SmallFiles(64 * 1024 * 1024);

/** The encoding to send: brotli, else gzip, among those the client accepts and the file has a copy in. */
export function preferredEncoding(acceptEncoding: string | undefined, available?: Partial<Record<Encoding, unknown>>): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const has = (encoding: Encoding) => !available || available[encoding] !== undefined;
  if ((accepted.get('br') ?? 0) > 0 && has('br')) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0 && has('gzip')) return 'gzip';
  return null;
}

function cacheControlFor(file: SiteFile, status: number): string {
  if (status !== 200) return CACHE_REVALIDATE;
  if (file.immutable) return CACHE_IMMUTABLE;
  if (
    file.contentType.startsWith('text/html') ||
    file.contentType.startsWith('application/xml') ||
    file.contentType.startsWith('text/plain')
  ) {
    return CACHE_REVALIDATE;
  }
  return CACHE_ASSET;
}

/** One "bytes=a-b", "bytes=a-" or "bytes=-n" range; null when absent or not understood. */
export function parseRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (match[1]) {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  } else {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  }
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

/** The ETag of a representation: the file's own, or the same with the encoding named inside the quotes. */
function etagFor(file: SiteFile, encoding: Encoding | null): string {
  if (!encoding) return file.etag;
  const suffix = encoding === 'br' ? '-br' : '-gz';
  return file.etag.endsWith('"') ? `${file.etag.slice(0, -1)}${suffix}"` : `${file.etag}${suffix}`;
}

export async function sendFile(c: Context, file: SiteFile, status: 200 | 404 | 503 = 200): Promise<Response> {
  const compressible = isCompressible(file.contentType);
  const wanted = compressible ? preferredEncoding(c.req.header('accept-encoding'), file.encoded) : null;
  const copy: EncodedCopy | null = wanted ? file.encoded[wanted]! : null;
  const encoding = copy ? wanted : null;
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControlFor(file, status),
  };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  if (status === 200) {
    const etag = etagFor(file, encoding);
    headers.ETag = etag;
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      return c.body(null, 304, headers);
    }
  }
  const absPath = copy?.absPath ?? file.absPath;
  const size = copy?.size ?? file.size;
  headers['Accept-Ranges'] = 'bytes';
  const range = status === 200 ? parseRange(c.req.header('range'), size) : null;
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
  const [start, end] = range ?? [0, size - 1];
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  headers['Content-Length'] = String(end - start + 1);
  const answer = range ? 206 : status;
  if (c.req.method === 'HEAD' || size === 0) return c.body(null, answer, headers);
  if (size <= MEMORY_MAX_FILE) {
    const bytes = await smallFiles.get(absPath, size);
    return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset + start, end - start + 1), answer, headers);
  }
  const stream = Readable.toWeb(createReadStream(absPath, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, answer, headers);
}
