/**
 * A backup job that fills the disk: the partial file is removed, nothing is listed, and the
 * failure is on the job (so on the Backups and Tarefas screens) with its reason, and in the
 * log. The backups folder is a small tmpfs (mounting one needs root; skipped otherwise).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsDirOf } from '../../functions/backups/backup-files.ts';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let mounted = false;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  await mkdir(backupsDirOf(ctx.dataDir), { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', backupsDirOf(ctx.dataDir)], { stdio: 'ignore' });
    mounted = true;
  } catch {
    console.warn('skipped: mounting a small tmpfs needs root');
  }
  // Incompressible, and larger than the disk.
  await ctx.deps.media.put('images/large.jpg', randomBytes(3 * 1024 * 1024), { contentType: 'image/jpeg' });
});
afterAll(async () => {
  if (mounted) execFileSync('umount', [backupsDirOf(ctx.dataDir)]);
  await ctx.close();
});

describe('a backup job that fills the disk', () => {
  it('removes its partial file and says why it failed, on the job and in the log', async () => {
    if (!mounted) return;
    const request = { headers: { ...admin.headers, Origin: TEST_ORIGIN } };
    const { id } = await json(await ctx.app.request('/api/admin/backups', { method: 'POST', ...request }));
    await ctx.deps.jobs.runDue();
    const listed = await json(await ctx.app.request('/api/admin/backups', request));
    expect(listed.job).toMatchObject({ id, status: 'failed', last_error: expect.stringMatching(/ENOSPC|no space left/i) });
    expect(listed.backups).toEqual([]);
    // Only the job's work folder, empty.
    expect(await readdir(backupsDirOf(ctx.dataDir), { recursive: true })).toEqual(['.outgoing']);
    expect(ctx.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'job failed', jobId: id, type: 'backup.create' }),
    );
  }, 120_000);
});
