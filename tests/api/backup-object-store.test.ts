/**
 * Backups with the media in an object store (s3rver, a real S3-protocol server): the media
 * are listed and read through the storage interface into the archive, and restored into
 * another store object by object, byte-identical; a store that already holds media is a target
 * that is not empty.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { type BackupError } from '../../functions/backups/format.ts';
import { restoreBackup } from '../../functions/backups/restore-backup.ts';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { S3MediaStorage } from '../../functions/media/s3-media-storage.ts';
import { fillSite, mediaHashes, openRestored, type SiteFacts } from '../support/backup-site.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

let sourceStore: S3TestServer;
let targetStore: S3TestServer;
let source: TestContext;
let facts: SiteFacts;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-s3-'));
  [sourceStore, targetStore] = await Promise.all([startS3Server(), startS3Server()]);
  source = await createTestContext({ seed: true, env: { ...sourceStore.env, AUTH_SIGN_IN_LIMIT: '1000' } });
  facts = await fillSite(source);
}, 180_000);
afterAll(async () => {
  await source?.close();
  await Promise.all([sourceStore?.close(), targetStore?.close()]);
  await rm(scratch, { recursive: true, force: true });
});

const storeOf = (server: S3TestServer) =>
  new S3MediaStorage(parseEnv({ NODE_ENV: 'test', ...server.env }).objectStorage!, createMemoryLogger());

describe('media in an object store', () => {
  it('are backed up from the bucket and restored into another, byte-identical, and a bucket with media is not an empty target', async () => {
    const file = path.join(scratch, 'site.tar.gz');
    const { manifest } = await createBackup({ db: source.handle.db, engine: source.handle.kind, media: source.deps.media, out: file });
    expect(manifest.media.driver).toBe('s3');
    expect(manifest.files.filter((f) => f.path.startsWith('media/')).map((f) => f.path.slice(6))).toEqual(await sourceStore.keys());

    const dataDir = await mkdtemp(path.join(scratch, 'target-'));
    const target = storeOf(targetStore);
    await restoreBackup({ file, dataDir, objectStore: target });
    expect(await targetStore.keys()).toEqual(await sourceStore.keys());
    const restored = await openRestored({ dataDir, env: targetStore.env });
    try {
      expect(await mediaHashes(restored.app, restored.handle)).toEqual(facts.media);
    } finally {
      await restored.close();
    }

    const again = await mkdtemp(path.join(scratch, 'target-'));
    const refused = await restoreBackup({ file, dataDir: again, objectStore: target }).catch((error: unknown) => error);
    expect((refused as BackupError).code).toBe('target_not_empty');
    expect((refused as BackupError).message).toMatch(/media: \d+ media files/);
    target.client.destroy();
  }, 240_000);
});
