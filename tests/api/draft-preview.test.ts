/**
 * Draft previews (issue 12, part 3; docs/decisions/031): who may make a secret link, the link
 * rendering the draft with the site's real layout and noindex, expiry and revocation answering
 * the site's 404 page, and the live build (sitemap, lists, feeds) never containing the draft,
 * even when a preview is rendered while a build runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAsPublished } from '../../functions/content/queries.ts';
import { claimDueArticles } from '../../functions/articles/scheduled.ts';
import { BuildRunner } from '../../functions/site/build-runner.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import {
  createdPreviewAnswerSchema,
  previewListAnswerSchema,
  revokedPreviewAnswerSchema,
} from '../../src/lib/contracts/article-preview.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';
import { readSitemap } from '../support/sitemap.ts';

type Who = 'admin' | 'editor' | 'author' | 'otherAuthor';

let ctx: TestContext;
const as = {} as Record<Who, Record<string, string>>;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, deps: { build: {} } });
  as.admin = (await signIn(ctx)).headers;
  as.editor = (await signIn(ctx, { role: 'editor' })).headers;
  as.author = (await signIn(ctx, { role: 'author' })).headers;
  as.otherAuthor = (await signIn(ctx, { role: 'author', email: 'another-author@example.com' })).headers;
  await ctx.deps.runner!.requestBuild('first build');
  expect(ctx.site.status().build.lastError).toBeNull();
}, 240_000);

afterAll(() => ctx.close());

const call = (who: Who, method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...as[who], 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The back office's reads of the preview answers, with its own schemas. */
const makePreview = async (who: Who, articleId: string) =>
  createdPreviewAnswerSchema.parse(await json(await call(who, 'POST', `/api/admin/articles/${articleId}/previas`)));
const previewsOf = async (who: Who, articleId: string) =>
  previewListAnswerSchema.parse(await json(await call(who, 'GET', `/api/admin/articles/${articleId}/previas`))).previews;

const DRAFT_TITLE = 'Sleeping Well Before Publication';
const DRAFT_PRODUCT = 'Preview Pillow Deluxe';

function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    titulo: DRAFT_TITLE,
    categoria: 'saude',
    meta_descricao: 'A draft that only a secret link shows.',
    conteudo_html: '<p>Words nobody should find on the live site yet.</p>',
    status: 'rascunho',
    idioma: 'en',
    products: [{ name: DRAFT_PRODUCT, description: 'Soft and quiet.', price: 49.9, affiliate_link: 'https://shop.example.com/pillow' }],
    ...overrides,
  };
}

/** The path of a preview link (the app is called in-process). */
const pathOf = (link: string) => new URL(link).pathname;
const page = (urlPath: string) => ctx.app.request(urlPath);

let draft: { id: string; slug: string };
let adminLink: string;
let authorLink: string;

