/**
 * Redirects (issue 12; docs/decisions/023-redirects.md): the table is served before the static
 * site as 301/302 with a same-site Location, never for /api or /admin; the back office adds
 * and removes them (editors and administrators only) and refuses loops, chains and reserved
 * paths with clear messages; a published article's slug change leaves 301s at its old URLs,
 * with chains collapsed.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { createdRedirectAnswerSchema, deletedRedirectAnswerSchema, redirectPageSchema } from '../../src/lib/contracts/redirect.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
const as = {} as Record<'admin' | 'editor' | 'author', Awaited<ReturnType<typeof signIn>>>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await signIn(ctx);
  as.editor = await signIn(ctx, { role: 'editor' });
  as.author = await signIn(ctx, { role: 'author' });
  const dir = await writeFixtureBuild(path.join(ctx.dataDir, 'fixture-build'));
  ctx.site.swap(await SiteFiles.load(dir), 'fixture');
});
afterAll(() => ctx.close());

type Who = { headers: Record<string, string> };
const send = (who: Who, method: string, url: string, body?: unknown, language = 'en') =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': language },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const add = (from_path: string, to_path: string, status?: 301 | 302, who: Who = as.editor, language = 'en') =>
  send(who, 'POST', '/api/admin/redirects', { from_path, to_path, ...(status ? { status } : {}) }, language);
const visit = (url: string) => ctx.app.request(url, { redirect: 'manual' });
const rows = () =>
  ctx.handle.db.selectFrom('redirects').select(['from_path', 'to_path', 'status', 'origin']).orderBy('from_path').execute();
async function clearTable() {
  await ctx.handle.db.deleteFrom('redirects').execute();
}

describe('redirects made in the back office', () => {
  it('are served as 301 or 302 with a same-site Location, query kept, and stop when removed', async () => {
    await clearTable();
    const created = await add('/old-page', '/sobre');
    expect(created.status).toBe(201);
    const { redirect } = createdRedirectAnswerSchema.parse(await json(created));
    expect(redirect).toMatchObject({ from_path: '/old-page', to_path: '/sobre', status: 301, origin: 'manual' });

    const answer = await visit('/old-page?ref=mail');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/sobre?ref=mail');
    expect((await visit('/old-page/')).status).toBe(301);

    expect((await add('/promo', '/pt/contato', 302)).status).toBe(201);
    const temporary = await visit('/promo');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('/pt/contato');

    const removed = await send(as.editor, 'DELETE', `/api/admin/redirects/${redirect.id}`);
    expect(removed.status).toBe(200);
    expect(deletedRedirectAnswerSchema.parse(await json(removed))).toEqual({ deleted: redirect.id });
    expect((await visit('/old-page')).status).toBe(404);
    expect((await send(as.editor, 'DELETE', `/api/admin/redirects/${redirect.id}`)).status).toBe(404);
    const malformed = await send(as.editor, 'DELETE', '/api/admin/redirects/not-an-id');
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.issues).toEqual([{ path: 'id', message: 'Unknown redirect' }]);
    const malformedPt = await send(as.editor, 'DELETE', '/api/admin/redirects/not-an-id', undefined, 'pt-BR');
    expect((await json(malformedPt)).error.issues).toEqual([{ path: 'id', message: 'Redirecionamento desconhecido' }]);

    // Both changes are in the audit log, with who made them.
    const audited = await ctx.handle.db.selectFrom('audit_log').selectAll().where('target_id', '=', redirect.id).orderBy('seq').execute();
    expect(audited.map((row) => [row.action, row.summary])).toEqual([
      ['redirect.created', '/old-page → /sobre (301)'],
      ['redirect.deleted', '/old-page → /sobre'],
    ]);
  });

  it('are listed newest first, filtered by a part of either path, 50 a page', async () => {
    await clearTable();
    for (let n = 1; n <= 55; n++) expect((await add(`/bulk-${n}`, '/sobre')).status).toBe(201);
    expect((await add('/only-one', '/contato')).status).toBe(201);
    const page = async (query = '') => redirectPageSchema.parse(await json(await send(as.editor, 'GET', `/api/admin/redirects${query}`)));
    const first = await page();
    expect(first).toMatchObject({ total: 56, page: 1, page_size: 50 });
    expect(first.redirects).toHaveLength(50);
    expect(first.redirects[0]).toMatchObject({ from_path: '/only-one', created_by_email: 'editor-member@example.com' });
    const second = await page('?page=2');
    expect(second.redirects).toHaveLength(6);
    const filtered = await page('?search=CONTATO');
    expect(filtered.redirects.map((row) => row.from_path)).toEqual(['/only-one']);
    expect((await send(as.editor, 'GET', '/api/admin/redirects?origin=slug_change')).status).toBe(200);
  });

  it('refuse loops and chains with a 400 that says what to do, in the editor’s language', async () => {
    await clearTable();
    expect((await add('/a', '/b')).status).toBe(201);

    const self = await add('/c', '/c/', undefined, as.editor, 'pt-BR');
    expect(self.status).toBe(400);
    expect((await json(self)).error).toEqual({
      code: 'redirect_to_itself',
      message: 'Um redirecionamento não pode levar ao próprio caminho: escolha outro destino.',
    });

    const loop = await add('/b', '/a');
    expect(loop.status).toBe(400);
    expect((await json(loop)).error).toMatchObject({
      code: 'redirect_loop',
      message: expect.stringContaining('/a already redirects to /b'),
    });
    const loopPt = await add('/b', '/a', undefined, as.editor, 'pt-BR');
    expect((await json(loopPt)).error.message).toContain('Isto criaria um ciclo');

    const chainAfter = await add('/z', '/a');
    expect(chainAfter.status).toBe(400);
    expect((await json(chainAfter)).error).toMatchObject({
      code: 'redirect_chain_target',
      message: expect.stringContaining('point this redirect straight at /b'),
    });

    const chainBefore = await add('/b', '/d');
    expect(chainBefore.status).toBe(400);
    expect((await json(chainBefore)).error.code).toBe('redirect_chain_source');

    const twice = await add('/a', '/e');
    expect(twice.status).toBe(409);
    expect((await json(twice)).error.code).toBe('redirect_exists');

    expect(await rows()).toEqual([{ from_path: '/a', to_path: '/b', status: 301, origin: 'manual' }]);
  });

  it('refuse the site’s own paths, other sites and malformed paths', async () => {
    await clearTable();
    for (const from of ['/api/health', '/admin/artigos', '/admin', '/media/x.png', '/go/1', '/', '/API/health']) {
      const response = await add(from, '/sobre');
      expect(response.status, from).toBe(400);
      expect((await json(response)).error.code, from).toBe('redirect_reserved_path');
    }
    for (const [from, to] of [
      ['/x', 'https://evil.example/'],
      ['/x', '//evil.example'],
      ['/x', '/\\evil.example'],
      ['/x', '/page?next=//evil'],
      ['old', '/sobre'],
      ['', '/sobre'],
    ]) {
      const response = await add(from!, to!);
      expect(response.status, `${from} -> ${to}`).toBe(400);
      expect((await json(response)).error.code).toBe('validation_failed');
    }
    for (const [language, message] of [
      ['en', 'Status must be 301 or 302'],
      ['pt-BR', 'O status deve ser 301 ou 302'],
    ]) {
      const wrongStatus = await send(
        as.editor,
        'POST',
        '/api/admin/redirects',
        { from_path: '/x', to_path: '/sobre', status: 307 },
        language,
      );
      expect((await json(wrongStatus)).error.issues).toEqual([{ path: 'status', message }]);
    }
    // A path that only looks odd is normalised, never read as another host.
    expect((await add('/x', '/./../evil.example/%2e%2e/page')).status).toBe(201);
    expect((await visit('/x')).headers.get('location')).toBe('/page');
    expect((await rows()).length).toBe(1);
  });

  it('never shadow /api or /admin, even when a row says so', async () => {
    await clearTable();
    await ctx.handle.db
      .insertInto('redirects')
      .values([
        { from_path: '/api/health', to_path: '/sobre', origin: 'manual' },
        { from_path: '/admin/artigos', to_path: '/sobre', origin: 'manual' },
      ])
      .execute();
    expect((await visit('/api/health')).status).toBe(200);
    const admin = await visit('/admin/artigos');
    expect(admin.status).toBe(200);
    expect(admin.headers.get('location')).toBeNull();
    await clearTable();
  });

  it('are for editors and administrators, not authors', async () => {
    await clearTable();
    expect((await add('/by-admin', '/sobre', undefined, as.admin)).status).toBe(201);
    const refused = await add('/by-author', '/sobre', undefined, as.author);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.code).toBe('forbidden');
    expect((await send(as.author, 'GET', '/api/admin/redirects')).status).toBe(403);
    const [row] = await ctx.handle.db.selectFrom('redirects').select('id').execute();
    expect((await send(as.author, 'DELETE', `/api/admin/redirects/${row!.id}`)).status).toBe(403);
    expect(await rows()).toHaveLength(1);
  });
});

const article = (titulo: string, extra: Record<string, unknown> = {}) => ({
  titulo,
  meta_descricao: 'A description.',
  categoria: 'saude',
  conteudo_html: '<p>Text.</p>',
  status: 'publicado',
  ...extra,
});

async function publish(titulo: string, extra: Record<string, unknown> = {}) {
  const response = await send(as.editor, 'POST', '/api/admin/articles', article(titulo, extra));
  expect(response.status).toBe(201);
  return (await json(response)).article as { id: string; slug: string; idioma: string };
}
const rename = (id: string, titulo: string, slug: string, extra: Record<string, unknown> = {}, who: Who = as.editor) =>
  send(who, 'PUT', `/api/admin/articles/${id}`, article(titulo, { slug, ...extra }));

async function location(url: string) {
  const response = await visit(url);
  return `${response.status} ${response.headers.get('location')}`;
}

describe('a published article’s slug change', () => {
  it('answers 301 from the old URLs in every locale, /artigo/{old} included, in one hop', async () => {
    await clearTable();
    const { id, slug } = await publish('Sleep well tonight');
    expect(slug).toBe('sleep-well-tonight');
    const saved = await rename(id, 'Sleep well tonight', 'rest-well');
    expect(saved.status).toBe(200);
    expect((await json(saved)).article.slug).toBe('rest-well');

    expect(await location('/artigos/sleep-well-tonight')).toBe('301 /artigos/rest-well');
    expect(await location('/pt/artigos/sleep-well-tonight')).toBe('301 /artigos/rest-well');
    expect(await location('/artigo/sleep-well-tonight')).toBe('301 /artigos/rest-well');
    expect(await rows()).toEqual([
      { from_path: '/artigos/sleep-well-tonight', to_path: '/artigos/rest-well', status: 301, origin: 'slug_change' },
      { from_path: '/pt/artigos/sleep-well-tonight', to_path: '/artigos/rest-well', status: 301, origin: 'slug_change' },
    ]);
  });

  it('collapses chains: A→B then B→C stores A→C and B→C; back to A leaves no loop', async () => {
    await clearTable();
    const { id } = await publish('Breathe in', { idioma: 'pt' });
    await rename(id, 'Breathe in', 'breathe-out', { idioma: 'pt' });
    await rename(id, 'Breathe in', 'breathe-deep', { idioma: 'pt' });
    expect(await location('/pt/artigos/breathe-in')).toBe('301 /pt/artigos/breathe-deep');
    expect(await location('/pt/artigos/breathe-out')).toBe('301 /pt/artigos/breathe-deep');
    const all = await rows();
    const sources = new Set(all.map((row) => row.from_path));
    expect(all.filter((row) => sources.has(row.to_path))).toEqual([]);
    expect(all.map((row) => row.from_path)).toEqual([
      '/artigos/breathe-in',
      '/artigos/breathe-out',
      '/pt/artigos/breathe-in',
      '/pt/artigos/breathe-out',
    ]);

    await rename(id, 'Breathe in', 'breathe-in', { idioma: 'pt' });
    expect(await location('/pt/artigos/breathe-deep')).toBe('301 /pt/artigos/breathe-in');
    expect(await location('/pt/artigos/breathe-out')).toBe('301 /pt/artigos/breathe-in');
    expect((await rows()).find((row) => row.from_path === '/pt/artigos/breathe-in')).toBeUndefined();
  });

  it('takes an unpublished article back to an earlier slug, by an edit or a revision restore, with no self-redirect', async () => {
    for (const how of ['edit', 'restore'] as const) {
      await clearTable();
      const titulo = `Quiet mornings ${how}`;
      const { id, slug: first } = await publish(titulo);
      expect((await rename(id, titulo, first, { status: 'rascunho' })).status).toBe(200);
      const revisions = (await json(await send(as.editor, 'GET', `/api/admin/articles/${id}/revisoes`))).revisions as Array<{ id: string }>;
      expect((await rename(id, titulo, `${first}-later`, { status: 'rascunho' })).status).toBe(200);

      const back =
        how === 'edit'
          ? await rename(id, titulo, first, { status: 'rascunho' })
          : await send(as.editor, 'POST', `/api/admin/articles/${id}/revisoes/${revisions[0]!.id}/restaurar`);
      expect(back.status).toBe(200);
      expect((await json(back)).article.slug).toBe(first);
      const stored = await rows();
      expect(stored.filter((row) => row.from_path === row.to_path)).toEqual([]);
      expect(stored.find((row) => row.from_path === `/artigos/${first}`)).toBeUndefined();
      expect(stored).toContainEqual({
        from_path: `/artigos/${first}-later`,
        to_path: `/artigos/${first}`,
        status: 301,
        origin: 'slug_change',
      });
      expect(await location(`/artigos/${first}-later`)).toBe(`301 /artigos/${first}`);
      expect((await visit(`/artigos/${first}`)).headers.get('location')).toBeNull();
    }
  });

  it('keeps an old slug for the moved article: a new article with that title gets another', async () => {
    await clearTable();
    const { id } = await publish('Morning walk');
    await rename(id, 'Morning walk', 'walk-every-morning');
    const newcomer = await publish('Morning walk');
    expect(newcomer.slug).toBe('morning-walk-2');
    expect(await location('/artigos/morning-walk')).toBe('301 /artigos/walk-every-morning');
  });

  it('does not redirect a draft that was never public, and refuses a taken slug or a bad one', async () => {
    await clearTable();
    const draft = (await json(await send(as.editor, 'POST', '/api/admin/articles', article('Quiet draft', { status: 'rascunho' }))))
      .article;
    expect((await rename(draft.id, 'Quiet draft', 'calm-draft', { status: 'rascunho' })).status).toBe(200);
    expect(await rows()).toEqual([]);

    const other = await publish('Taken title');
    const taken = await rename(other.id, 'Taken title', 'calm-draft', {}, as.editor);
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.code).toBe('slug_taken');
    const bad = await rename(other.id, 'Taken title', 'Not A Slug');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.issues).toEqual([
      { path: 'slug', message: 'use lowercase letters, digits and hyphens, such as my-new-title' },
    ]);
    expect(await rows()).toEqual([]);
  });

  it('is refused to authors, whose slugs follow their titles', async () => {
    const response = await send(as.author, 'POST', '/api/admin/articles', article('Mine', { status: 'rascunho', slug: 'my-own' }), 'pt-BR');
    expect(response.status).toBe(403);
    expect((await json(response)).error.code).toBe('slug_editors_only');
  });

  it('refuses a manual redirect from a published article’s page, and a publish clears one at its URL', async () => {
    await clearTable();
    const live = await publish('Stretching basics');
    const refused = await add(`/artigos/${live.slug}`, '/sobre');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('redirect_article_page');

    const draft = (await json(await send(as.editor, 'POST', '/api/admin/articles', article('Future piece', { status: 'rascunho' }))))
      .article;
    expect((await add(`/artigos/${draft.slug}`, '/sobre')).status).toBe(201);
    await send(as.editor, 'PUT', `/api/admin/articles/${draft.id}`, article('Future piece'));
    expect(await rows()).toEqual([]);
  });

  it('leaves nothing behind when the article is deleted: its old URLs answer 404', async () => {
    await clearTable();
    const { id } = await publish('Short naps');
    await rename(id, 'Short naps', 'power-naps');
    expect(await location('/artigos/short-naps')).toBe('301 /artigos/power-naps');
    expect((await send(as.editor, 'DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    expect(await rows()).toEqual([]);
    expect(await location('/artigos/short-naps')).toBe('404 null');
  });

  it('is written to the static bundle’s _redirects through the content API', async () => {
    await clearTable();
    const { id } = await publish('Hydration tips');
    await rename(id, 'Hydration tips', 'drink-water');
    const feed = await json(await ctx.app.request('/api/content/redirects'));
    expect(feed.redirects).toContainEqual({ from_path: '/artigos/hydration-tips', to_path: '/artigos/drink-water', status: 301 });
  });
});
