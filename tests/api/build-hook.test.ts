/**
 * BUILD_HOOK_URL (a hosted static deployment's build trigger) is called with a POST of
 * `{"event": …}` whenever the site changes: a publish, a rebuild asked for in the back office,
 * an import (then again once its articles' social cards are drawn). A hook that fails is logged,
 * and the change it followed stands.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

/** A build host: records each call's method, type and body; answers `status`. */
async function startBuildHost() {
  const calls: Array<{ method: string; type: string | undefined; body: unknown }> = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', type: req.headers['content-type'], body: JSON.parse(body || 'null') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/build`,
    calls,
    events: () => calls.map((call) => (call.body as { event: string }).event),
    answer: (code: number) => (status = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A call comes after the change's answer: on a busy machine, more than expect.poll's default second. */
const WAIT = { timeout: 15_000 };

let host: Awaited<ReturnType<typeof startBuildHost>>;
let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  host = await startBuildHost();
  ctx = await createTestContext({ env: { BUILD_HOOK_URL: host.url } });
  headers = (await signIn(ctx)).headers;
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

const publish = (titulo: string) =>
  ctx.app.request('/api/admin/articles', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      titulo,
      categoria: 'saude',
      meta_descricao: 'A short description.',
      conteudo_html: '<p>Body.</p>',
      idioma: 'en',
      status: 'publicado',
    }),
  });

describe('BUILD_HOOK_URL', () => {
  it('is called with the event of a publish and of a rebuild asked for in the back office', async () => {
    expect((await publish('Evening walks')).status).toBe(201);
    await expect.poll(host.events, WAIT).toEqual(['article.published']);
    expect(host.calls[0]).toMatchObject({ method: 'POST', type: 'application/json' });

    const rebuild = await ctx.app.request('/api/admin/site/rebuild', { method: 'POST', headers: { ...headers, Origin: TEST_ORIGIN } });
    expect(rebuild.status).toBe(202);
    await expect.poll(host.events, WAIT).toEqual(['article.published', 'site.rebuild']);
  });

  it('is called when an import ends, and again once its published articles’ social cards are drawn', async () => {
    host.calls.length = 0;
    const form = new FormData();
    form.append('media', 'keep');
    form.append('default_category', 'desenvolvimento');
    form.append('file', new Blob([new Uint8Array(readFileSync(path.resolve('tests/fixtures/import/polylang.xml')))]), 'export.xml');
    const upload = await ctx.app.request('/api/admin/imports', { method: 'POST', headers, body: form });
    expect(upload.status).toBe(202);
    const { id } = await json(upload);
    await ctx.deps.jobs.runDue();
    expect((await json(await ctx.app.request(`/api/admin/imports/${id}`, { headers }))).status).toBe('done');
    await ctx.deps.publisher.staleCardsDrawn();
    await expect.poll(host.events, WAIT).toEqual(['articles.imported', 'articles.imported']);
  });

  it('that fails is logged, and the publish it followed stands', async () => {
    host.calls.length = 0;
    host.answer(500);
    const response = await publish('Morning stretches');
    expect(response.status).toBe(201);
    await expect.poll(host.events, WAIT).toEqual(['article.published']);
    await expect
      .poll(() => ctx.logger.entries, WAIT)
      .toContainEqual(expect.objectContaining({ level: 'warn', msg: 'build hook answered an error', status: 500 }));
    const slug = (await json(response)).article.slug as string;
    expect(await ctx.handle.db.selectFrom('articles').select('status').where('slug', '=', slug).executeTakeFirstOrThrow()).toEqual({
      status: 'publicado',
    });
  });
});
