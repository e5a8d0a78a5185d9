/**
 * The back office's read-only views (functions/admin/overview): who is signed in, the
 * dashboard, the site's build state and a manual rebuild, and the sitemap's rows, each read
 * with the back office's own schema (the shared contracts), so a server change that would
 * break a screen fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardAnswerSchema, meAnswerSchema, sitemapEntriesAnswerSchema } from '../../src/lib/contracts/overview.ts';
import { rebuildAnswerSchema, siteStatusAnswerSchema } from '../../src/lib/contracts/site-status.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const get = async (path: string, who = admin) => {
  const response = await ctx.app.request(path, { headers: who.headers });
  expect(response.status, path).toBe(200);
  return json(response);
};

describe('the back office’s overview', () => {
  it('says who is signed in, with their role and two-step sign-in', async () => {
    expect(meAnswerSchema.parse(await get('/api/admin/me'))).toEqual({
      user: expect.objectContaining({ id: admin.userId, email: 'editor@example.com' }),
      role: 'admin',
      twoFactor: { enabled: false, required: false },
      idioma_interface: null,
    });
    const author = await signIn(ctx, { role: 'author' });
    expect(meAnswerSchema.parse(await get('/api/admin/me', author)).role).toBe('author');
  });

  it('counts articles and page views, and lists the five latest changed', async () => {
    for (let i = 0; i < 4; i++) await insertArticle(ctx.handle.db, { status: 'publicado', destaque: i === 0 });
    for (let i = 0; i < 3; i++)
      await insertArticle(ctx.handle.db, { status: 'rascunho', revisao_solicitada_em: i === 0 ? new Date() : null });
    const view = await ctx.app.request('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'page_view', path: '/', locale: 'en' }),
    });
    expect(view.status).toBeLessThan(300);
    const dashboard = dashboardAnswerSchema.parse(await get('/api/admin/dashboard'));
    expect(dashboard).toMatchObject({ published: 4, drafts: 3, featured: 1, awaiting_review: 1, views: 1 });
    expect(dashboard.recent).toHaveLength(5);
    const times = dashboard.recent.map((article) => Date.parse(article.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(dashboard.site).toEqual(siteStatusAnswerSchema.parse(await get('/api/admin/site')).site);
  });

  it('reports the build state, and a rebuild on a server that builds no site', async () => {
    expect(siteStatusAnswerSchema.parse(await get('/api/admin/site')).builds).toBe(false);
    const rebuild = await ctx.app.request('/api/admin/site/rebuild', { method: 'POST', headers: admin.headers });
    expect(rebuild.status).toBe(202);
    expect(rebuildAnswerSchema.parse(await json(rebuild)).requested).toBe(false);
  });

  it('gives the sitemap the published articles only, newest first, with their language', async () => {
    const { articles } = sitemapEntriesAnswerSchema.parse(await get('/api/admin/sitemap-entries'));
    expect(articles).toHaveLength(4);
    const published = await ctx.handle.db
      .selectFrom('articles')
      .select(['slug', 'idioma'])
      .where('status', '=', 'publicado')
      .orderBy('data_publicacao', 'desc')
      .execute();
    expect(articles.map(({ slug, idioma }) => ({ slug, idioma }))).toEqual(published);
  });

  it('names the parts of the live sitemap index: the interface pages, then the articles', async () => {
    const { parts } = sitemapEntriesAnswerSchema.parse(await get('/api/admin/sitemap-entries'));
    expect(parts[0]).toEqual({ path: '/sitemap-pages.xml', urls: 32 });
    expect(parts.slice(1)).toEqual([{ path: '/sitemap-articles-0.xml', urls: 4 }]);
  });
});
