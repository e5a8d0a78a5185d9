/**
 * GET /media/:kind/:file: uploaded files from the media storage, with the type detected when
 * they were stored, nosniff (set for every response), an hour of caching with validators
 * (ETag, Last-Modified, 304) and byte ranges (206, 416) for audio and video. With a public
 * base URL (S3_PUBLIC_BASE_URL, a CDN) it redirects there instead (docs/decisions/029).
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/http.ts';
import { parseRange } from '../site/send-file.ts';
import { isUploadKind, SERVED_TYPES } from './kinds.ts';
import type { MediaStorage, StoredObject } from './media-storage.ts';

const FILE_NAME = /^\d+(-\d+)?\.[a-z0-9]+$/;
const CACHE = 'public, max-age=3600';

/** True when the browser's copy (If-None-Match, else If-Modified-Since) is still the stored one. */
function notModified(c: Context, object: StoredObject): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => [object.etag, `W/${object.etag}`, '*'].includes(tag.trim()));
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(object.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** A Range applies unless If-Range names another version of the file. */
function rangeApplies(c: Context, object: StoredObject): boolean {
  const ifRange = c.req.header('if-range');
  return !ifRange || ifRange === object.etag || ifRange === object.lastModified.toUTCString();
}

export function mediaServeRoutes({ storage }: { storage: MediaStorage }) {
  return new Hono<AppEnv>().get('/:kind/:file', async (c) => {
    const { kind, file } = c.req.param();
    const type = SERVED_TYPES[path.extname(file).slice(1)];
    if (!isUploadKind(kind) || !FILE_NAME.test(file) || !type) return c.notFound();
    const key = `${kind}/${file}`;
    const direct = storage.directUrl(key);
    if (direct) {
      c.header('Cache-Control', CACHE);
      return c.redirect(direct, 302);
    }

    const object = await storage.stat(key);
    if (!object) return c.notFound();
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': CACHE,
      'Accept-Ranges': 'bytes',
      ETag: object.etag,
      'Last-Modified': object.lastModified.toUTCString(),
      'Content-Disposition': 'inline',
    };
    if (notModified(c, object)) return c.body(null, 304, headers);
    const { size } = object;
    const range = rangeApplies(c, object) ? parseRange(c.req.header('range'), size) : null;
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    const [start, end] = range ?? [0, size - 1];
    const status = range ? 206 : 200;
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    headers['Content-Length'] = String(Math.max(0, end - start + 1));
    if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);
    const stream = await storage.read(key, { start, end });
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, status, headers);
  });
}