describe('making a preview link', () => {
  it('is refused for bad input and for another author’s article, and a published article has none', async () => {
    const created = await call('author', 'POST', '/api/admin/articles', articleBody());
    expect(created.status).toBe(201);
    draft = (await json(created)).article;

    const badId = await call('admin', 'POST', '/api/admin/articles/not-an-id/previas');
    expect(badId.status).toBe(400);
    expect((await json(badId)).error.issues).toEqual([{ path: 'id', message: 'Artigo desconhecido' }]);
    const unknown = await call('admin', 'POST', '/api/admin/articles/00000000-0000-4000-8000-000000000000/previas');
    expect(unknown.status).toBe(404);

    const refused = await call('otherAuthor', 'POST', `/api/admin/articles/${draft.id}/previas`);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.code).toBe('not_your_article');
    expect((await json(await call('otherAuthor', 'GET', `/api/admin/articles/${draft.id}/previas`))).error.code).toBe('not_your_article');

    const published = await ctx.handle.db.selectFrom('articles').select('id').where('status', '=', 'publicado').executeTakeFirstOrThrow();
    const notDraft = await call('editor', 'POST', `/api/admin/articles/${published.id}/previas`);
    expect(notDraft.status).toBe(409);
    expect((await json(notDraft)).error).toEqual({
      code: 'preview_not_draft',
      message: 'Só um rascunho ou um artigo agendado tem pré-visualização: este já está publicado, e sua página já está no site.',
    });
    const links = await ctx.handle.db.selectFrom('preview_links').select('id').execute();
    expect(links).toEqual([]);
  });

  it('is made by an administrator and by the article’s author; only the token’s hash is stored', async () => {
    const byAdmin = await call('admin', 'POST', `/api/admin/articles/${draft.id}/previas`);
    expect(byAdmin.status).toBe(201);
    const adminAnswer = createdPreviewAnswerSchema.parse(await json(byAdmin));
    adminLink = adminAnswer.link;
    expect(adminLink).toBe(`${new URL(ctx.env.siteUrl).origin}/preview/${adminLink.split('/').at(-1)}`);
    expect(adminLink).toMatch(/\/preview\/[A-Za-z0-9_-]{65}$/);
    const days = (Date.parse(adminAnswer.preview.expires_at) - Date.parse(adminAnswer.preview.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    const byAuthor = await call('author', 'POST', `/api/admin/articles/${draft.id}/previas`);
    expect(byAuthor.status).toBe(201);
    authorLink = createdPreviewAnswerSchema.parse(await json(byAuthor)).link;
    expect(authorLink).not.toBe(adminLink);

    const stored = await ctx.handle.db.selectFrom('preview_links').select('token_hash').execute();
    expect(stored).toHaveLength(2);
    const tokens = [adminLink, authorLink].map((link) => link.split('/').at(-1)!);
    for (const row of stored) for (const token of tokens) expect(row.token_hash).not.toContain(token);

    const list = await previewsOf('author', draft.id);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: expect.any(String), expires_at: expect.any(String), autor_email: 'author-member@example.com' });
  });
});

