/**
 * The in-server backup on the embedded database shares its one connection with the site
 * (docs/decisions/068): the tables are read in short transactions, so the site's queries run
 * meanwhile, and a final transaction reads again what changed, so the archive is still one
 * snapshot. Here a write issued once the articles were read lands before the database part
 * ends, and the archive holds the articles as they are after it: the new one, the changed
 * title, not the deleted one. (On PostgreSQL the dump is one transaction on a pool: nothing
 * waits for it, and this file has nothing to show there.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-shared-'));
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('a backup while the site writes (embedded database)', () => {
  it('lets a write through during the database part and still archives one snapshot, the one after it', async () => {
    expect(ctx.handle.kind).toBe('pglite');
    const db = ctx.handle.db;
    const kept = await insertArticle(db, { titulo: 'Kept as it was' });
    const renamed = await insertArticle(db, { titulo: 'Title before' });
    const deleted = await insertArticle(db, { titulo: 'Deleted during the backup' });

    let articlesRead = false;
    let write: Promise<unknown> | null = null;
    let writeDone = false;
    let writeDoneBeforeLastTable: boolean | null = null;
    const { manifest, path: file } = await createBackup({
      db,
      engine: ctx.handle.kind,
      media: ctx.deps.media,
      out: path.join(scratch, 'during-writes.tar.gz'),
      onProgress: (done, total, message) => {
        if (!message.startsWith('database: ')) return;
        // The first table after `articles`: the articles were read, and this write changes them.
        if (articlesRead && !write) {
          write = (async () => {
            await insertArticle(db, { titulo: 'Added during the backup' });
            await db.updateTable('articles').set({ titulo: 'Title after' }).where('id', '=', renamed.id).execute();
            await db.deleteFrom('articles').where('id', '=', deleted.id).execute();
          })().then(() => (writeDone = true));
        }
        if (message === 'database: articles') articlesRead = true;
        if (done === total - 1) writeDoneBeforeLastTable = writeDone;
      },
    });
    await write;
    // With the dump in one transaction the write would still wait for it here.
    expect(writeDoneBeforeLastTable).toBe(true);

    let articles = '';
    await readArchive(file, {
      onEntry: async (entry, body) => {
        if (entry.path.endsWith('-articles.ndjson')) articles = await text(body);
        else for await (const chunk of body) void chunk;
      },
    });
    const titles = articles
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { titulo: string }).titulo);
    expect(titles.sort()).toEqual(['Added during the backup', kept.titulo, 'Title after'].sort());
    expect(manifest.database.tables.find((table) => table.name === 'articles')?.rows).toBe(3);
  }, 120_000);
});
