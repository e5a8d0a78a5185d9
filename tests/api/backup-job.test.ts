/**
 * POST /api/admin/backups makes a backup as a job on the queue (backup.create): 202 with the
 * job, one at a time (asking again while one is queued or running answers that job), its
 * progress and end visible on GET /api/admin/backups and the Tarefas list; the archive it
 * keeps verifies, and BACKUP_KEEP deletes the oldest beyond the newest N.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsDirOf } from '../../functions/backups/backup-files.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let editor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { BACKUP_KEEP: '2' } });
  admin = await signIn(ctx);
  editor = await signIn(ctx, { role: 'editor' });
  await insertArticle(ctx.handle.db);
});
afterAll(() => ctx.close());

const call = (who: { headers: Record<string, string> } | null, method: string, url: string) =>
  ctx.app.request(url, { method, headers: { ...(who?.headers ?? {}), Origin: TEST_ORIGIN, 'Accept-Language': 'en' } });

describe('POST /api/admin/backups', () => {
  it('is for administrators only', async () => {
    expect((await call(null, 'POST', '/api/admin/backups')).status).toBe(401);
    expect((await call(editor, 'POST', '/api/admin/backups')).status).toBe(403);
  });

  it('answers 202 with the job, joins the one already asked for, and keeps a verified archive', async () => {
    const first = await call(admin, 'POST', '/api/admin/backups');
    expect(first.status).toBe(202);
    const started = await json(first);
    expect(started).toMatchObject({ id: expect.any(String), created: true, job: { type: 'backup.create' } });
    expect(['queued', 'running']).toContain(started.job.status);

    const again = await json(await call(admin, 'POST', '/api/admin/backups'));
    expect([again.id, again.created]).toEqual([started.id, false]);

    await ctx.deps.jobs.runDue();
    const listed = await json(await call(admin, 'GET', '/api/admin/backups'));
    expect(listed.job).toMatchObject({ id: started.id, status: 'completed', last_error: null });
    expect(listed.settings).toEqual({ store: 'local', schedule: 'off', keep: 2, encrypted: false });
    expect(listed.backups).toHaveLength(1);
    const [backup] = listed.backups;
    expect(listed.job.progress.message).toBe(backup.id);
    expect(backup.summary).toMatchObject({ verified: true, engine: ctx.handle.kind, media_files: 0, secrets_included: false });
    expect(backup.summary.rows).toBeGreaterThan(1);
    const manifest = await readArchive(path.join(backupsDirOf(ctx.dataDir), backup.id));
    expect(manifest.database.tables.find((table) => table.name === 'articles')?.rows).toBe(1);

    const tarefas = await json(await call(admin, 'GET', '/api/admin/jobs?type=backup.create'));
    expect(tarefas.jobs.map((job: { id: string }) => job.id)).toEqual([started.id]);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'backup.requested')
      .execute();
    expect(audit).toEqual([{ action: 'backup.requested', target_id: started.id }]);
  });

  it('keeps the BACKUP_KEEP newest archives and never leaves a partial one', async () => {
    const made: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { id } = await json(await call(admin, 'POST', '/api/admin/backups'));
      await ctx.deps.jobs.runDue();
      made.push((await json(await call(admin, 'GET', '/api/admin/backups'))).job.progress.message);
      expect((await json(await call(admin, 'GET', '/api/admin/backups'))).job).toMatchObject({ id, status: 'completed' });
    }
    const listed = await json(await call(admin, 'GET', '/api/admin/backups'));
    expect(listed.backups.map((backup: { id: string }) => backup.id)).toEqual([made[1], made[0]]);
    expect((await readdir(backupsDirOf(ctx.dataDir), { recursive: true })).sort()).toEqual(
      ['.outgoing', ...made.flatMap((id) => [id, `${id}.json`])].sort(),
    );
  });

  it('never lists an archive before the job has verified it and kept its summary', async () => {
    // Some media, so the read-back takes long enough for the screen's list to be asked meanwhile.
    await ctx.deps.media.put('images/noise.bin', randomBytes(8 * 1024 * 1024), { contentType: 'application/octet-stream' });
    const before = (await json(await call(admin, 'GET', '/api/admin/backups'))).backups.length;
    await call(admin, 'POST', '/api/admin/backups');
    const seen: Array<{ phase: string | undefined; unchecked: string[] }> = [];
    let finished = false;
    const running = ctx.deps.jobs.runDue().finally(() => (finished = true));
    while (!finished) {
      const listed = await json(await call(admin, 'GET', '/api/admin/backups'));
      seen.push({
        phase: listed.job?.progress?.message,
        unchecked: listed.backups.filter((backup: { summary: unknown }) => !backup.summary).map((backup: { id: string }) => backup.id),
      });
    }
    await running;
    // The list was read while the archive, written whole, was being read back.
    expect(seen.map((sample) => sample.phase)).toContain('verifying');
    expect(seen.flatMap((sample) => sample.unchecked)).toEqual([]);
    const listed = await json(await call(admin, 'GET', '/api/admin/backups'));
    expect(listed.job.status).toBe('completed');
    expect(listed.backups.every((backup: { summary: { verified: boolean } }) => backup.summary.verified)).toBe(true);
    expect(listed.backups.length).toBe(Math.min(before + 1, 2));
  });

  it('removes, unlisted, an archive a killed job wrote but never kept', async () => {
    // As a job killed during its read-back leaves it: whole, in the work folder, without a summary.
    const work = path.join(backupsDirOf(ctx.dataDir), '.outgoing');
    await mkdir(work, { recursive: true });
    const leftover = 'backup-2026-01-02T03-04-05-678Z.tar.gz';
    await writeFile(path.join(work, leftover), 'an archive never read back');
    const listed = await json(await call(admin, 'GET', '/api/admin/backups'));
    expect(listed.backups.map((backup: { id: string }) => backup.id)).not.toContain(leftover);
    expect((await call(admin, 'GET', `/api/admin/backups/${leftover}/download`)).status).toBe(404);

    await call(admin, 'POST', '/api/admin/backups');
    await ctx.deps.jobs.runDue();
    expect(await readdir(work)).toEqual([]);
    expect(ctx.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'unverified archives of an interrupted backup removed', archives: [leftover] }),
    );
  });
});
