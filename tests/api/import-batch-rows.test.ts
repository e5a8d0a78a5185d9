/**
 * A batch's own rows in two statements (functions/import/item-writes.ts, writeBatchRows,
 * docs/decisions/099) leave the redirects and import_items rows, and answer the held redirects
 * each item's report counts, exactly as the items' rows written one at a time (writeItemRows,
 * with the article service clearing the redirect from a published article's page in between).
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleService } from '../../functions/articles/service.ts';
import type { Database } from '../../functions/db/schema.ts';
import { writeBatchRows, writeItemRows, type BatchRowWrite } from '../../functions/import/item-writes.ts';
import { articleInputSchema } from '../../src/lib/contracts/article.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

describe('an import batch written in two statements', () => {
  let ctx: TestContext;
  let ids: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.deps.jobs.stop();
    const service = new ArticleService({ db: ctx.handle.db, publisher: null });
    ids = [];
    for (const n of [1, 2, 3]) {
      const input = articleInputSchema.parse({
        titulo: `Batch rows ${n}`,
        categoria: 'desenvolvimento',
        meta_descricao: `Batch rows article ${n}`,
        conteudo_html: `<p>Body ${n}</p>`,
        autor: null,
        imagem_destaque_url: null,
        video_link_externo: null,
        status: 'rascunho',
        idioma: 'pt',
        slug: `batch-rows-${n}`,
        products: [],
      });
      ids.push((await service.create(input, null)).id);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  function writes(): BatchRowWrite[] {
    const item = (n: number) => ({
      source_key: `wp:rows.example:${n}`,
      article_id: ids[n - 1]!,
      translation_group: n === 2 ? 'pll_group' : null,
      content_hash: `hash-${n}`,
      import_id: null as unknown as string,
    });
    return [
      // An address an editor's redirect holds (refused), one already leading there (kept), new ones.
      {
        froms: ['/old/one', '/editor/holds', '/kept/one', '/page/three'],
        target: '/artigos/one',
        articleId: ids[0]!,
        createdBy: null,
        item: item(1),
      },
      // The same address as item 1 (the later one's is written) and its own.
      { froms: ['/old/one', '/old/two'], target: '/artigos/two', articleId: ids[1]!, createdBy: null, item: item(2) },
      // A published article whose page an earlier item's old address was: that redirect is cleared.
      { froms: ['/old/three'], target: '/page/three', articleId: ids[2]!, createdBy: null, item: item(3), clearedPage: true },
      // An unchanged item: addresses only, no row of its own; the same source key twice keeps the later row.
      { froms: ['/old/two', '/old/four'], target: '/artigos/one', articleId: ids[0]!, createdBy: null, item: null },
      { froms: [], target: '/artigos/two', articleId: ids[1]!, createdBy: null, item: { ...item(2), content_hash: 'hash-2b' } },
    ];
  }

  async function fresh(db: Kysely<Database>) {
    await db.deleteFrom('import_items').execute();
    await db.deleteFrom('redirects').execute();
    await db
      .insertInto('redirects')
      .values([
        { from_path: '/editor/holds', to_path: '/elsewhere', status: 301, origin: 'manual', article_id: null, created_by: null },
        { from_path: '/kept/one', to_path: '/artigos/one', status: 301, origin: 'import', article_id: ids[0]!, created_by: null },
      ])
      .execute();
  }

  async function state(db: Kysely<Database>) {
    return {
      redirects: await db.selectFrom('redirects').select(['from_path', 'to_path', 'origin', 'article_id']).orderBy('from_path').execute(),
      items: await db
        .selectFrom('import_items')
        .select(['source_key', 'article_id', 'translation_group', 'content_hash'])
        .orderBy('source_key')
        .execute(),
    };
  }

  it('leaves the same rows and answers the same held redirects as one item at a time', async () => {
    const { db } = ctx.handle;
    await fresh(db);
    const oneByOne = await db.transaction().execute(async (tx) => {
      const held = [];
      for (const write of writes()) {
        // What the article service does when it writes a published article (articles/moves.ts).
        if (write.clearedPage) await tx.deleteFrom('redirects').where('from_path', '=', write.target).execute();
        held.push(await writeItemRows(tx, write, write.item));
      }
      return held;
    });
    const expected = await state(db);

    await fresh(db);
    const batched = await db.transaction().execute((tx) => writeBatchRows(tx, writes()));
    const sorted = (rows: Array<{ from_path: string }>) => [...rows].sort((a, b) => a.from_path.localeCompare(b.from_path));
    expect(batched.map(sorted)).toEqual(oneByOne.map(sorted));
    expect(await state(db)).toEqual(expected);
    // What the case is about, spelled out.
    const to = (from: string) => expected.redirects.find((row) => row.from_path === from)?.to_path;
    expect(to('/old/one')).toBe('/artigos/two');
    expect(to('/editor/holds')).toBe('/elsewhere');
    expect(to('/page/three')).toBeUndefined();
    expect(to('/old/four')).toBe('/artigos/one');
    expect(expected.items.find((row) => row.source_key === 'wp:rows.example:2')?.content_hash).toBe('hash-2b');
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM import_items`.execute(db)).rows[0]!.n)).toBe(3);
  });
});
