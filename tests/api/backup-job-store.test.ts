/**
 * Backups with S3_* set: the job keeps its archives in the object store under `backups/`
 * (nothing stays in DATA_DIR), so another instance on the same bucket lists, downloads and
 * deletes them; an archive never contains the archives before it. BACKUP_SCHEDULE makes the
 * job recurring, and a scheduled occurrence offered again soon after one ran is skipped.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupJob } from '../../functions/backups/backup-job.ts';
import { backupsDirOf } from '../../functions/backups/backup-files.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let store: S3TestServer;
let first: TestContext;
let second: TestContext;
let firstAdmin: Awaited<ReturnType<typeof signIn>>;
let secondAdmin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  store = await startS3Server();
  first = await createTestContext({ env: { ...store.env, BACKUP_SCHEDULE: 'hourly', JOBS_POLL_MS: '100' } });
  second = await createTestContext({ env: { ...store.env } });
  firstAdmin = await signIn(first);
  secondAdmin = await signIn(second);
  await first.deps.media.put('images/photo.png', Buffer.from('not really a png, but bytes'), { contentType: 'image/png' });
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await store?.close();
});

const call = (ctx: TestContext, who: { headers: Record<string, string> }, method: string, url: string) =>
  ctx.app.request(url, { method, headers: { ...who.headers, Origin: TEST_ORIGIN } });

describe('backups in the object store, on a schedule', () => {
  it('makes the hour’s backup, keeps it under backups/ and shares it with every instance', async () => {
    first.deps.jobs.start();
    await vi.waitFor(
      async () => {
        const job = await first.handle.db
          .selectFrom('jobs')
          .select(['status', 'unique_key'])
          .where('type', '=', backupJob.type)
          .executeTakeFirst();
        expect(job?.status).toBe('completed');
        expect(job?.unique_key).toMatch(/^backup\.create@\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
      },
      { timeout: 60_000, interval: 100 },
    );

    const keys = await store.keys();
    const archives = keys.filter((key) => key.startsWith('backups/') && !key.endsWith('.json'));
    expect(archives).toHaveLength(1);
    const id = archives[0]!.slice('backups/'.length);
    expect(await readdir(backupsDirOf(first.dataDir), { recursive: true })).toEqual(['.outgoing']);

    const listed = await json(await call(second, secondAdmin, 'GET', '/api/admin/backups'));
    expect(listed.settings.store).toBe('s3');
    expect(listed.backups).toEqual([expect.objectContaining({ id, size: await store.sizeOf(archives[0]!), compressed: true })]);
    expect(listed.backups[0].summary).toMatchObject({ verified: true, media_files: 1, media_bytes: 27 });
    const download = await call(second, secondAdmin, 'GET', `/api/admin/backups/${id}/download`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(listed.backups[0].size);
  }, 120_000);

  it('skips a scheduled occurrence right after a backup, and a manual one does not back up the archives', async () => {
    await first.deps.jobs.enqueue(backupJob, { reason: 'scheduled' });
    await first.deps.jobs.runDue();
    let job = (await json(await call(first, firstAdmin, 'GET', '/api/admin/backups'))).job;
    expect(job.progress.message).toMatch(/^skipped: backup-.* is recent$/);
    expect((await store.keys()).filter((key) => key.startsWith('backups/'))).toHaveLength(2);

    await call(first, firstAdmin, 'POST', '/api/admin/backups');
    await first.deps.jobs.runDue();
    // The first instance's poller (started above) may have taken the job before runDue did: wait
    // for it to end, whichever ran it.
    const finished = async () => json(await call(first, firstAdmin, 'GET', '/api/admin/backups'));
    await expect.poll(async () => (await finished()).job.status, { timeout: 60_000 }).toBe('completed');
    const listed = await finished();
    job = listed.job;
    expect(job.status).toBe('completed');
    expect(listed.backups).toHaveLength(2);
    // The first archive (under backups/) is not an upload: the second holds the one image only.
    expect(listed.backups[0].summary.media_files).toBe(1);
    const newest = listed.backups[0].id;
    expect(job.progress.message).toBe(newest);

    const deleted = await call(second, secondAdmin, 'DELETE', `/api/admin/backups/${newest}`);
    expect(deleted.status).toBe(200);
    expect((await store.keys()).filter((key) => key.startsWith('backups/'))).toHaveLength(2);
    expect(await store.keys()).toContain('images/photo.png');
  }, 120_000);
});
