/**
 * Page requests answer redirects from a copy in memory (docs/decisions/039): a redirect added or
 * removed through the back office, and a slug change, are served by the same instance as soon
 * as the request that made them has answered; and no page request, whatever it answers (a
 * stored redirect, a page, the legacy /artigo/{slug}, an article URL in the other locale, a
 * 404), sends a query to the database. The app's queries are watched by a Kysely plugin on the
 * app's own database (ctx.handle.db, used by the test itself, is not watched).
 */
import path from 'node:path';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

/** Every query the app sent, as the tables it names (a rough but honest description). */
const queries: string[] = [];
/** Rows the app's queries naming the articles table answered. */
let articleRowsRead = 0;
const readsArticles = new WeakSet<QueryId>();
/** Rows the app's queries reading the redirects table answered. */
let redirectRowsRead = 0;
const readsRedirects = new WeakSet<QueryId>();
const watch: KyselyPlugin = {
  transformQuery({ node, queryId }: { node: RootOperationNode; queryId: QueryId }) {
    const tables = [...JSON.stringify(node).matchAll(/"kind":"IdentifierNode","name":"([a-z_]+)"/g)].map((m) => m[1]);
    // Raw SQL names no tables as nodes: its first words say what it was.
    const raw = node.kind === 'RawNode' ? node.sqlFragments.join('?').replace(/\s+/g, ' ').trim().slice(0, 80) : '';
    queries.push(`${node.kind} ${[...new Set(tables)].join(',')}${raw}`);
    if (node.kind === 'SelectQueryNode' && tables.includes('articles')) readsArticles.add(queryId);
    if (node.kind === 'SelectQueryNode' && tables.includes('redirects')) readsRedirects.add(queryId);
    return node;
  },
  async transformResult({ result, queryId }) {
    if (readsArticles.has(queryId)) articleRowsRead += result.rows.length;
    if (readsRedirects.has(queryId)) redirectRowsRead += result.rows.length;
    return result;
  },
};

let ctx: TestContext;
let editor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestContext({ plugins: [watch] });
  editor = await signIn(ctx, { role: 'editor' });
  const dir = await writeFixtureBuild(path.join(ctx.dataDir, 'fixture-build'));
  ctx.site.swap(await SiteFiles.load(dir), 'fixture');
});
afterAll(() => ctx.close());

