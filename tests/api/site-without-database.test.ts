/**
 * The built pages do not need the database: with it gone (here closed for good; a lost
 * PostgreSQL connection looks the same to the routes), pages are still served as built, the
 * specification's /artigo/{slug} still leads to /artigos/{slug}, an unknown path still gets
 * the 404 page, the health check says the database is down, and the API answers 503
 * database_unavailable (not a 500) in the visitor's language. The redirects read before it went
 * (a redirect made by hand, a slug change) are still served from memory (docs/decisions/039);
 * a reload that fails keeps them and says so once.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedirectIndex } from '../../functions/redirects/redirect-index.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // While the database answers: a redirect by hand, and a published article whose slug changed.
  const editor = await signIn(ctx, { role: 'editor' });
  const send = (method: string, url: string, body: unknown) =>
    ctx.app.request(url, { method, headers: { ...editor.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await send('POST', '/api/admin/redirects', { from_path: '/old-offer', to_path: '/sobre', status: 302 })).status).toBe(201);
  const article = {
    titulo: 'Walking shoes',
    meta_descricao: 'Shoes.',
    categoria: 'saude',
    conteudo_html: '<p>Text.</p>',
    status: 'publicado',
  };
  const { id } = (await json(await send('POST', '/api/admin/articles', article))).article;
  expect((await send('PUT', `/api/admin/articles/${id}`, { ...article, slug: 'running-shoes' })).status).toBe(200);
  const dir = await writeFixtureBuild(path.join(ctx.dataDir, 'fixture-build'));
  ctx.site.swap(await SiteFiles.load(dir), 'fixture');
  await ctx.handle.close();
});
// The database is already closed; closing it again is refused, the rest still goes.
afterAll(() => ctx.close().catch(() => {}));

describe('with the database gone', () => {
  it('serves the built pages, in both languages', async () => {
    for (const [url, title] of [
      ['/artigos/hello-world', 'Hello world'],
      ['/pt/artigos/hello-world', 'Olá mundo'],
      ['/pt', 'Início'],
    ] as const) {
      const response = await ctx.app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('still sends /artigo/{slug} to its page, and an unknown path to the 404 page', async () => {
    const legacy = await ctx.app.request('/artigo/hello-world', { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/artigos/hello-world');
    const missing = await ctx.app.request('/pt/artigos/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Ops! Página não encontrada');
  });

  it('still serves the redirects read before it went: stored ones, moved slugs, the other locale', async () => {
    const location = async (url: string) => {
      const response = await ctx.app.request(url, { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location')}`;
    };
    expect(await location('/old-offer?from=mail')).toBe('302 /sobre?from=mail');
    expect(await location('/artigos/walking-shoes')).toBe('301 /artigos/running-shoes');
    expect(await location('/pt/artigos/walking-shoes')).toBe('301 /artigos/running-shoes');
    expect(await location('/artigo/walking-shoes')).toBe('301 /artigos/running-shoes');
    // Not in the fixture build: the article's page in its own locale.
    expect(await location('/pt/artigos/running-shoes')).toBe('301 /artigos/running-shoes');

    // A reload (the site version moved) that cannot read keeps the copy, and warns once a minute.
    expect(await ctx.deps.redirects.reload()).toBe(false);
    expect(await ctx.deps.redirects.reload()).toBe(false);
    expect(ctx.logger.entries.filter((entry) => entry.msg === 'redirects could not be reloaded; the last copy is served')).toHaveLength(1);
    expect(await location('/artigos/walking-shoes')).toBe('301 /artigos/running-shoes');
  });

  it('asks the database, as before, while no copy was ever read', async () => {
    const unloaded = new RedirectIndex(ctx.handle.db, ctx.logger);
    await expect(unloaded.find('/old-offer')).rejects.toThrow();
    await expect(unloaded.articles.legacy('en', 'walking-shoes')).rejects.toThrow();
    expect(await unloaded.reload()).toBe(false);
    expect(unloaded.version).toBeNull();
  });

  it('says so in the health check, and the API says so in the visitor’s language', async () => {
    const health = await ctx.app.request('/api/health');
    expect(health.status).toBe(503);
    for (const [language, message] of [
      ['en', /^The database is not answering/],
      ['pt-BR', /^O banco de dados não está respondendo/],
    ] as const) {
      const answer = await ctx.app.request('/api/articles', { headers: { 'Accept-Language': language } });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect((await answer.json()).error).toEqual({ code: 'database_unavailable', message: expect.stringMatching(message) });
    }
  });
});
