/**
 * Answers a request with a file of the live build: validators (ETag, 304), the cache policy
 * of its kind, byte ranges, and for text the brotli or gzip copy written beside the file when it
 * was built (precompress.ts), sent as it is: nothing is compressed per request. Each encoding
 * has its own ETag (a different representation), `Vary: Accept-Encoding` says the answer depends
 * on it, and ranges apply to the bytes sent. Small files are kept in memory after their first
 * read (build files never change under their name); large ones are streamed from disk.
 *
 * What to answer (`answerFile`) is kept apart from how it is sent, so that the site's routes
 * (Hono, `sendFile`) and the static fast path in front of them (static-fast-path.ts) answer alike;
 * each representation's headers are built once and reused (docs/decisions/085).
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
  private readonly ready = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  /** The bytes when already read, without waiting: what the fast path sends at once. */
  peek(absPath: string): Buffer | undefined {
    return this.ready.get(absPath);
  }

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
    read.then(
      (bytes) => {
        if (this.entries.get(absPath) === read) this.ready.set(absPath, bytes);
      },
      () => this.drop(absPath),
    );
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
    this.ready.delete(key);
  }
}

export const smallFiles = new SmallFiles(64 * 1024 * 1024);

/** Which of brotli and gzip an Accept-Encoding value allows (q above 0). */
function acceptedEncodings(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return { br: (accepted.get('br') ?? 0) > 0, gzip: (accepted.get('gzip') ?? 0) > 0 };
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, each on every request: they are
 * parsed once (the parse showed in the profile of the static bench). Bounded: emptied when full.
 */
const parsedAcceptEncoding = new Map<string, { br: boolean; gzip: boolean }>();
const PARSED_MAX = 256;

/** The encoding to send: brotli, else gzip, among those the client accepts and the file has a copy in. */
export function preferredEncoding(acceptEncoding: string | undefined, available?: Partial<Record<Encoding, unknown>>): Encoding | null {
  if (!acceptEncoding) return null;
  let accepted = parsedAcceptEncoding.get(acceptEncoding);
  if (!accepted) {
    if (parsedAcceptEncoding.size >= PARSED_MAX) parsedAcceptEncoding.clear();
    accepted = acceptedEncodings(acceptEncoding);
    parsedAcceptEncoding.set(acceptEncoding, accepted);
  }
  // No closure here: this runs on every request, and tsx wraps each closure made in a call.
  if (accepted.br && (!available || available.br !== undefined)) return 'br';
  if (accepted.gzip && (!available || available.gzip !== undefined)) return 'gzip';
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

/** One representation of a file (its bytes in one encoding, answered with one status), built once. */
interface Representation {
  absPath: string;
  size: number;
  etag: string | null;
  /** Every header but the length and range ones. */
  base: Readonly<Record<string, string>>;
  /** The headers of the whole file: `base` with Content-Length. */
  whole: Readonly<Record<string, string>>;
}

/** Per file (dropped with it when a build is swapped out), by status and encoding (slotOf). */
const representations = new WeakMap<SiteFile, Array<Representation | undefined>>();

function slotOf(status: number, encoding: Encoding | null): number {
  return (status === 200 ? 0 : status === 404 ? 3 : 6) + (encoding === 'br' ? 1 : encoding === 'gzip' ? 2 : 0);
}

function representation(file: SiteFile, status: number, encoding: Encoding | null, compressible: boolean): Representation {
  let slots = representations.get(file);
  if (!slots) representations.set(file, (slots = []));
  const slot = slotOf(status, encoding);
  const known = slots[slot];
  if (known) return known;
  const copy: EncodedCopy | null = encoding ? file.encoded[encoding]! : null;
  const base: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControlFor(file, status),
  };
  if (compressible) base.Vary = 'Accept-Encoding';
  if (encoding) base['Content-Encoding'] = encoding;
  const etag = status === 200 ? etagFor(file, encoding) : null;
  if (etag) base.ETag = etag;
  base['Accept-Ranges'] = 'bytes';
  const size = copy?.size ?? file.size;
  const made: Representation = {
    absPath: copy?.absPath ?? file.absPath,
    size,
    etag,
    base: Object.freeze(base),
    whole: Object.freeze({ ...base, 'Content-Length': String(size) }),
  };
  slots[slot] = made;
  return made;
}

/** What a request for a file asks: its method and the headers that change the answer. */
export interface FileRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  range: string | undefined;
}

/** What to answer: a status, headers (shared: never change them), and which bytes of which file, if any. */
export interface FileAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** Null for an answer without a body (HEAD, 304, 416, an empty file). */
  body: { absPath: string; size: number; start: number; end: number } | null;
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  for (const tag of ifNoneMatch.split(',')) {
    const trimmed = tag.trim();
    if (trimmed === etag || trimmed === '*') return true;
  }
  return false;
}

export function answerFile(file: SiteFile, request: FileRequest, status: 200 | 404 | 503 = 200): FileAnswer {
  const compressible = isCompressible(file.contentType);
  const encoding = compressible ? preferredEncoding(request.acceptEncoding, file.encoded) : null;
  const sent = representation(file, status, encoding, compressible);
  if (sent.etag && request.ifNoneMatch && matchesEtag(request.ifNoneMatch, sent.etag)) {
    const { 'Accept-Ranges': _ranges, ...headers } = sent.base;
    return { status: 304, headers, body: null };
  }
  const { size } = sent;
  const range = status === 200 && request.range ? parseRange(request.range, size) : null;
  if (range === 'unsatisfiable') return { status: 416, headers: { ...sent.base, 'Content-Range': `bytes */${size}` }, body: null };
  const bodyless = request.method === 'HEAD' || size === 0;
  if (!range) return { status, headers: sent.whole, body: bodyless ? null : { absPath: sent.absPath, size, start: 0, end: size - 1 } };
  const [start, end] = range;
  return {
    status: 206,
    headers: { ...sent.base, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) },
    body: bodyless ? null : { absPath: sent.absPath, size, start, end },
  };
}

/** Whether a file's bytes are kept in memory once read (else streamed from disk). */
export function fitsInMemory(size: number): boolean {
  return size <= MEMORY_MAX_FILE;
}

export async function sendFile(c: Context, file: SiteFile, status: 200 | 404 | 503 = 200): Promise<Response> {
  const answer = answerFile(
    file,
    {
      method: c.req.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      range: c.req.header('range'),
    },
    status,
  );
  const headers = answer.headers as Record<string, string>;
  const code = answer.status as 200;
  const { body } = answer;
  if (!body) return c.body(null, code, headers);
  const length = body.end - body.start + 1;
  if (fitsInMemory(body.size)) {
    const bytes = await smallFiles.get(body.absPath, body.size);
    return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset + body.start, length), code, headers);
  }
  const stream = Readable.toWeb(createReadStream(body.absPath, { start: body.start, end: body.end })) as ReadableStream<Uint8Array>;
  return c.body(stream, code, headers);
}
