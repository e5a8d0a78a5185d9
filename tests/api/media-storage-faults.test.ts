/**
 * The object store going away: a clear 503 (never a 500, never a hang) while it is down or
 * silent, nothing changed by the refused requests, and recovery without a restart. And media
 * served from a CDN address when S3_PUBLIC_BASE_URL is set.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a34a28' } })
    .png()
    .toBuffer();
});

function uploader(ctx: TestContext, headers: Record<string, string>) {
  return (locale = 'en') =>
    ctx.app.request('/api/admin/uploads/images', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/png', 'Accept-Language': locale, 'X-File-Name': 'photo.png' },
      body: new Uint8Array(png),
    });
}

describe('an object store that stops answering', () => {
  let s3: S3TestServer;
  let ctx: TestContext;
  let upload: ReturnType<typeof uploader>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestContext({ env: { ...s3.env, S3_TIMEOUT_MS: '1000' } });
    headers = (await signIn(ctx)).headers;
    upload = uploader(ctx, headers);
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  it('answers 503 with a message in the visitor’s language while it is down, changes nothing, and recovers without a restart', async () => {
    const kept = (await json(await upload())).media;
    await s3.stop();

    const refused = await upload('pt-BR');
    expect(refused.status).toBe(503);
    expect((await json(refused)).error).toEqual({
      code: 'storage_unavailable',
      message: 'O armazenamento de mídia não está respondendo agora. Tente novamente em instantes.',
    });
    const unserved = await ctx.app.request(kept.publicUrl);
    expect(unserved.status).toBe(503);
    expect((await json(unserved)).error.code).toBe('storage_unavailable');
    const undeleted = await ctx.app.request(`/api/admin/media/${kept.id}`, { method: 'DELETE', headers });
    expect(undeleted.status).toBe(503);
    expect((await ctx.handle.db.selectFrom('media').select('id').execute()).map((row) => row.id)).toEqual([kept.id]);
    expect(ctx.logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(ctx.logger.entries.filter((entry) => entry.msg === 'object storage did not answer').length).toBeGreaterThanOrEqual(3);

    await s3.start();
    const served = await ctx.app.request(kept.publicUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await upload();
    expect(again.status).toBe(201);
    const deleted = await ctx.app.request(`/api/admin/media/${kept.id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).toEqual([(await json(again)).media.file_path]);
  });
});

describe('an object store that accepts connections and never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let ctx: TestContext;
  let upload: ReturnType<typeof uploader>;

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    ctx = await createTestContext({
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_TIMEOUT_MS: '500',
      },
    });
    upload = uploader(ctx, (await signIn(ctx)).headers);
  });
  afterAll(async () => {
    await ctx.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after its timeout with a 503, for uploads and for reads', async () => {
    let started = performance.now();
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5000);
    started = performance.now();
    const unserved = await ctx.app.request('/media/images/1732400000000.png');
    expect(unserved.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(sockets.size).toBeGreaterThan(0);
  });
});

describe('media behind a CDN (S3_PUBLIC_BASE_URL)', () => {
  let s3: S3TestServer;
  let ctx: TestContext;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestContext({ env: { ...s3.env, S3_PUBLIC_BASE_URL: 'https://cdn.example.com/site-media/' } });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  it('keeps the stable /media address in the library and redirects it to the CDN', async () => {
    const { media } = await json(await uploader(ctx, (await signIn(ctx)).headers)());
    expect(media.publicUrl).toMatch(/^\/media\/images\/\d+\.png$/);
    expect(await s3.keys()).toEqual([media.file_path]);
    const served = await ctx.app.request(media.publicUrl);
    expect(served.status).toBe(302);
    expect(served.headers.get('location')).toBe(`https://cdn.example.com/site-media/${media.file_path}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await ctx.app.request('/media/images/..%2Fsecret.png')).status).toBe(404);
  });
});