describe('opening a preview link', () => {
  it('renders the draft with the site’s real layout, its products, noindex and no caching', async () => {
    const response = await page(pathOf(adminLink));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(head).toContain(`<title>${DRAFT_TITLE}`);
    expect(html).toContain(DRAFT_PRODUCT);
    expect(html).toContain('Words nobody should find on the live site yet.');
    expect(html).toContain('data-preview-banner');

    // The real layout: the live home page's stylesheet and CSP, and a published article's page chrome.
    const home = await (await page('/')).text();
    const stylesheet = home.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    expect(html).toContain(stylesheet);
    expect(head).toContain('http-equiv="content-security-policy"');
    expect(html).toContain('<html lang="en"');

    // The article itself is not on the live site.
    expect((await page(`/artigos/${draft.slug}`)).status).toBe(404);
    // The token is a secret: the request log does not keep it.
    const logged = JSON.stringify(ctx.logger.entries);
    expect(logged).toContain('"path":"/preview/…"');
    expect(logged).not.toContain(adminLink.split('/').at(-1));
    // The author's own link opens it too.
    expect((await page(pathOf(authorLink))).status).toBe(200);
  });

  it('renders a scheduled Portuguese article under /pt, in Portuguese', async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await call(
      'editor',
      'POST',
      '/api/admin/articles',
      articleBody({ titulo: 'Rascunho agendado para depois', idioma: 'pt', status: 'agendado', data_publicacao: inAWeek, products: [] }),
    );
    expect(created.status).toBe(201);
    const scheduled = (await json(created)).article;
    const made = await makePreview('editor', scheduled.id);
    expect(made.link).toMatch(/\/pt\/preview\/[A-Za-z0-9_-]{65}$/);
    const response = await page(pathOf(made.link));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('Rascunho agendado para depois');
    expect((await page(`/pt/artigos/${scheduled.slug}`)).status).toBe(404);
  });

  it('answers the site’s 404 page for a malformed, forged or unknown token, without saying why', async () => {
    const notFound = await (await page('/no-such-page-at-all')).text();
    const forged = `${'A'.repeat(43)}${'B'.repeat(22)}`;
    for (const urlPath of ['/preview/abc', `/preview/${forged}`, `/preview/${pathOf(adminLink).split('/').at(-1)!.slice(0, -1)}x`]) {
      const response = await page(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await response.text()).toBe(notFound);
    }
  });

  it('stops working when the link expires, and a revoked link answers 404 in the page’s language', async () => {
    const [adminToken, authorToken] = [adminLink, authorLink].map((link) => link.split('/').at(-1)!);
    const notFound = await (await page('/no-such-page-at-all')).text();

    // Expiry: the stored date moved into the past.
    const adminPreview = (await previewsOf('admin', draft.id)).at(-1)!;
    await ctx.handle.db
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', adminPreview.id)
      .execute();
    const expired = await page(`/preview/${adminToken}`);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toBe(notFound);
    const listed = await previewsOf('author', draft.id);
    expect(listed.map((preview) => preview.id)).not.toContain(adminPreview.id);

    // Revocation by the author, and a second revocation is a clear 404.
    const authorPreview = listed[0]!;
    expect((await call('otherAuthor', 'DELETE', `/api/admin/articles/${draft.id}/previas/${authorPreview.id}`)).status).toBe(403);
    expect((await page(`/preview/${authorToken}`)).status).toBe(200);
    const revoked = await call('author', 'DELETE', `/api/admin/articles/${draft.id}/previas/${authorPreview.id}`);
    expect(revoked.status).toBe(200);
    expect(revokedPreviewAnswerSchema.parse(await json(revoked))).toEqual({ revoked: authorPreview.id });
    const again = await call('author', 'DELETE', `/api/admin/articles/${draft.id}/previas/${authorPreview.id}`);
    expect(again.status).toBe(404);
    expect((await json(again)).error.code).toBe('preview_not_found');
    const malformed = await call('author', 'DELETE', `/api/admin/articles/${draft.id}/previas/not-an-id`);
    expect((await json(malformed)).error.issues).toEqual([{ path: 'previewId', message: 'Link de pré-visualização desconhecido' }]);
    expect((await page(`/preview/${authorToken}`)).status).toBe(404);

    // Under /pt the same refusal is the Portuguese 404 page.
    const pt = await page(`/pt/preview/${authorToken}`);
    expect(pt.status).toBe(404);
    expect(await pt.text()).toBe(await (await page('/pt/no-such-page-at-all')).text());
    expect(await previewsOf('author', draft.id)).toEqual([]);
  });
});

