import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../functions/app.ts';
import { sanitizeArticleHtml } from '../../functions/articles/sanitize.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';
import { writeWxr } from '../support/wxr-generator.ts';

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/import', name));

/** The old site: serves the fixture's one image (and counts requests), 404 for anything else. */
async function startOldSite(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a9' } })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/wp-content/uploads/2024/03/cofre.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length });
      res.end(jpeg);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('imports: a WordPress export through the API and the job queue', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let oldSite: Awaited<ReturnType<typeof startOldSite>>;
  /** The Polylang fixture as the old site at oldSite.origin exported it. */
  let wxr: Buffer;

  beforeAll(async () => {
    oldSite = await startOldSite();
    wxr = Buffer.from(fixture('polylang.xml').toString('utf8').replaceAll('https://casaserena.example', oldSite.origin));
    ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    admin = (await signIn(ctx)).headers;
    editor = (await signIn(ctx, { role: 'editor' })).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await oldSite.close();
  });

  function upload(file: Buffer | null, fields: Record<string, string>, headers = admin, name = 'export.xml') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('file', new Blob([new Uint8Array(file)]), name);
    return ctx.app.request('/api/admin/imports', { method: 'POST', headers, body: form });
  }

  /** Runs the queue until the import has ended; answers the import. */
  async function finished(id: string) {
    for (;;) {
      await ctx.deps.jobs.runDue();
      const answer = await json(await ctx.app.request(`/api/admin/imports/${id}`, { headers: admin }));
      if (['done', 'failed', 'cancelled'].includes(answer.status)) return answer;
    }
  }

  /**
   * The bytes kept of an upload (every upload's without an id): a file under DATA_DIR/imports on
   * the embedded database, the database's chunks on PostgreSQL (docs/decisions/074).
   */
  async function keptBytes(id?: string): Promise<number> {
    const folder = path.join(ctx.dataDir, 'imports');
    let chunks = ctx.handle.db.selectFrom('import_file_chunks').select('data');
    if (id) chunks = chunks.where('import_id', '=', id);
    const inDatabase = (await chunks.execute()).reduce((sum, chunk) => sum + chunk.data.length, 0);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => !id || name === id || name === `${id}.part`);
    const inFiles = (await Promise.all(names.map(async (name) => (await stat(path.join(folder, name))).size))).reduce((a, b) => a + b, 0);
    if (ctx.databaseUrl) expect(inFiles).toBe(0);
    else expect(inDatabase).toBe(0);
    return inDatabase + inFiles;
  }

  const articleCount = async () =>
    Number(
      (
        await ctx.handle.db
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses what is not an export, a bad mapping, a missing file and non-administrators, keeping nothing', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const notExport = await upload(png, {}, admin, 'export.xml');
    expect(notExport.status).toBe(415);
    expect((await json(notExport)).error.message).toContain('unknown kind of file');
    const portuguese = await upload(Buffer.from('{"hello": 1}'), {}, { ...admin, 'Accept-Language': 'pt-BR' }, 'x.json');
    expect(portuguese.status).toBe(415);
    expect((await json(portuguese)).error.message).toContain('não é uma exportação do WordPress');

    const badMap = await upload(wxr, { category_map: '{"financas": "finance"}' });
    expect(badMap.status).toBe(400);
    expect((await json(badMap)).error.issues[0]).toMatchObject({ path: 'category_map.financas' });
    expect((await upload(wxr, { category_map: 'not json' })).status).toBe(400);
    // A field zod checks itself gets zod's Portuguese message in a Portuguese answer, not its English one.
    const maybe = await upload(wxr, { dry_run: 'maybe' }, { ...admin, 'Accept-Language': 'pt-BR' });
    expect(maybe.status).toBe(400);
    const maybeIssue = (await json(maybe)).error.issues[0];
    expect(maybeIssue.path).toBe('dry_run');
    expect(maybeIssue.message).toMatch(/^Opção inválida/);
    expect((await upload(wxr, { default_category: 'nope' })).status).toBe(400);
    expect((await upload(null, { dry_run: 'true' })).status).toBe(400);
    const notMultipart = await ctx.app.request('/api/admin/imports', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
    expect((await upload(wxr, {}, editor)).status).toBe(403);

    expect(await ctx.handle.db.selectFrom('imports').selectAll().execute()).toEqual([]);
    expect(await keptBytes()).toBe(0);
  });

  it('reports in a dry run what would happen and writes nothing', async () => {
    const before = await articleCount();
    const response = await upload(wxr, { dry_run: 'true', category_map: '{"financas": "dinheiro"}', default_category: 'desenvolvimento' });
    expect(response.status).toBe(202);
    const { id } = await json(response);
    const answer = await finished(id);
    expect(answer).toMatchObject({ id, status: 'done', source: 'wordpress', dry_run: true, progress: { done: 10, total: 10 } });
    const report = answer.report;
    expect(report.articles).toEqual({ created: 6, updated: 0, unchanged: 0, skipped: 4, failed: 0 });
    // Private and password-protected posts carry no language term: the option's (en).
    expect(report.by_language).toEqual({ pt: 3, en: 3 });
    expect(report.translation_groups).toBe(1);
    expect(report.categories).toEqual(
      expect.arrayContaining([
        { slug: 'financas', name: 'Finanças', posts: 2, mapped_to: 'dinheiro' },
        { slug: 'sleep', name: 'Sleep', posts: 1, mapped_to: null },
      ]),
    );
    expect(report.unknown_shortcodes).toEqual({ 'contact-form-7': 1 });
    // The source's authors, by the names the articles keep (no member is created for them).
    expect(report.authors).toEqual({ 'Marta Quintal': 3 });
    expect(report.skipped.map((entry: { code: string }) => entry.code).sort()).toEqual([
      'affiliate_link',
      'attachment',
      'page',
      'unsupported_language',
    ]);
    expect(await articleCount()).toBe(before);
    expect(oldSite.requests).toEqual([]);

    // Without a mapping or default, a dry run still counts what it would create, and says which need a category.
    const unmapped = await finished((await json(await upload(wxr, { dry_run: 'true' }))).id);
    expect(unmapped.report.articles).toMatchObject({ created: 6, failed: 0 });
    expect(unmapped.report.problems.filter((problem: { code: string }) => problem.code === 'no_category')).toHaveLength(6);
    // The upload is not kept once the import ended.
    expect(await keptBytes(id)).toBe(0);
  });

  it('imports articles with their translations, images and old addresses, and a second run changes nothing', async () => {
    const before = await articleCount();
    const fields = { category_map: '{"financas": "dinheiro"}', default_category: 'desenvolvimento' };
    const { id } = await json(await upload(wxr, fields));
    const answer = await finished(id);
    expect(answer.status).toBe('done');
    expect(answer.report.articles).toEqual({ created: 6, updated: 0, unchanged: 0, skipped: 4, failed: 0 });
    expect(await articleCount()).toBe(before + 6);

    const db = ctx.handle.db;
    const pt = await db.selectFrom('articles').selectAll().where('slug', '=', 'orcamento-de-marco').executeTakeFirstOrThrow();
    const en = await db.selectFrom('articles').selectAll().where('slug', '=', 'march-budget').executeTakeFirstOrThrow();
    expect(pt).toMatchObject({ idioma: 'pt', status: 'publicado', categoria: 'dinheiro', autor: 'Marta Quintal' });
    expect(pt.data_publicacao?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(en.grupo_traducao).not.toBeNull();
    expect(en.grupo_traducao).toBe(pt.grupo_traducao);
    // The featured image is in the media library, fetched once although two posts use it.
    expect(pt.imagem_destaque_url).toMatch(/^\/media\//);
    expect(en.conteudo_html).toContain(`src="${pt.imagem_destaque_url}"`);
    expect(oldSite.requests.filter((url) => url.endsWith('cofre.jpg'))).toHaveLength(1);
    expect(await db.selectFrom('media').select('variants').execute()).toHaveLength(1);
    // Private and password-protected posts are drafts; the future one is scheduled.
    const bySlug = async (slug: string) =>
      (await db.selectFrom('articles').select('status').where('slug', '=', slug).executeTakeFirstOrThrow()).status;
    expect(await bySlug('notas-privadas')).toBe('rascunho');
    expect(await bySlug('protegido')).toBe('rascunho');
    expect(await bySlug('dormir-melhor')).toBe('agendado');
    // The published ones get their social cards after the import, as a start-up would draw them.
    await ctx.deps.publisher.staleCardsDrawn();
    const cards = await db
      .selectFrom('articles')
      .select(['slug', 'cartao_social_url'])
      .where('slug', 'in', ['orcamento-de-marco', 'march-budget', 'dormir-melhor', 'notas-privadas'])
      .orderBy('slug')
      .execute();
    expect(cards.map((row) => [row.slug, row.cartao_social_url?.startsWith('/media/images/') ?? false])).toEqual([
      ['dormir-melhor', false],
      ['march-budget', true],
      ['notas-privadas', false],
      ['orcamento-de-marco', true],
    ]);
    expect((await ctx.app.request(cards[1]!.cartao_social_url!)).headers.get('content-type')).toBe('image/jpeg');

    // Old addresses answer 301 in one hop to the new ones.
    const hop = async (address: string) => {
      const response = await ctx.app.request(address);
      return [response.status, response.headers.get('location')];
    };
    expect(await hop('/pt/2024/03/orcamento-de-marco/')).toEqual([301, '/pt/artigos/orcamento-de-marco']);
    expect(await hop('/en/2024/03/march-budget/')).toEqual([301, '/artigos/march-budget']);
    expect(await hop('/?p=102')).toEqual([301, '/artigos/march-budget']);
    expect(await hop(`/pt/2024/03/01/${encodeURIComponent('orçamento-de-março')}/`)).toEqual([301, '/pt/artigos/orcamento-de-marco']);
    // Category and tag archives lead to the closest list: the page of the category most of their
    // posts went to, in their language (Polylang's prefix, else the first language among them).
    expect(await hop('/en/category/financas/')).toEqual([301, '/categoria/dinheiro']);
    expect(await hop('/pt/category/financas/')).toEqual([301, '/pt/categoria/dinheiro']);
    expect(await hop('/category/financas/')).toEqual([301, '/pt/categoria/dinheiro']);
    expect(await hop('/pt/tag/rotina/')).toEqual([301, '/pt/categoria/dinheiro']);
    // "sleep" was not mapped: its post took the default category, and so does its archive.
    expect(await hop('/pt/category/sleep/')).toEqual([301, '/pt/categoria/desenvolvimento']);
    // An archive no imported post was in is not redirected (only the site's trailing-slash rule applies).
    expect(await hop('/category/unknown/')).toEqual([301, '/category/unknown']);
    const redirects = await db.selectFrom('redirects').select(['origin']).where('origin', '=', 'import').execute();
    expect(redirects.length).toBe(answer.report.redirects.created);

    // The same file again: nothing new, nothing duplicated, nothing fetched again.
    const second = await finished((await json(await upload(wxr, fields))).id);
    expect(second.report.articles).toEqual({ created: 0, updated: 0, unchanged: 6, skipped: 4, failed: 0 });
    expect(await articleCount()).toBe(before + 6);
    expect(oldSite.requests.filter((url) => url.endsWith('cofre.jpg'))).toHaveLength(1);

    const audit = await db.selectFrom('audit_log').select(['action']).where('action', 'like', 'import.%').execute();
    // Two dry runs and two imports so far: each started and completed once.
    expect(audit.map((row) => row.action).sort()).toEqual([...Array(4).fill('import.completed'), ...Array(4).fill('import.started')]);
  });

  it('imports a Ghost zip with its images from the zip', async () => {
    const { id } = await json(
      await upload(fixture('ghost.zip'), { default_category: 'saude', source_url: 'https://blog.example' }, admin, 'ghost.zip'),
    );
    const answer = await finished(id);
    expect(answer).toMatchObject({ status: 'done', source: 'ghost' });
    expect(answer.report.articles).toMatchObject({ created: 4, failed: 0 });
    expect(answer.report.authors).toEqual({ 'Ana Lee, Rui Sá': 1 });
    const post = await ctx.handle.db.selectFrom('articles').selectAll().where('slug', '=', 'calmer-mornings').executeTakeFirstOrThrow();
    expect(post).toMatchObject({
      idioma: 'en',
      status: 'publicado',
      video_link_externo: 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed',
    });
    // kettle.jpg came from the zip; morning.jpg was not in it and blog.example is not reachable: kept and reported.
    expect(post.conteudo_html).toMatch(/src="\/media\//);
    expect(answer.report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source_key: 'ghost:blog.example:6650a1',
          detail: 'https://blog.example/content/images/2024/05/morning.jpg',
        }),
      ]),
    );
  });
  it('stores a hostile post body sanitized, as the article service stores an editor’s (docs/decisions/102)', async () => {
    const body = [
      '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a> and <a href="https://ok.example/" target="_blank">here</a>.</p>',
      '<script>alert(1)</script><iframe src="https://evil.example/"></iframe><style>p{display:none}</style>',
      '<h1 style="color:red">A title</h1><img src="javascript:alert(2)" onerror="alert(3)"><div><p>Kept <em>text</em></p></div>',
      '<svg onload="alert(4)"><a xlink:href="javascript:alert(5)">x</a></svg><form action="https://evil.example/"><input value="x"></form>',
    ].join('\n');
    const hostile = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>Hostile</title>
	<link>https://hostile.example</link>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>https://hostile.example</wp:base_site_url>
	<item>
		<title><![CDATA[A hostile body]]></title>
		<link>https://hostile.example/a-hostile-body/</link>
		<guid isPermaLink="false">https://hostile.example/?p=9001</guid>
		<content:encoded><![CDATA[${body}]]></content:encoded>
		<wp:post_id>9001</wp:post_id>
		<wp:post_date_gmt><![CDATA[2024-05-01 10:00:00]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[a-hostile-body]]></wp:post_name>
		<wp:status><![CDATA[publish]]></wp:status>
		<wp:post_type><![CDATA[post]]></wp:post_type>
	</item>
</channel>
</rss>`;
    const started = await upload(Buffer.from(hostile), { dry_run: 'false', language: 'en', default_category: 'saude', media: 'keep' });
    expect(started.status).toBe(202);
    const done = await finished((await json(started)).id);
    expect(done.status).toBe('done');
    expect(done.report.articles.created).toBe(1);
    const stored = await ctx.handle.db
      .selectFrom('articles')
      .select('conteudo_html')
      .where('idioma', '=', 'en')
      .where('slug', '=', 'a-hostile-body')
      .executeTakeFirstOrThrow();
    const html = stored.conteudo_html;
    // It passes the sanitizer: sanitizing it again changes nothing.
    expect(sanitizeArticleHtml(html)).toBe(html);
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'onload',
      'javascript:',
      '<iframe',
      '<style',
      'style=',
      '<svg',
      '<form',
      '<input',
      '<h1',
      '<div',
    ])
      expect(html).not.toContain(banned);
    expect(html).toContain('<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">here</a>');
    expect(html).toContain('<h2>A title</h2>');
    expect(html).toContain('<p>Kept <em>text</em></p>');
  });

  it('refuses a second import while one is queued, and cancels it', async () => {
    // The queue is stopped, so the first import stays queued.
    await ctx.deps.jobs.stop();
    const first = await upload(wxr, { dry_run: 'true', default_category: 'saude' });
    expect(first.status).toBe(202);
    const { id } = await json(first);
    const second = await upload(wxr, { dry_run: 'true', default_category: 'saude' });
    expect(second.status).toBe(409);
    const cancelled = await ctx.app.request(`/api/admin/imports/${id}/cancel`, { method: 'POST', headers: admin });
    expect(cancelled.status).toBe(202);
    expect((await json(await ctx.app.request(`/api/admin/imports/${id}`, { headers: admin }))).status).toBe('cancelled');
    expect((await ctx.app.request(`/api/admin/imports/${id}/cancel`, { method: 'POST', headers: admin })).status).toBe(409);
    expect((await ctx.app.request('/api/admin/imports/not-an-id', { headers: admin })).status).toBe(400);
    expect((await ctx.app.request('/api/admin/imports/00000000-0000-4000-8000-000000000000', { headers: admin })).status).toBe(404);
  });

  it('takes an export larger than the JSON body limit (only IMPORT_MAX_MB applies)', async () => {
    // The queue is still stopped (the test before): the import stays queued with its file stored.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-large-'));
    try {
      const file = path.join(dir, 'large.xml');
      const bytes = await writeWxr(file, { posts: 250, postBytes: 10_000, imageOrigin: oldSite.origin });
      expect(bytes).toBeGreaterThan(2 * JSON_BODY_LIMIT);
      const response = await upload(readFileSync(file), { dry_run: 'true', default_category: 'saude' });
      expect(response.status).toBe(202);
      const { id } = await json(response);
      // Kept whole where the job will read it: a file under DATA_DIR on the embedded database (PGlite wrote a
      // bytea at about 1 MB a second), the database on PostgreSQL (any instance may run the job).
      expect(await keptBytes(id)).toBe(bytes);
      expect((await ctx.app.request(`/api/admin/imports/${id}/cancel`, { method: 'POST', headers: admin })).status).toBe(202);
      // The next upload clears what ended imports left.
      const next = await upload(wxr, { dry_run: 'true', default_category: 'saude' });
      expect(next.status).toBe(202);
      expect(await keptBytes(id)).toBe(0);
      expect((await ctx.app.request(`/api/admin/imports/${(await json(next)).id}/cancel`, { method: 'POST', headers: admin })).status).toBe(
        202,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
