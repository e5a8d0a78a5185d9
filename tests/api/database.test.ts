import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPathFor, readLock } from '../../functions/db/data-dir-lock.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('migrations', () => {
  it('are recorded and safe to run twice', async () => {
    expect(await migrate(ctx.handle)).toEqual([]);
    const rows = await sql<{ version: string }>`select version from schema_migrations order by version`.execute(ctx.handle.db);
    expect(rows.rows.map((r) => r.version)).toContain('001_initial_schema');
  });
});

describe('constraints of the data model', () => {
  const db = () => ctx.handle.db;

  it('refuses an unknown status or category', async () => {
    await expect(insertArticle(db(), { status: 'arquivado' as never })).rejects.toThrow();
    await expect(insertArticle(db(), { categoria: 'esportes' as never })).rejects.toThrow();
  });

  it('keeps slugs unique and well-formed', async () => {
    await insertArticle(db(), { slug: 'unique-slug' });
    await expect(insertArticle(db(), { slug: 'unique-slug' })).rejects.toThrow();
    await expect(insertArticle(db(), { slug: 'Not A Slug' })).rejects.toThrow();
  });

  it('does not allow both an uploaded video and an external link', async () => {
    await expect(
      insertArticle(db(), { video_url: '/media/videos/1.mp4', video_link_externo: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).rejects.toThrow();
  });

  it('deletes an article’s related products with it', async () => {
    const article = await insertArticle(db());
    await db()
      .insertInto('related_products')
      .values({ article_id: article.id, nome: 'P', descricao: 'D', preco: 1, url_afiliado: 'https://x.example', imagem_url: null })
      .execute();
    await db().deleteFrom('articles').where('id', '=', article.id).execute();
    const left = await db().selectFrom('related_products').selectAll().where('article_id', '=', article.id).execute();
    expect(left).toEqual([]);
  });

  it('deletes a user’s roles with the user', async () => {
    await db().insertInto('user').values({ id: 'u1', name: 'Ana', email: 'ana@example.com', image: null }).execute();
    await db().insertInto('user_roles').values({ user_id: 'u1', role: 'admin' }).execute();
    await expect(
      db()
        .insertInto('user_roles')
        .values({ user_id: 'u1', role: 'editor' as never })
        .execute(),
    ).rejects.toThrow();
    await db().deleteFrom('user').where('id', '=', 'u1').execute();
    expect(await db().selectFrom('user_roles').selectAll().where('user_id', '=', 'u1').execute()).toEqual([]);
  });
});

describe('the data folder lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lock-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder and names the lock file', () => {
    const lock = acquireDataDirLock(dir);
    try {
      lock.setUrl('http://127.0.0.1:5555');
      expect(readLock(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:5555' });
    } finally {
      lock.release();
    }
    expect(readLock(dir)).toBeNull();
  });

  it('reports a live holder', async () => {
    // A lock written by another live process (the parent of this test worker).
    await writeFile(lockPathFor(dir), JSON.stringify({ pid: process.ppid, startedAt: 'earlier' }));
    try {
      expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrowError(new RegExp(lockPathFor(dir).replace(/[/.]/g, '\\$&')));
    } finally {
      await rm(lockPathFor(dir), { force: true });
    }
  });

  it('takes over a lock left by a process that died', async () => {
    await writeFile(lockPathFor(dir), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: 'long ago' }));
    const lock = acquireDataDirLock(dir);
    expect(readLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});
