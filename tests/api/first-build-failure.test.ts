/**
 * A first build that fails must say so: the waiting page stops refreshing and points at the
 * console, and the health check answers "failed" with the reason (never "starting" forever).
 * The build bundles the site for real, then cannot read the content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  // The content cannot be read (as when the database is unreachable): the first build fails.
  ctx = await createTestContext({ deps: { build: { loadContent: () => Promise.reject(new Error('the database is unreachable')) } } });
  await ctx.deps.runner!.requestBuild('test: first build');
}, 120_000);
afterAll(() => ctx.close());

describe('when the first build fails', () => {
  it('health answers 503 "failed" with the reason', async () => {
    const response = await ctx.app.request('/api/health');
    expect(response.status).toBe(503);
    const body = await json(response);
    expect(body.status).toBe('failed');
    expect(body.reason).toBe('The site build failed: the database is unreachable');
    expect(body.site).toMatchObject({ live: false, build: { state: 'failed' } });
  });

  it("pages say the build failed and where to read why, in the visitor's language, without refreshing", async () => {
    const en = await ctx.app.request('/artigos');
    expect(en.status).toBe(503);
    const enHtml = await en.text();
    expect(enHtml).toContain('The site could not be built');
    expect(enHtml).toContain('console');
    expect(enHtml).not.toContain('http-equiv="refresh"');

    const pt = await ctx.app.request('/pt/artigos');
    const ptHtml = await pt.text();
    expect(pt.status).toBe(503);
    expect(ptHtml).toContain('O site não pôde ser gerado');
    expect(ptHtml).toContain('lang="pt-BR"');
  });
});
