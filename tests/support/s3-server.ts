/**
 * A real S3-protocol server (s3rver) on a loopback port, keeping its objects in a scratch
 * folder, with one bucket for media. It can be stopped and started again on the same port
 * with the same objects, to test an object store that goes away and comes back.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { scratchRoot } from './test-app.ts';

export const S3_TEST_BUCKET = 'media';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server() {
  const directory = await mkdtemp(path.join(await scratchRoot(), 's3rver-'));
  let server: S3rver | null = null;
  let port = 0;
  const requests: string[] = [];

  async function start() {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
    port = (await server.run()).port;
    server.httpServer?.prependListener('request', (request: IncomingMessage) => requests.push(`${request.method} ${request.url}`));
  }
  async function stop() {
    const running = server;
    server = null;
    if (!running) return;
    running.httpServer?.closeAllConnections();
    await running.close();
  }
  await start();

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    /** The settings that point the app at this server. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    } as Record<string, string>,
    client,
    /** Every request the server received, as `METHOD /path?query`. */
    requests,
    /** Every key in the bucket. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async sizeOf(key: string): Promise<number | null> {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }))).ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    /**
     * Multipart uploads s3rver holds parts of. s3rver does not implement AbortMultipartUpload
     * (it answers 405), so an aborted upload's parts stay here; tests check the abort request.
     */
    async pendingUploads(): Promise<string[]> {
      return readdir(path.join(directory, S3_TEST_BUCKET, '._S3rver_uploads')).catch(() => []);
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