const send = (method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...editor.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const article = (titulo: string, extra: Record<string, unknown> = {}) => ({
  titulo,
  meta_descricao: 'A description.',
  categoria: 'saude',
  conteudo_html: '<p>Text.</p>',
  status: 'publicado',
  ...extra,
});
async function location(url: string) {
  const response = await ctx.app.request(url, { redirect: 'manual' });
  return `${response.status} ${response.headers.get('location')}`;
}

describe('redirects in memory', () => {
  it('serve a redirect added through the back office at once, and stop at once when it is removed', async () => {
    expect(await location('/old-offer?from=mail')).toBe('404 null');
    const created = await send('POST', '/api/admin/redirects', { from_path: '/old-offer', to_path: '/sobre', status: 302 });
    expect(created.status).toBe(201);
    expect(await location('/old-offer?from=mail')).toBe('302 /sobre?from=mail');
    const { redirect } = await json(created);
    expect((await send('DELETE', `/api/admin/redirects/${redirect.id}`)).status).toBe(200);
    expect(await location('/old-offer')).toBe('404 null');
  });

  it('move the site version on every redirect change, so that the other instances read them again', async () => {
    const version = async () => Number((await ctx.handle.db.selectFrom('site_state').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    const created = await send('POST', '/api/admin/redirects', { from_path: '/bumped', to_path: '/sobre' });
    expect(await version()).toBe(before + 1);
    expect(ctx.deps.redirects.version).toBe(before + 1);
    await send('DELETE', `/api/admin/redirects/${(await json(created)).redirect.id}`);
    expect(await version()).toBe(before + 2);
  });

  it('serve a slug change at once, including a draft’s that had been public', async () => {
    const published = (await json(await send('POST', '/api/admin/articles', article('Evening stretch')))).article;
    expect((await send('PUT', `/api/admin/articles/${published.id}`, article('Evening stretch', { slug: 'night-stretch' }))).status).toBe(
      200,
    );
    expect(await location('/artigos/evening-stretch?x=1')).toBe('301 /artigos/night-stretch?x=1');
    // Taken back to a draft (no page changes), then renamed: its old URLs move on all the same.
    await send('PUT', `/api/admin/articles/${published.id}`, article('Evening stretch', { slug: 'night-stretch', status: 'rascunho' }));
    await send('PUT', `/api/admin/articles/${published.id}`, article('Evening stretch', { slug: 'late-stretch', status: 'rascunho' }));
    expect(await location('/artigos/evening-stretch')).toBe('301 /artigos/late-stretch');
    expect(await location('/artigos/night-stretch')).toBe('301 /artigos/late-stretch');
    // Deleting the draft takes its redirects with it.
    expect((await send('DELETE', `/api/admin/articles/${published.id}`)).status).toBe(200);
    expect(await location('/artigos/evening-stretch')).toBe('404 null');
  });

  it('read the tables twice for a burst of changes, not once per change', async () => {
    queries.length = 0;
    expect(await Promise.all(Array.from({ length: 5 }, () => ctx.deps.redirects.reload()))).toEqual([true, true, true, true, true]);
    expect(queries.filter((query) => query.startsWith('SelectQueryNode') && query.includes('from_path'))).toHaveLength(2);
  });

  it('are not read again for a change that cannot move an address (a price, a review)', async () => {
    const reads = () => queries.filter((query) => query.startsWith('SelectQueryNode') && query.includes('from_path')).length;
    queries.length = 0;
    await ctx.deps.publisher.siteChanged('article.updated', {}, { slugsUnchanged: true });
    await ctx.deps.publisher.siteChanged('review.changed', {});
    expect(reads()).toBe(0);
    await ctx.deps.publisher.siteChanged('article.updated', {});
    expect(reads()).toBe(1);
  });

  it('after an article change, read that article and its translations again, not every published article', async () => {
    const site = 60;
    await ctx.handle.db
      .insertInto('articles')
      .values(
        Array.from({ length: site }, (_, i) => ({
          slug: `already-here-${i}`,
          titulo: `Already here ${i}`,
          categoria: 'saude',
          meta_descricao: 'A description.',
          conteudo_html: '<p>Text.</p>',
          status: 'publicado' as const,
          data_publicacao: new Date(),
        })),
      )
      .execute();
    await ctx.deps.redirects.reload();
    articleRowsRead = 0;
    const published = (await json(await send('POST', '/api/admin/articles', article('Morning light')))).article;
    await ctx.deps.publisher.cardsDrawn();
    // A whole read answers every published article: more than the site's 60.
    expect(articleRowsRead).toBeLessThan(site);
    expect(await location(`/pt/artigos/${published.slug}`)).toBe(`301 /artigos/${published.slug}`);
    articleRowsRead = 0;
    expect((await send('PUT', `/api/admin/articles/${published.id}`, article('Morning light', { slug: 'dawn-light' }))).status).toBe(200);
    expect(articleRowsRead).toBeLessThan(site);
    expect(await location('/artigos/morning-light')).toBe('301 /artigos/dawn-light');
    expect(await location('/pt/artigos/dawn-light')).toBe('301 /artigos/dawn-light');
    expect(await location('/pt/artigos/already-here-7')).toBe('301 /artigos/already-here-7');
  });

  it('after an article change, read only the redirect rows it can have touched, not the whole table (decision 084)', async () => {
    const imported = 80;
    await ctx.handle.db
      .insertInto('redirects')
      .values(
        Array.from({ length: imported }, (_, i) => ({
          from_path: `/old-site/post-${i}`,
          to_path: '/sobre',
          status: 301 as const,
          origin: 'manual',
        })),
      )
      .execute();
    await ctx.deps.redirects.reload();
    expect(await location('/old-site/post-3')).toBe('301 /sobre');
    const published = (await json(await send('POST', '/api/admin/articles', article('Quiet harbour')))).article;
    // A hand-made redirect to the article's URL follows its slug change.
    expect(
      (await send('POST', '/api/admin/redirects', { from_path: '/harbour', to_path: `/artigos/${published.slug}`, status: 302 })).status,
    ).toBe(201);
    await ctx.deps.publisher.cardsDrawn();
    redirectRowsRead = 0;
    expect((await send('PUT', `/api/admin/articles/${published.id}`, article('Quiet harbour', { slug: 'calm-harbour' }))).status).toBe(200);
    // A whole read answers every row: more than the 80 imported ones.
    expect(redirectRowsRead).toBeGreaterThan(0);
    expect(redirectRowsRead).toBeLessThan(imported);
    expect(await location('/artigos/quiet-harbour')).toBe('301 /artigos/calm-harbour');
    expect(await location('/harbour')).toBe('302 /artigos/calm-harbour');
    expect(await location('/old-site/post-3')).toBe('301 /sobre');
    // Renamed back: the redirect leaving its URL goes, the page is served again.
    expect((await send('PUT', `/api/admin/articles/${published.id}`, article('Quiet harbour', { slug: 'quiet-harbour' }))).status).toBe(
      200,
    );
    expect(await location('/artigos/calm-harbour')).toBe('301 /artigos/quiet-harbour');
    expect(await location('/harbour')).toBe('302 /artigos/quiet-harbour');
    expect(
      (await ctx.handle.db.selectFrom('redirects').select('id').where('from_path', '=', '/artigos/quiet-harbour').execute()).length,
    ).toBe(0);
    expect(ctx.deps.redirects.size?.redirects).toBe(
      Number(
        (
          await ctx.handle.db
            .selectFrom('redirects')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    // Deleting the published article takes the redirects its moves wrote, read by its id alone.
    redirectRowsRead = 0;
    expect((await send('DELETE', `/api/admin/articles/${published.id}`)).status).toBe(200);
    expect(redirectRowsRead).toBeLessThan(imported);
    expect(await location('/artigos/calm-harbour')).toBe('404 null');
    expect(await location('/old-site/post-3')).toBe('301 /sobre');
  });

  it('after deleting an imported article, keep serving its import redirects as the table has them', async () => {
    const published = (await json(await send('POST', '/api/admin/articles', article('Old blog post')))).article;
    const url = `/artigos/${published.slug}`;
    // What an import writes (functions/import/item-writes.ts): the old site's addresses, tied to the article.
    await ctx.handle.db
      .insertInto('redirects')
      .values(
        ['/2019/05/old-blog-post', '/blog/old-blog-post'].map((from_path) => ({
          from_path,
          to_path: url,
          status: 301 as const,
          origin: 'import',
          article_id: published.id,
        })),
      )
      .execute();
    await ctx.deps.redirects.reload();
    await ctx.deps.publisher.cardsDrawn();
    expect(await location('/2019/05/old-blog-post')).toBe(`301 ${url}`);
    expect((await send('DELETE', `/api/admin/articles/${published.id}`)).status).toBe(200);
    // The rows stay (their article_id set to null by the foreign key), so the copy keeps them too.
    const rows = await ctx.handle.db.selectFrom('redirects').select(['from_path', 'article_id']).where('origin', '=', 'import').execute();
    expect(rows.filter((row) => row.from_path === '/2019/05/old-blog-post' || row.from_path === '/blog/old-blog-post')).toEqual([
      { from_path: '/2019/05/old-blog-post', article_id: null },
      { from_path: '/blog/old-blog-post', article_id: null },
    ]);
    const afterChange = [await location('/2019/05/old-blog-post'), await location('/blog/old-blog-post')];
    expect(afterChange).toEqual([`301 ${url}`, `301 ${url}`]);
    // A whole read agrees with the per-change read.
    await ctx.deps.redirects.reload();
    expect([await location('/2019/05/old-blog-post'), await location('/blog/old-blog-post')]).toEqual(afterChange);
  });

  it('answer page requests without a single database query', async () => {
    await send('POST', '/api/admin/redirects', { from_path: '/promo', to_path: '/pt/contato', status: 302 });
    const moved = (await json(await send('POST', '/api/admin/articles', article('Green tea')))).article;
    await send('PUT', `/api/admin/articles/${moved.id}`, article('Green tea', { slug: 'matcha-tea' }));

    // The writes above queue background jobs (webhooks and the like) whose queries could land in
    // the window below (seen once on PostgreSQL: one raw query). They are not page requests:
    // stop the queue first (ctx.close() stops it again, harmlessly).
    await ctx.deps.jobs.stop();
    // The articles' social cards are drawn after the saves answered (docs/decisions/078): not page requests either.
    await ctx.deps.publisher.cardsDrawn();
    queries.length = 0;
    const answers = [
      await location('/promo?a=b'),
      await location('/artigos/green-tea'),
      await location('/artigo/green-tea'),
      await location('/pt/artigos/matcha-tea'),
      await location('/artigos/hello-world'),
      await location('/artigos/nothing-here'),
      await location('/artigo/nothing-here'),
    ];
    expect(answers).toEqual([
      '302 /pt/contato?a=b',
      '301 /artigos/matcha-tea',
      '301 /artigos/matcha-tea',
      // Not built in this fixture: the article's own URL.
      '301 /artigos/matcha-tea',
      '200 null',
      '404 null',
      '301 /artigos/nothing-here',
    ]);
    expect(queries).toEqual([]);

    // The watch does see the app's queries: a back-office read is one.
    await send('GET', '/api/admin/redirects');
    expect(queries.some((query) => query.includes('redirects'))).toBe(true);
  });
});