describe('the live site', () => {
  it('never contains the draft: not in the sitemap, lists or feeds, even with previews rendered during a build', async () => {
    const made = await makePreview('admin', draft.id);
    const runner = ctx.deps.runner!;
    // A full render of every page, with previews rendered while it runs.
    const build = runner.requestBuild('a full build during previews', { full: true });
    const previews = await Promise.all([0, 1, 2].map(() => page(pathOf(made.link))));
    for (const response of previews) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(DRAFT_TITLE);
    }
    await build;
    expect(ctx.site.status().build.lastError).toBeNull();
    expect(runner.lastOutcome?.mode).toBe('full');

    expect(runner.livePages().some((urlPath) => urlPath.includes(draft.slug))).toBe(false);
    const sitemap = await readSitemap(async (urlPath) => (await page(urlPath)).text());
    for (const urlPath of [
      ...sitemap.parts.keys(),
      '/sitemap.xml',
      '/rss.xml',
      '/pt/rss.xml',
      '/',
      '/pt',
      '/artigos',
      '/pt/artigos',
      '/categoria/saude',
    ]) {
      const response = await page(urlPath);
      expect(response.status, urlPath).toBe(200);
      const body = await response.text();
      expect(body, urlPath).not.toContain(draft.slug);
      expect(body, urlPath).not.toContain(DRAFT_TITLE);
      expect(body, urlPath).not.toContain('preview/');
    }
  }, 240_000);

  it('after a restart, a preview renders from the live bundle before any build; with no live build, there is none', async () => {
    const article = (await articleAsPublished(ctx.handle.db, draft.id, ctx.env.PRICE_MAX_AGE_DAYS))!;
    const restarted = (dataDir: string) =>
      new BuildRunner({
        dataDir,
        site: new LiveSite(),
        logger: ctx.logger,
        loadContent: () => loadSiteContent(ctx.handle.db, ctx.env),
        siteUrl: ctx.env.siteUrl,
      });
    const runner = restarted(ctx.dataDir);
    expect(await runner.restoreLive()).toBe(true);
    const html = (await runner.renderPreview(article))!.toString('utf8');
    expect(html).toContain(`<title>${DRAFT_TITLE}`);
    expect(html).toContain(DRAFT_PRODUCT);
    expect(runner.lastOutcome).toBeNull();
    expect(await restarted(`${ctx.dataDir}/nothing-built-here`).renderPreview(article)).toBeNull();
  });

  it('a deleted article takes its links with it', async () => {
    const made = await makePreview('admin', draft.id);
    expect((await page(pathOf(made.link))).status).toBe(200);
    expect((await call('author', 'DELETE', `/api/admin/articles/${draft.id}`)).status).toBe(200);
    expect((await page(pathOf(made.link))).status).toBe(404);
    const left = await ctx.handle.db.selectFrom('preview_links').select('id').where('article_id', '=', draft.id).execute();
    expect(left).toEqual([]);
  });
});

describe('publication', () => {
  it('ends the article’s links: an old link leads to its page, and a later draft stays private', async () => {
    const created = await call('author', 'POST', '/api/admin/articles', articleBody({ titulo: 'Reviewed Then Published', products: [] }));
    expect(created.status).toBe(201);
    const article = (await json(created)).article;
    const made = await makePreview('author', article.id);
    expect((await page(pathOf(made.link))).status).toBe(200);

    const published = await call(
      'editor',
      'PUT',
      `/api/admin/articles/${article.id}`,
      articleBody({ titulo: 'Reviewed Then Published', products: [], status: 'publicado' }),
    );
    expect(published.status).toBe(200);
    expect(await previewsOf('author', article.id)).toEqual([]);
    const row = await ctx.handle.db
      .selectFrom('preview_links')
      .select('revoked_at')
      .where('article_id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeInstanceOf(Date);
    const opened = await page(pathOf(made.link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/artigos/${article.slug}`);
    expect(opened.headers.get('cache-control')).toBe('no-store');

    // Back to a draft with new words: the old link does not show them.
    const secret = 'A rewrite that is not ready for anyone yet.';
    const unpublished = await call(
      'editor',
      'PUT',
      `/api/admin/articles/${article.id}`,
      articleBody({ titulo: 'Reviewed Then Published', products: [], conteudo_html: `<p>${secret}</p>` }),
    );
    expect(unpublished.status).toBe(200);
    const closed = await page(pathOf(made.link));
    expect(closed.status).toBe(404);
    expect(await closed.text()).not.toContain(secret);
  });

  it('by the scheduler ends them too', async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await call(
      'editor',
      'POST',
      '/api/admin/articles',
      articleBody({ titulo: 'Publicado pelo agendador', idioma: 'pt', status: 'agendado', data_publicacao: inAWeek, products: [] }),
    );
    const article = (await json(created)).article;
    const made = await makePreview('editor', article.id);
    expect((await page(pathOf(made.link))).status).toBe(200);

    await ctx.handle.db
      .updateTable('articles')
      .set({ data_publicacao: new Date(Date.now() - 1000) })
      .where('id', '=', article.id)
      .execute();
    const claimed = await claimDueArticles(ctx.handle.db, false);
    expect(claimed.map((due) => due.id)).toContain(article.id);
    const opened = await page(pathOf(made.link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/pt/artigos/${article.slug}`);
  });
});
