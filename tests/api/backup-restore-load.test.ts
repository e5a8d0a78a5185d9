/**
 * What decision 092 changed in making and restoring an archive, each kept to its promise:
 * - a backup hands the database back (afterDump) once its rows are spooled, before any media;
 * - a restore drops the plain indexes before loading rows and builds them again, so the
 *   restored schema has exactly the indexes of the migrations;
 * - the embedded database staged by a restore is committed before the media are read: a
 *   restore stopped in the media still leaves the target as it was.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPlainIndexes } from '../../functions/backups/catalog.ts';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { BackupError } from '../../functions/backups/format.ts';
import { restoreBackup } from '../../functions/backups/restore-backup.ts';
import { countRows, openRestored } from '../support/backup-site.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

const MEDIA = ['images/1700000000001.png', 'images/1700000000002.png', 'images/1700000000003.png'];

let ctx: TestContext;
let scratch: string;
let archive: string;
/** The progress messages seen when afterDump was called, and in all. */
const seen: { atAfterDump: string[] | null; all: string[] } = { atAfterDump: null, all: [] };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-restore-load-'));
  ctx = await createTestContext();
  await insertArticle(ctx.handle.db, { titulo: 'Indexed again' });
  await insertArticle(ctx.handle.db, { titulo: 'Outra matéria', idioma: 'pt' });
  for (const [n, key] of MEDIA.entries()) await ctx.deps.media.put(key, Buffer.alloc(3000 + n, n + 1), { contentType: 'image/png' });
  archive = (
    await createBackup({
      db: ctx.handle.db,
      engine: ctx.handle.kind,
      media: ctx.deps.media,
      out: path.join(scratch, 'site.tar.gz'),
      onProgress: (_done, _total, message) => seen.all.push(message),
      afterDump: async () => {
        seen.atAfterDump = [...seen.all];
      },
    })
  ).path;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('backup and restore: the database handed back early, the indexes built once', { timeout: 180_000 }, () => {
  it('calls afterDump once every table was read and before any media file', () => {
    expect(seen.atAfterDump).not.toBeNull();
    const tables = seen.all.filter((message) => message.startsWith('database: '));
    expect(tables.length).toBeGreaterThan(10);
    expect(seen.atAfterDump).toEqual(tables);
    expect(seen.all.filter((message) => message.startsWith('media: ')).length).toBeGreaterThan(0);
  });

  it('restores every index of the schema, with the same definitions', async () => {
    const dataDir = await mkdtemp(path.join(scratch, 'target-'));
    await restoreBackup({ file: archive, dataDir });
    const restored = await openRestored({ dataDir });
    try {
      const expected = await ctx.handle.withConnection(listPlainIndexes);
      expect(expected.length).toBeGreaterThan(10);
      expect(await restored.handle.withConnection(listPlainIndexes)).toEqual(expected);
      expect(await countRows(restored.handle, 'articles')).toBe(2);
    } finally {
      await restored.close();
    }
  });

  it('a restore stopped among the media, after the staged database was committed, leaves the target as it was', async () => {
    const dataDir = await mkdtemp(path.join(scratch, 'target-'));
    await restoreBackup({ file: archive, dataDir });
    const before = await readdir(path.join(dataDir, 'uploads', 'images'));
    const site = await openRestored({ dataDir });
    try {
      await insertArticle(site.handle.db, { titulo: 'Only in the target' });
    } finally {
      await site.close();
    }
    await rm(path.join(dataDir, 'uploads', MEDIA[0]!));

    const controller = new AbortController();
    const progress: string[] = [];
    const error = await restoreBackup({
      file: archive,
      dataDir,
      force: true,
      signal: controller.signal,
      onProgress: (_done, _total, message) => {
        progress.push(message);
        // After the first media file: the rows are in the staged database, committed, the rest not read.
        if (message.startsWith('media/')) controller.abort();
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as BackupError).code).toBe('aborted');
    expect(progress.filter((message) => message.startsWith('media/'))).toHaveLength(1);

    // The target's own content, as it was before the stopped restore.
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);
    expect(await readdir(path.join(dataDir, 'uploads', 'images'))).toEqual(before.filter((name) => !MEDIA[0]!.endsWith(name)));
    const after = await openRestored({ dataDir });
    try {
      expect(await countRows(after.handle, 'articles')).toBe(3);
      expect(await readFile(path.join(dataDir, 'uploads', MEDIA[1]!))).toEqual(Buffer.alloc(3001, 2));
    } finally {
      await after.close();
    }
  });
});
