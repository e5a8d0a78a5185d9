/**
 * The MediaStorage contract, held by both drivers: the local folder and the object store
 * (a real s3rver). Whatever writes media (uploads, derived files) relies on these answers.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { createMediaStorage } from '../../functions/media/create-media-storage.ts';
import { KeyTakenError, type MediaStorage } from '../../functions/media/media-storage.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { scratchRoot } from '../support/test-app.ts';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

describe.each(['local', 's3'] as const)('the %s driver', (driver) => {
  let s3: S3TestServer | undefined;
  let dataDir: string;
  let storage: MediaStorage;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(await scratchRoot(), 'media-driver-'));
    storage = createMediaStorage(parseEnv({ DATA_DIR: dataDir, ...s3?.env }), createMemoryLogger());
    await storage.check();
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes bytes and streams, and reads them back whole or by range', async () => {
    await storage.put('images/1.png', Buffer.from('0123456789'), { contentType: 'image/png' });
    await storage.put('images/variants/1-640.webp', Readable.from([Buffer.from('abc'), Buffer.from('def')]), { contentType: 'image/webp' });
    expect(await text(await storage.read('images/1.png'))).toBe('0123456789');
    expect(await text(await storage.read('images/1.png', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await storage.read('images/variants/1-640.webp'))).toBe('abcdef');
    const stat = await storage.stat('images/1.png');
    expect(stat).toMatchObject({ size: 10 });
    expect(stat!.etag).toMatch(/^".+"$/);
    expect(stat!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('replaces an object unless the write is exclusive, and refuses an exclusive one before reading its body', async () => {
    await storage.put('images/2.png', Buffer.from('first'), { contentType: 'image/png' });
    await storage.put('images/2.png', Buffer.from('second'), { contentType: 'image/png' });
    expect(await text(await storage.read('images/2.png'))).toBe('second');
    let read = false;
    const body = Readable.from(
      (async function* () {
        read = true;
        yield Buffer.from('third');
      })(),
    );
    const refused = await storage.put('images/2.png', body, { contentType: 'image/png', exclusive: true }).catch((error) => error);
    expect(refused).toBeInstanceOf(KeyTakenError);
    expect(refused).toMatchObject({ key: 'images/2.png', bodyRead: false });
    expect(read).toBe(false);
    expect(await text(await storage.read('images/2.png'))).toBe('second');
  });

  it('leaves nothing when the body fails mid-write', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('the visitor went away');
      })(),
    );
    await expect(storage.put('videos/3.mp4', failing, { contentType: 'video/mp4', exclusive: true })).rejects.toThrow(
      'the visitor went away',
    );
    expect(await storage.stat('videos/3.mp4')).toBeNull();
    expect(await readdir(path.join(dataDir, 'uploads', '.tmp')).catch(() => [])).toEqual([]);
  });

  it('answers null for a missing object, deletes, and deletes a missing one without complaint', async () => {
    expect(await storage.stat('images/404.png')).toBeNull();
    await expect(storage.read('images/404.png')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await storage.delete('images/1.png');
    expect(await storage.stat('images/1.png')).toBeNull();
    await storage.delete('images/1.png');
  });

  it('lists every object by key and size, in key order, without temporary files', async () => {
    await storage.put('videos/9.mp4', Buffer.from('a video'), { contentType: 'video/mp4' });
    const listed: Array<{ key: string; size: number }> = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((object) => object.key)).toEqual([...listed.map((object) => object.key)].sort());
    expect(listed).toContainEqual({ key: 'videos/9.mp4', size: 7 });
    expect(listed).toContainEqual({ key: 'images/variants/1-640.webp', size: 6 });
    expect(listed.some((object) => object.key.includes('.tmp'))).toBe(false);
  });

  it('refuses keys that are not safe relative paths', async () => {
    await expect(storage.put('../outside.png', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(/not a media key/);
    await expect(storage.stat('images/../../server.lock')).rejects.toThrow(/not a media key/);
  });
});
