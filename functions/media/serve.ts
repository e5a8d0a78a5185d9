/**
 * GET /media/:kind/:file: uploaded files, with the type detected when they were stored,
 * nosniff (set for every response), an hour of caching, and byte ranges for audio and video.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/http.ts';
import { parseRange } from '../site/send-file.ts';
import { isUploadKind, SERVED_TYPES } from './kinds.ts';

const FILE_NAME = /^\d+(-\d+)?\.[a-z0-9]+$/;

export function mediaServeRoutes({ uploadsDir }: { uploadsDir: string }) {
  return new Hono<AppEnv>().get('/:kind/:file', async (c) => {
    const { kind, file } = c.req.param();
    const type = SERVED_TYPES[path.extname(file).slice(1)];
    if (!isUploadKind(kind) || !FILE_NAME.test(file) || !type) return c.notFound();
    const fullPath = path.join(uploadsDir, kind, file);
    let size: number;
    let mtime: Date;
    try {
      const info = await stat(fullPath);
      if (!info.isFile()) return c.notFound();
      size = info.size;
      mtime = info.mtime;
    } catch {
      return c.notFound();
    }
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=3600',
      'Accept-Ranges': 'bytes',
      'Last-Modified': mtime.toUTCString(),
      'Content-Disposition': 'inline',
    };
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    const [start, end] = range ?? [0, size - 1];
    const status = range ? 206 : 200;
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    headers['Content-Length'] = String(end - start + 1);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    const stream = Readable.toWeb(createReadStream(fullPath, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  });
}
