/**
 * Answers a request with a file of the live build: validators (ETag, 304), the cache policy
 * of its kind, and br/gzip compression for text, kept in a small memory cache so that each
 * file is compressed once per build.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { isCompressible, type SiteFile } from './site-files.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_ASSET = 'public, max-age=3600';

const MIN_COMPRESS = 1024;
const MAX_COMPRESS = 8 * 1024 * 1024;

class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  async get(file: SiteFile, encoding: Encoding): Promise<Buffer> {
    const key = `${file.absPath}|${file.mtimeMs}|${encoding}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const raw = await readFile(file.absPath);
    const compressed =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzip(raw, { level: 6 });
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldKey, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= value.length;
    }
    return compressed;
  }
}

const compressedCache = new CompressedCache(64 * 1024 * 1024);

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
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

export async function sendFile(c: Context, file: SiteFile, status: 200 | 404 | 503 = 200): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControlFor(file, status),
  };
  if (status === 200) {
    headers.ETag = file.etag;
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')) {
      return c.body(null, 304, headers);
    }
  }
  const compressible = isCompressible(file.contentType);
  if (compressible) headers.Vary = 'Accept-Encoding';
  const encoding =
    compressible && file.size >= MIN_COMPRESS && file.size <= MAX_COMPRESS ? preferredEncoding(c.req.header('accept-encoding')) : null;
  if (encoding) {
    const body = await compressedCache.get(file, encoding);
    headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    return c.body(new Uint8Array(body), status, headers);
  }
  headers['Accept-Ranges'] = 'bytes';
  // Byte ranges (audio and video seeking) for files sent as they are.
  const range = status === 200 ? parseRange(c.req.header('range'), file.size) : null;
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
  const [start, end] = range ?? [0, file.size - 1];
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
  headers['Content-Length'] = String(end - start + 1);
  const answer = range ? 206 : status;
  if (c.req.method === 'HEAD' || file.size === 0) return c.body(null, answer, headers);
  const stream = Readable.toWeb(createReadStream(file.absPath, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, answer, headers);
}
