/**
 * `npm run media:copy-to-s3` as a person runs it (its script in a child process) against a
 * real S3-protocol server: copies what is missing, skips what is there with the same size,
 * replaces what differs, ignores stray files, and says so in counts; idempotent.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_BUCKET, startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { scratchRoot } from '../support/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

async function copyCommand(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/media-copy-to-s3.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let s3: S3TestServer;
let dataDir: string;
const files: Record<string, Buffer> = {
  'images/1732400000000.png': Buffer.from('png bytes of the first image'),
  'images/1732400000001-1.webp': Buffer.alloc(300 * 1024, 7),
  'audio/1732400000002.mp3': Buffer.from('mp3 bytes'),
  'videos/1732400000003.mp4': Buffer.alloc(9 * 1024 * 1024, 3),
};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(await scratchRoot(), 'media-copy-'));
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', key), bytes);
  }
  await mkdir(path.join(dataDir, 'uploads', '.tmp'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', '.tmp', 'half-written'), 'x');
  await writeFile(path.join(dataDir, 'uploads', 'images', 'notes about photos.txt'), 'not media');
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function objectBytes(key: string): Promise<{ bytes: Buffer; type?: string }> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType };
}

describe('media:copy-to-s3', () => {
  it('refuses to start without the object store settings, saying what to set', async () => {
    const result = await copyCommand({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(await s3.keys()).toEqual([]);
  });

  it('copies what is missing, skips what is there with the same size, replaces what differs, and reports counts', async () => {
    const sameSize = 'audio/1732400000002.mp3';
    const otherSize = 'images/1732400000000.png';
    await s3.client.send(new PutObjectCommand({ Bucket: S3_TEST_BUCKET, Key: sameSize, Body: files[sameSize] }));
    await s3.client.send(new PutObjectCommand({ Bucket: S3_TEST_BUCKET, Key: otherSize, Body: 'an older, shorter file' }));

    const first = await copyCommand({ ...s3.env, DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('ignored (not a media file name): images/notes about photos.txt');
    expect(first.stdout).toMatch(/Copied 2, replaced 1 \(another size in the bucket\), skipped 1 \(already there\), ignored 1, failed 0;/);
    expect(await s3.keys()).toEqual(Object.keys(files).sort());
    for (const [key, bytes] of Object.entries(files)) expect((await objectBytes(key)).bytes.equals(bytes), key).toBe(true);
    expect((await objectBytes('images/1732400000001-1.webp')).type).toBe('image/webp');

    const again = await copyCommand({ ...s3.env, DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /Copied 0, replaced 0 \(another size in the bucket\), skipped 4 \(already there\), ignored 1, failed 0; 0\.0 MB sent/,
    );
  });

  it('stops with exit code 1 and a clear message when the store does not answer', async () => {
    await s3.stop();
    try {
      const result = await copyCommand({ ...s3.env, DATA_DIR: dataDir, S3_TIMEOUT_MS: '1000' });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/failed: \S+: The media storage does not answer right now/);
      expect(result.stderr).toContain('The object store stopped answering, so the copy stopped. Run the command again once it answers.');
      expect(result.stdout).toMatch(/failed [1-4];/);
    } finally {
      await s3.start();
    }
  });
});
