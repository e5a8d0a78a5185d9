/**
 * The publishing pipeline with the real build runner: a publish becomes a live static page at
 * its language's URL (the other locale's URL redirects to it), a delete removes it, a failed build leaves the live site as it was, and each
 * build that goes live is announced as site.rebuilt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteStatusAnswerSchema } from '../../src/lib/contracts/site-status.ts';
import { listen } from '../../functions/boot.ts';
import { loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let close: () => Promise<void>;
/** While set, the build cannot read the content (the database read fails with this message). */
let contentBroken = '';
/** While set, only an incremental read fails (a full read, fresh, still works). */
let incrementalBroken = '';

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    deps: {
      build: {
        loadContent: ({ fresh }) => {
          const broken = contentBroken || (fresh ? '' : incrementalBroken);
          return broken ? Promise.reject(new Error(broken)) : loadSiteContent(ctx.handle.db, ctx.env);
        },
      },
    },
  });
  const listening = await listen(ctx.app.fetch, '127.0.0.1', 0);
  close = () => new Promise<void>((resolve) => listening.server.close(() => resolve()));
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  await ctx.deps.runner!.requestBuild('test start');
}, 180_000);

afterAll(async () => {
  await close();
  await ctx.close();
});

const page = async (path: string) => ctx.app.request(path);

describe('publish to live', () => {
  it('serves the first build', async () => {
    expect(ctx.site.status()).toMatchObject({ live: true, build: { state: 'idle', lastError: null } });
    expect((await page('/')).status).toBe(200);
  });

  it('a publish goes live at its language’s URL; a delete takes it down', async () => {
    const created = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        titulo: 'Fresh From The Editor',
        categoria: 'tecnologia',
        meta_descricao: 'Just published.',
        conteudo_html: '<p>Hello, readers.</p>',
        status: 'publicado',
      }),
    });
    const { article } = await json(created);
    await ctx.deps.runner!.idle();
    const live = await page('/artigos/fresh-from-the-editor');
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Hello, readers.');
    const otherLocale = await page('/pt/artigos/fresh-from-the-editor');
    expect(otherLocale.status).toBe(301);
    expect(otherLocale.headers.get('location')).toBe('/artigos/fresh-from-the-editor');
    const rebuilt = await ctx.handle.db.selectFrom('webhook_deliveries').select('event').execute();
    expect(rebuilt).toEqual([]); // no webhook configured: nothing queued, nothing lost

    await ctx.app.request(`/api/admin/articles/${article.id}`, { method: 'DELETE', headers });
    await ctx.deps.runner!.idle();
    expect((await page('/artigos/fresh-from-the-editor')).status).toBe(404);
    expect((await page('/pt/artigos/fresh-from-the-editor')).status).toBe(404);
  }, 120_000);

  it('a failed build leaves the live site untouched and reports why', async () => {
    const liveBefore = ctx.site.status().buildId;
    contentBroken = 'the published content could not be read';
    try {
      await ctx.deps.runner!.requestBuild('content unreadable');
    } finally {
      contentBroken = '';
    }
    const status = ctx.site.status();
    expect(status.buildId).toBe(liveBefore);
    expect(status.build.state).toBe('failed');
    expect(status.build.lastError).toBe('the published content could not be read');
    expect((await page('/')).status).toBe(200);
    // Parsed with the schema the back office reads it with.
    const admin = siteStatusAnswerSchema.parse(await json(await ctx.app.request('/api/admin/site', { headers })));
    expect(admin.site.build.state).toBe('failed');
  }, 120_000);

  it('an incremental build that fails is retried as a full render, which goes live', async () => {
    const original = ctx.logger.entries.length;
    // Set before the publish: its build starts as soon as the request is handled.
    incrementalBroken = 'the changed articles could not be read';
    try {
      const created = await ctx.app.request('/api/admin/articles', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          titulo: 'Saved While Reads Fail',
          categoria: 'saude',
          meta_descricao: 'Published through the fallback.',
          conteudo_html: '<p>The full render still works.</p>',
          status: 'publicado',
        }),
      });
      expect(created.status).toBe(201);
      await ctx.deps.runner!.idle();
    } finally {
      incrementalBroken = '';
    }
    expect(ctx.site.status().build).toMatchObject({ state: 'idle', lastError: null });
    expect(ctx.deps.runner!.lastOutcome?.mode).toBe('full');
    expect(ctx.logger.entries.slice(original).some((entry) => entry.msg === 'incremental build failed; rendering the whole site')).toBe(
      true,
    );
    expect((await page('/artigos/saved-while-reads-fail')).status).toBe(200);
  }, 120_000);

  it('coalesces a burst of changes into at most one more build', async () => {
    const runner = ctx.deps.runner!;
    const started: string[] = [];
    const original = ctx.logger.entries.length;
    await Promise.all(Array.from({ length: 5 }, (_, i) => runner.requestBuild(`burst ${i}`)));
    for (const entry of ctx.logger.entries.slice(original)) if (entry.msg === 'site build started') started.push(String(entry.buildId));
    expect(started.length).toBeLessThanOrEqual(2);
    expect(ctx.site.status().build.state).toBe('idle');
  }, 120_000);
});
