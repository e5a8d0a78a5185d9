/**
 * POST /api/admin/backups makes a backup as a job on the queue (backup.create): 202 with the
 * job, one at a time (asking again while one is queued or running answers that job), its
 * progress and end visible on GET /api/admin/backups and the Tarefas list; the archive it
 * keeps verifies, and BACKUP_KEEP deletes the oldest beyond the newest N.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsDirOf } from '../../functions/backups/backup-files.ts';
import { runBackupJob } from '../../functions/backups/backup-job.ts';
import { backupStoreFor, type BackupStore } from '../../functions/backups/backup-store.ts';
import type { BackupSummary } from '../../functions/backups/backup-summary.ts';
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
    // The job, run with a store whose keep() first reads the screen's list: at that moment the
    // archive is written whole and read back, and must not be offered yet.
    const store = backupStoreFor(ctx.env.dataDir, ctx.deps.media);
    const before = (await json(await call(admin, 'GET', '/api/admin/backups'))).backups.length;
    let atKeep: { id: string; listed: Array<{ id: string; summary: unknown }>; inWork: string[] } | undefined;
    const watched: BackupStore = new Proxy(store, {
      get: (target, key) =>
        key === 'keep'
          ? async (id: string, summary: BackupSummary) => {
              atKeep = {
                id,
                listed: (await json(await call(admin, 'GET', '/api/admin/backups'))).backups,
                inWork: await readdir(target.workDir),
              };
              return target.keep(id, summary);
            }
          : Reflect.get(target, key),
    });
    const phases: Array<string | null | undefined> = [];
    await runBackupJob({ db: ctx.handle.db, engine: ctx.handle.kind, media: ctx.deps.media, store: watched, logger: ctx.logger, keep: 2 })(
      { reason: 'manual' },
      {
        job: { id: 'a-test-run', type: 'backup.create', attempt: 1, maxAttempts: 1 },
        signal: new AbortController().signal,
        progress: async (_done, _total, message) => void phases.push(message),
      },
    );

    expect(atKeep).toBeDefined();
    expect(atKeep!.inWork).toContain(atKeep!.id);
    expect(atKeep!.listed.map((backup) => backup.id)).not.toContain(atKeep!.id);
    expect(atKeep!.listed.filter((backup) => !backup.summary)).toEqual([]);
    // Verified before it was kept, and said so in that order.
    expect(phases.indexOf('verifying')).toBeGreaterThan(-1);
    expect(phases.indexOf('storing')).toBeGreaterThan(phases.indexOf('verifying'));
    expect(phases.at(-1)).toBe(atKeep!.id);
    const listed = (await json(await call(admin, 'GET', '/api/admin/backups'))).backups;
    expect(listed.map((backup: { id: string }) => backup.id)).toContain(atKeep!.id);
    expect(listed.every((backup: { summary: { verified: boolean } }) => backup.summary.verified)).toBe(true);
    expect(listed.length).toBe(Math.min(before + 1, 2));
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
