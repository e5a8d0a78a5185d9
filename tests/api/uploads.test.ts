/**
 * Uploads and the media library, run once per media driver: the local folder, and an
 * S3-compatible object store (a real s3rver started by the test).
 */
import type { AddressInfo } from 'node:net';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_RULES } from '../../functions/media/kinds.ts';
import { mediaDeletedAnswerSchema, mediaListAnswerSchema, mediaUploadAnswerSchema } from '../../src/lib/contracts/media.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

/** The first bytes of an MP4 file (an ftyp box), enough for the upload's content check. */
function mp4Head(): Buffer {
  const head = Buffer.alloc(64);
  head.writeUInt32BE(24, 0);
  head.write('ftypisom', 4);
  head.writeUInt32BE(0x200, 12);
  head.write('isomiso2avc1mp41', 16);
  return head;
}

describe.each(['local', 's3'] as const)('with the %s media storage', (driver) => {
  let ctx: TestContext;
  let s3: S3TestServer | undefined;
  let headers: Record<string, string>;
  let png: Buffer;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
    ctx = await createTestContext({ env: s3?.env ?? {} });
    headers = (await signIn(ctx)).headers;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e5b4f' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
  });

  const upload = (kind: string, body: Buffer | string, type = 'image/png', name = 'photo.png') =>
    ctx.app.request(`/api/admin/uploads/${kind}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': type, 'X-File-Name': encodeURIComponent(name) },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });

  /** Every media object kept in the store, as keys (`images/123.png`). */
  async function storedKeys(): Promise<string[]> {
    if (s3) return s3.keys();
    const root = path.join(ctx.dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true }).catch(() => []);
    const files = [];
    for (const entry of entries) {
      if (!entry.startsWith('.tmp') && (await stat(path.join(root, entry))).isFile()) files.push(entry.split(path.sep).join('/'));
    }
    return files.sort();
  }

  /** Half-written files in the local folder (the object store's driver writes none). */
  async function leftovers(): Promise<string[]> {
    return readdir(path.join(ctx.dataDir, 'uploads', '.tmp')).catch(() => []);
  }

  it('refuses an unknown kind, an empty body, and files whose bytes are not of the kind, leaving nothing behind', async () => {
    expect((await upload('documents', png)).status).toBe(400);
    expect((await upload('images', Buffer.alloc(0))).status).toBe(400);
    const html = await upload('images', '<!doctype html><script>alert(1)</script>', 'image/jpeg', 'innocent.jpg');
    expect(html.status).toBe(415);
    expect((await json(html)).error.code).toBe('unsupported_type');
    const svg = await upload('images', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'image/svg+xml', 'logo.svg');
    expect(svg.status).toBe(415);
    const audioAsImage = await upload('audio', png, 'audio/mpeg', 'song.mp3');
    expect(audioAsImage.status).toBe(415);
    expect((await json(audioAsImage)).error.message).toMatch(/not an audio file \(MP3 or WAV\).*image\/png/);
    expect(await leftovers()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    expect(await ctx.handle.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it(`refuses a file over the kind's limit (${KIND_RULES.products.maxBytes / 2 ** 20} MB for products) with 413, by streaming, leaving nothing`, async () => {
    const big = Buffer.concat([png, Buffer.alloc(KIND_RULES.products.maxBytes)]);
    const response = await upload('products', big);
    expect(response.status).toBe(413);
    expect((await json(response)).error.message).toMatch(/at most 5 MB/);
    expect(await leftovers()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    expect(await ctx.handle.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it('stores a real image under a timestamp name, records it, and serves it with its detected type', async () => {
    const response = await upload('images', png, 'application/octet-stream', 'Férias na praia.png');
    expect(response.status).toBe(201);
    // Read as the back office reads it (src/lib/contracts/media.ts).
    const { media } = mediaUploadAnswerSchema.parse(await json(response));
    expect(media).toMatchObject({ name: 'Férias na praia.png', file_type: 'images', mime_type: 'image/png', file_size: png.length });
    expect(media.publicUrl).toMatch(/^\/media\/images\/\d+\.png$/);
    expect(await storedKeys()).toEqual([media.file_path]);

    const served = await ctx.app.request(media.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const range = await ctx.app.request(media.publicUrl, { headers: { Range: 'bytes=0-7' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-7/${png.length}`);
    expect((await range.arrayBuffer()).byteLength).toBe(8);
    expect((await ctx.app.request(media.publicUrl, { headers: { Range: 'bytes=99999-' } })).status).toBe(416);
    const traversal = await ctx.app.request('/media/images/..%2F..%2Fserver.lock');
    expect(traversal.status).toBe(404);
    expect((await ctx.app.request('/media/images/nope.png')).status).toBe(404);
  });

  it('serves byte ranges (206, 416) and answers revalidations with 304', async () => {
    const { media } = await json(await upload('images', png));
    const url: string = media.publicUrl;

    const middle = await ctx.app.request(url, { headers: { Range: 'bytes=8-15' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-length')).toBe('8');
    expect(Buffer.from(await middle.arrayBuffer()).equals(png.subarray(8, 16))).toBe(true);
    const suffix = await ctx.app.request(url, { headers: { Range: 'bytes=-4' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${png.length - 4}-${png.length - 1}/${png.length}`);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(png.subarray(-4))).toBe(true);
    const open = await ctx.app.request(url, { headers: { Range: 'bytes=10-' } });
    expect(Buffer.from(await open.arrayBuffer()).equals(png.subarray(10))).toBe(true);
    const beyond = await ctx.app.request(url, { headers: { Range: `bytes=${png.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${png.length}`);

    const head = await ctx.app.request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
    const etag = head.headers.get('etag')!;
    const lastModified = head.headers.get('last-modified')!;
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await ctx.app.request(url, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await ctx.app.request(url, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    expect((await ctx.app.request(url, { headers: { 'If-None-Match': '"another-version"' } })).status).toBe(200);
    const staleRange = await ctx.app.request(url, { headers: { Range: 'bytes=0-7', 'If-Range': '"another-version"' } });
    expect(staleRange.status).toBe(200);
    expect((await staleRange.arrayBuffer()).byteLength).toBe(png.length);
  });

  it('never overwrites: uploads in the same millisecond get distinct names', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => upload('images', png)));
    const urls = await Promise.all(results.map(async (r) => (await json(r)).media.publicUrl));
    expect(new Set(urls).size).toBe(5);
  });

  it('lists the library with search, warns before deleting a file in use, and deletes it with its stored object', async () => {
    const library = mediaListAnswerSchema.parse(await json(await ctx.app.request('/api/admin/media?search=f%C3%A9rias', { headers })));
    expect(library.media).toHaveLength(1);
    const file = library.media[0]!;
    await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        titulo: 'Beach',
        categoria: 'saude',
        meta_descricao: 'd',
        conteudo_html: '<p>x</p>',
        imagem_destaque_url: file.publicUrl,
      }),
    });
    const usage = await json(await ctx.app.request(`/api/admin/media/${file.id}/usage`, { headers }));
    expect(usage.usage.articles.map((a: { titulo: string }) => a.titulo)).toEqual(['Beach']);

    const refused = await ctx.app.request(`/api/admin/media/${file.id}`, { method: 'DELETE', headers });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toContain('Beach');
    expect(await storedKeys()).toContain(file.file_path);
    const deleted = await ctx.app.request(`/api/admin/media/${file.id}?force=true`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    expect(mediaDeletedAnswerSchema.parse(await json(deleted))).toEqual({ deleted: file.id });
    expect(await storedKeys()).not.toContain(file.file_path);
    expect((await ctx.app.request(file.publicUrl)).status).toBe(404);
  });

  describe('an upload the client abandons', () => {
    /** Sends the first `sentBytes` of a larger video, waits (300 ms, or until `ready`), then drops the connection. */
    async function abandon(sentBytes: number, ready?: () => boolean) {
      const { serve } = await import('@hono/node-server');
      const http = await import('node:http');
      const server = serve({ fetch: ctx.app.fetch, hostname: '127.0.0.1', port: 0 });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const before = ctx.logger.entries.length;
      try {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/admin/uploads/videos',
          headers: {
            ...headers,
            Origin: `http://127.0.0.1:${port}`,
            'Content-Type': 'video/mp4',
            'Content-Length': String(sentBytes + 5 * 1024 * 1024),
          },
        });
        request.on('error', () => {
          // The connection is torn down on purpose.
        });
        request.write(Buffer.concat([mp4Head(), Buffer.alloc(sentBytes - 64)]));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const readyBy = Date.now() + 5000;
        while (ready && !ready() && Date.now() < readyBy) await new Promise((resolve) => setTimeout(resolve, 20));
        request.destroy();

        const deadline = Date.now() + 5000;
        const logged = () =>
          ctx.logger.entries.slice(before).find((entry) => entry.msg === 'request' && entry.path === '/api/admin/uploads/videos');
        while (!logged() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(logged()?.status).toBe(499);
        expect(ctx.logger.entries.filter((entry) => entry.level === 'error' || entry.level === 'warn')).toEqual([]);
        expect(ctx.logger.entries.slice(before).find((entry) => entry.msg === 'upload aborted by the client')).toMatchObject({
          level: 'info',
        });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }

    it('is logged as a client abort (4xx), not as an unhandled error, and leaves nothing behind', async () => {
      const keys = await storedKeys();
      await abandon(256 * 1024);
      expect(await leftovers()).toEqual([]);
      expect(await storedKeys()).toEqual(keys);
    });

    it('leaves nothing behind even when parts of it were already written (a multipart upload, aborted in the bucket)', async () => {
      const keys = await storedKeys();
      const requestsBefore = s3?.requests.length ?? 0;
      const sent = () => s3?.requests.slice(requestsBefore) ?? [];
      const partWritten = () => sent().some((line) => /^PUT \/media\/videos\/\d+\.mp4\?.*partNumber=1/.test(line));
      await abandon(10 * 1024 * 1024, s3 ? partWritten : undefined);
      expect(await leftovers()).toEqual([]);
      expect(await storedKeys()).toEqual(keys);
      if (s3) {
        expect(partWritten(), sent().join('\n')).toBe(true);
        const deadline = Date.now() + 3000;
        const aborted = () => s3!.requests.slice(requestsBefore).find((line) => /^DELETE \/media\/videos\/\d+\.mp4\?uploadId=/.test(line));
        while (!aborted() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(aborted(), s3.requests.slice(requestsBefore).join('\n')).toBeDefined();
      }
    });
  });
});
