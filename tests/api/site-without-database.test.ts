/**
 * The built pages do not need the database: with it gone (here closed for good; a lost
 * PostgreSQL connection looks the same to the routes), pages are still served as built, the
 * specification's /artigo/{slug} still leads to /artigos/{slug}, an unknown path still gets
 * the 404 page, the health check says the database is down, and the API answers 503
 * database_unavailable (not a 500) in the visitor's language.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
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
