import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_RULES } from '../../functions/media/kinds.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await signIn(ctx)).headers;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e5b4f' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const upload = (kind: string, body: Buffer | string, type = 'image/png', name = 'photo.png') =>
  ctx.app.request(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': type, 'X-File-Name': encodeURIComponent(name) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

async function leftovers(): Promise<string[]> {
  const dir = path.join(ctx.dataDir, 'uploads', '.tmp');
  return readdir(dir).catch(() => []);
}

describe('uploads', () => {
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
    expect(await ctx.handle.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it(`refuses a file over the kind's limit (${KIND_RULES.products.maxBytes / 2 ** 20} MB for products) with 413, by streaming, leaving nothing`, async () => {
    const big = Buffer.concat([png, Buffer.alloc(KIND_RULES.products.maxBytes)]);
    const response = await upload('products', big);
    expect(response.status).toBe(413);
    expect((await json(response)).error.message).toMatch(/at most 5 MB/);
    expect(await leftovers()).toEqual([]);
    expect(await ctx.handle.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it('stores a real image under a timestamp name, records it, and serves it with its detected type', async () => {
    const response = await upload('images', png, 'application/octet-stream', 'Férias na praia.png');
    expect(response.status).toBe(201);
    const { media } = await json(response);
    expect(media).toMatchObject({ name: 'Férias na praia.png', file_type: 'images', mime_type: 'image/png', file_size: png.length });
    expect(media.publicUrl).toMatch(/^\/media\/images\/\d+\.png$/);

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

  it('never overwrites: uploads in the same millisecond get distinct names', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => upload('images', png)));
    const urls = await Promise.all(results.map(async (r) => (await json(r)).media.publicUrl));
    expect(new Set(urls).size).toBe(5);
  });

  it('lists the library with search, warns before deleting a file in use, and deletes it', async () => {
    const library = await json(await ctx.app.request('/api/admin/media?search=f%C3%A9rias', { headers }));
    expect(library.media).toHaveLength(1);
    const file = library.media[0];
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
    const deleted = await ctx.app.request(`/api/admin/media/${file.id}?force=true`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    expect((await ctx.app.request(file.publicUrl)).status).toBe(404);
  });
});

describe('an upload the client abandons', () => {
  it('is logged as a client abort (4xx), not as an unhandled error, and leaves nothing behind', async () => {
    const { serve } = await import('@hono/node-server');
    const http = await import('node:http');
    const server = serve({ fetch: ctx.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/uploads/videos',
        headers: { ...headers, Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'video/mp4', 'Content-Length': String(5 * 1024 * 1024) },
      });
      request.on('error', () => {
        // The connection is torn down on purpose.
      });
      request.write(Buffer.alloc(256 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 200));
      request.destroy();

      const deadline = Date.now() + 5000;
      const logged = () => ctx.logger.entries.find((entry) => entry.msg === 'request' && entry.path === '/api/admin/uploads/videos');
      while (!logged() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged()?.status).toBe(499);
      expect(ctx.logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
      expect(ctx.logger.entries.find((entry) => entry.msg === 'upload aborted by the client')).toMatchObject({ level: 'info' });
      expect(await leftovers()).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
