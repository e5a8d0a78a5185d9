/**
 * /api/admin/backups: administrators list the finished archives of DATA_DIR/backups (never a
 * partial one), download one byte for byte and delete one (audited); other roles are refused,
 * and a name that is not an archive's is a 400, never a path outside the folder.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsDirOf } from '../../functions/backups/backup-files.ts';
import { defaultBackupName } from '../../functions/backups/backup-names.ts';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let editor: Awaited<ReturnType<typeof signIn>>;
let name: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  editor = await signIn(ctx, { role: 'editor' });
  await insertArticle(ctx.handle.db);
  name = defaultBackupName(new Date(), { gzip: true, encrypted: false });
  const dir = backupsDirOf(ctx.dataDir);
  await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media: ctx.deps.media, out: path.join(dir, name) });
  await writeFile(path.join(dir, `.${name}.partial-1-abcd`), 'being written');
});
afterAll(() => ctx.close());

const call = (who: { headers: Record<string, string> } | null, method: string, url: string) =>
  ctx.app.request(url, { method, headers: { ...(who?.headers ?? {}), 'Accept-Language': 'pt-BR' } });

describe('/api/admin/backups', () => {
  it('is for administrators only', async () => {
    expect((await call(null, 'GET', '/api/admin/backups')).status).toBe(401);
    expect((await call(editor, 'GET', '/api/admin/backups')).status).toBe(403);
    expect((await call(editor, 'DELETE', `/api/admin/backups/${name}`)).status).toBe(403);
  });

  it('lists the finished archives, newest first, and downloads one byte for byte', async () => {
    const listed = await json(await call(admin, 'GET', '/api/admin/backups'));
    expect(listed.backups).toEqual([
      { id: name, size: expect.any(Number), created_at: expect.any(String), encrypted: false, compressed: true, summary: null },
    ]);
    const download = await call(admin, 'GET', `/api/admin/backups/${name}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(await readFile(path.join(backupsDirOf(ctx.dataDir), name)))).toBe(true);
  });

  it('refuses a name that is not an archive’s in the request’s language, and answers 404 for a missing one', async () => {
    const bad = await call(admin, 'GET', `/api/admin/backups/${encodeURIComponent('../pgdata/PG_VERSION')}/download`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('Backup desconhecido');
    const missing = await call(admin, 'DELETE', '/api/admin/backups/backup-2000-01-01T00-00-00Z.tar.gz');
    expect([missing.status, (await json(missing)).error.code]).toEqual([404, 'not_found']);
  });

  it('deletes one, and the audit log says who', async () => {
    const deleted = await call(admin, 'DELETE', `/api/admin/backups/${name}`);
    expect(await json(deleted)).toEqual({ deleted: name });
    expect((await json(await call(admin, 'GET', '/api/admin/backups'))).backups).toEqual([]);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_email'])
      .where('action', '=', 'backup.deleted')
      .execute();
    expect(audit).toEqual([{ action: 'backup.deleted', target_id: name, actor_email: 'editor@example.com' }]);
  });
});
