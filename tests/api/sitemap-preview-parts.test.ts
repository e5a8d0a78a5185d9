/**
 * The SEO screen's sitemap preview names the sitemap's parts on its first page from the
 * published articles counted per bucket of their sitemap hash (migration 072,
 * docs/decisions/084), not from every published id: the database's hash is the build's, the
 * counts follow publishes, unpublishes and deletes, and the first page reads no more articles
 * than a page shows.
 */
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapEntriesPageSchema } from '../../src/lib/contracts/overview.ts';
import { cachedIdHash } from '../../src/lib/sitemap.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

/** Rows the app's queries naming the articles table answered. */
let articleRowsRead = 0;
const readsArticles = new WeakSet<QueryId>();
/** Rows the app's queries naming the bucket tallies answered. */
let tallyRowsRead = 0;
const readsTallies = new WeakSet<QueryId>();
const names = (node: RootOperationNode, table: string) => JSON.stringify(node).includes(`"kind":"IdentifierNode","name":"${table}"`);
const watch: KyselyPlugin = {
  transformQuery({ node, queryId }: { node: RootOperationNode; queryId: QueryId }) {
    if (node.kind === 'SelectQueryNode' && names(node, 'articles')) readsArticles.add(queryId);
    if (node.kind === 'SelectQueryNode' && names(node, 'sitemap_part_tallies')) readsTallies.add(queryId);
    return node;
  },
  async transformResult({ result, queryId }) {
    if (readsArticles.has(queryId)) articleRowsRead += result.rows.length;
    if (readsTallies.has(queryId)) tallyRowsRead += result.rows.length;
    return result;
  },
};

let ctx: TestContext;
let editor: Awaited<ReturnType<typeof signIn>>;
const SITE = 120;

beforeAll(async () => {
  ctx = await createTestContext({ plugins: [watch] });
  editor = await signIn(ctx, { role: 'editor' });
  for (let i = 0; i < SITE; i++) await insertArticle(ctx.handle.db, { status: i % 6 ? 'publicado' : 'rascunho', titulo: `Part ${i}` });
});
afterAll(() => ctx.close());

const get = async (url: string) => sitemapEntriesPageSchema.parse(await json(await ctx.app.request(url, { headers: editor.headers })));
const send = (method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...editor.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

describe('the sitemap preview’s parts', () => {
  it('hash an id in the database as the build does', async () => {
    const ids = (await ctx.handle.db.selectFrom('articles').select('id').execute()).map((row) => row.id);
    const hashed = await sql<{ id: string; hash: string }>`SELECT id, sitemap_id_hash(id)::text AS hash FROM articles`.execute(
      ctx.handle.db,
    );
    expect(hashed.rows).toHaveLength(ids.length);
    for (const row of hashed.rows) expect(Number(row.hash), row.id).toBe(cachedIdHash({ id: row.id }));
  });

  it('on the first page are the whole sitemap’s parts, read without the published ids', async () => {
    const previous = process.env.SITEMAP_PART_SIZE;
    // Parts of 8: a hundred articles make 16 of them.
    process.env.SITEMAP_PART_SIZE = '8';
    try {
      const whole = await get('/api/admin/sitemap-entries');
      expect(whole.parts!.length).toBeGreaterThan(8);
      articleRowsRead = 0;
      tallyRowsRead = 0;
      const first = await get('/api/admin/sitemap-entries?limit=10');
      expect(first.parts).toEqual(whole.parts);
      expect(first.articles).toHaveLength(10);
      // A page and one row to know there is a next; before decision 084, every published id too (100 here).
      expect(articleRowsRead).toBeLessThanOrEqual(11);
      // The total and one row per article part (the first entry is the interface pages' part),
      // summed in SQL; before, every non-empty bucket (about one per article here).
      expect(tallyRowsRead).toBe(first.parts!.length);

      // The counts follow a publish, an unpublish and a delete made through the service.
      const created = await send('POST', '/api/admin/articles', {
        titulo: 'Fresh part',
        meta_descricao: 'A description.',
        categoria: 'saude',
        conteudo_html: '<p>Text.</p>',
        status: 'publicado',
      });
      expect(created.status).toBe(201);
      const { article } = await json(created);
      const published = await ctx.handle.db
        .selectFrom('articles')
        .select('id')
        .where('status', '=', 'publicado')
        .where('id', '!=', article.id)
        .limit(2)
        .execute();
      await ctx.handle.db.updateTable('articles').set({ status: 'rascunho' }).where('id', '=', published[0]!.id).execute();
      await ctx.handle.db.deleteFrom('articles').where('id', '=', published[1]!.id).execute();
      const afterWhole = await get('/api/admin/sitemap-entries');
      expect(afterWhole.articles).toHaveLength(whole.articles.length - 1);
      expect((await get('/api/admin/sitemap-entries?limit=10')).parts).toEqual(afterWhole.parts);
    } finally {
      if (previous === undefined) delete process.env.SITEMAP_PART_SIZE;
      else process.env.SITEMAP_PART_SIZE = previous;
    }
  });
});
