/**
 * The build reads article bodies per page (docs/decisions/090): the content snapshot holds the
 * articles without them, a full build reads each published article's body once for its page, and
 * a publish reads the bodies of the article pages it renders, not the site's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentSnapshot } from '../../functions/site/renderer/site-content.ts';
import { listWork } from '../../src/lib/content/shared-cache.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let snapshot: ContentSnapshot;
let headers: Record<string, string>;

const publishedCount = async () =>
  Number(
    (
      await ctx.handle.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'publicado')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    deps: {
      build: {
        // The server's reader (functions/deps.ts), with a snapshot this test can count the body reads of.
        loadContent: async ({ fresh }) => {
          if (fresh) snapshot.reset();
          return (await snapshot.load()).content;
        },
      },
    },
  });
  snapshot = new ContentSnapshot(ctx.handle.db, ctx.env, { overlapMs: 0 });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  // The sample articles' social cards are not drawn first (a start-up would): what a build reads
  // of the bodies does not depend on them, and they are about 40 s of image work a run.
  await ctx.deps.runner!.requestBuild('first build');
}, 400_000);

afterAll(() => ctx.close());

describe('a build with a snapshot that holds no bodies', () => {
  it('reads each article body once in a full build, and the pages show them', async () => {
    expect(ctx.site.status().build.lastError).toBeNull();
    expect(ctx.deps.runner!.lastOutcome!.mode).toBe('full');
    expect(snapshot.bodiesRead).toBe(await publishedCount());
    const stored = await ctx.handle.db
      .selectFrom('articles')
      .select(['slug', 'idioma', 'conteudo_html'])
      .where('status', '=', 'publicado')
      .where('idioma', '=', 'en')
      .executeTakeFirstOrThrow();
    const html = await (await ctx.app.request(`/artigos/${stored.slug}`)).text();
    // The body's first paragraph's text, as written (the seed's bodies are plain markup).
    const text = /<p>([^<]{20,})/.exec(stored.conteudo_html)?.[1];
    expect(text).toBeDefined();
    expect(html).toContain(text!);
  });

  it('a publish reads the bodies of the article pages it renders only', async () => {
    const before = snapshot.bodiesRead;
    const response = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        titulo: 'Bodies read per page',
        categoria: 'saude',
        meta_descricao: 'An article to count body reads.',
        conteudo_html: '<p>The one body this publish needs to read.</p>',
        status: 'publicado',
      }),
    });
    expect(response.status).toBe(201);
    await json(response);
    await ctx.deps.runner!.idle();
    expect(ctx.site.status().build.lastError).toBeNull();
    const outcome = ctx.deps.runner!.lastOutcome!;
    expect(outcome.mode).toBe('incremental');
    const read = snapshot.bodiesRead - before;
    // The new article and its neighbours in its category (their related blocks), not the site.
    expect(read).toBeGreaterThanOrEqual(1);
    expect(read).toBeLessThanOrEqual(outcome.rendered);
    expect(read).toBeLessThan(await publishedCount());
    expect(await (await ctx.app.request('/artigos/bodies-read-per-page')).text()).toContain('The one body this publish needs to read.');
  });

  it("a publish's pages take the lists the plan carried: none is sorted or indexed from the whole site", async () => {
    // The page bundle has its own copy of the list selections; their caches are shared with the
    // plan's (docs/decisions/095), so the lists a publish's plan patched are the ones its pages read.
    const before = listWork().scanned;
    const response = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        titulo: 'Lists carried to the pages',
        categoria: 'dinheiro',
        meta_descricao: 'An article to count the list work of a publish.',
        conteudo_html: '<p>Listed on the home page, the lists, its category and the feed.</p>',
        status: 'publicado',
      }),
    });
    expect(response.status).toBe(201);
    await json(response);
    await ctx.deps.runner!.idle();
    expect(ctx.site.status().build.lastError).toBeNull();
    const outcome = ctx.deps.runner!.lastOutcome!;
    expect(outcome.mode).toBe('incremental');
    // The publish rendered the list pages (home, lists, category, feed, sitemap) and article pages…
    expect(outcome.rendered).toBeGreaterThan(4);
    expect(await (await ctx.app.request('/categoria/dinheiro')).text()).toContain('Lists carried to the pages');
    // …without making any list from every article again.
    expect(listWork().scanned - before).toBe(0);
  });
});
