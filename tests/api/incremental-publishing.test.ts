/**
 * The proof of incremental publishing (docs/decisions/030): a sequence of real changes through
 * the admin API, each built incrementally (only the pages whose content key changed are
 * rendered), and then the live site is compared with a full render of the same content into a
 * separate folder: the same set of pages, the same bytes in each. No stale page, no missing page.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveSite } from '../../functions/site/live-site.ts';
import { planPages } from '../../functions/site/renderer/page-plan.ts';
import { ContentSnapshot, loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import { runnerBeside } from '../support/runner-beside.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

// Parts of about 8 articles, so the sample's articles fill several sitemap parts (docs/decisions/051).
// Set back after the file: API test files share their process (vitest.config.ts, isolate).
vi.stubEnv('SITEMAP_PART_SIZE', '8');

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, deps: { build: {} } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  // As the server's first start does: the sample articles get their social cards before the first build.
  await ctx.deps.socialCards.refreshStale();
  await ctx.deps.runner!.requestBuild('first build');
}, 240_000);

afterAll(async () => {
  await ctx.close();
  vi.unstubAllEnvs();
});

const call = async (method: string, url: string, body?: unknown) => {
  const response = await ctx.app.request(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  expect(response.status, `${method} ${url}: ${response.status}`).toBeLessThan(300);
  return json(response);
};

/** Waits for the builds a change asked for, and says what the last one did. */
async function built() {
  await ctx.deps.runner!.idle();
  expect(ctx.site.status().build.lastError).toBeNull();
  return ctx.deps.runner!.lastOutcome!;
}

async function article(id: string) {
  return (await call('GET', `/api/admin/articles/${id}`)).article;
}

async function createArticle(body: Record<string, unknown>) {
  return (await call('POST', '/api/admin/articles', body)).article;
}

/** The editable fields of an article, as the editor sends them back. */
function editable(full: Record<string, unknown>) {
  const { titulo, categoria, meta_descricao, conteudo_html, autor, tempo_leitura, imagem_destaque_url, status, idioma, slug } = full;
  return { titulo, categoria, meta_descricao, conteudo_html, autor, tempo_leitura, imagem_destaque_url, status, idioma, slug };
}

const page = (urlPath: string) => ctx.app.request(urlPath);

/** The live sitemap files and the file each is served from: a rewritten one moves to the new build's folder. */
function sitemapFiles(): Map<string, string> {
  const paths = ctx.deps.runner!.livePages().filter((urlPath) => urlPath.startsWith('/sitemap'));
  return new Map(paths.map((urlPath) => [urlPath, ctx.site.current!.lookup(urlPath)!.absPath]));
}

function rewritten(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([urlPath, file]) => before.get(urlPath) !== file).map(([urlPath]) => urlPath);
}

describe('incremental publishing', () => {
  let total = 0;

  it('the first build renders every page', () => {
    const outcome = ctx.deps.runner!.lastOutcome!;
    expect(outcome.mode).toBe('full');
    total = outcome.rendered;
    expect(total).toBeGreaterThan(60);
  });

  it('each change renders only the pages that show it, and the site shows the change', async () => {
    // Three published articles written in one language only (the sample links some pairs).
    const [first, second, third] = await ctx.handle.db
      .selectFrom('articles')
      .select(['id', 'slug', 'idioma'])
      .where('status', '=', 'publicado')
      .where('grupo_traducao', 'is', null)
      .orderBy('data_publicacao', 'desc')
      .limit(3)
      .execute();
    const at = (a: { slug: string; idioma: string }) => (a.idioma === 'pt' ? `/pt/artigos/${a.slug}` : `/artigos/${a.slug}`);

    // Publish a new article.
    const created = await createArticle({
      titulo: 'Incremental Builds Explained',
      categoria: 'tecnologia',
      meta_descricao: 'Only what changed is rendered again.',
      conteudo_html: '<p>A page whose content did not change keeps its file.</p>',
      status: 'publicado',
      idioma: 'en',
    });
    let outcome = await built();
    expect(outcome.mode).toBe('incremental');
    expect(outcome.rendered).toBeGreaterThan(0);
    expect(outcome.rendered).toBeLessThan(total / 3);
    expect((await page(`/artigos/${created.slug}`)).status).toBe(200);
    expect(await (await page('/artigos')).text()).toContain('Incremental Builds Explained');

    // Retitle an existing article: the sitemap's index and the one part holding it are rewritten.
    const full1 = await article(first!.id);
    const sitemapBefore = sitemapFiles();
    expect(sitemapBefore.size).toBeGreaterThan(4);
    await call('PUT', `/api/admin/articles/${first!.id}`, { ...editable(full1), titulo: 'A Retitled Article For The Proof' });
    outcome = await built();
    const parts = rewritten(sitemapBefore, sitemapFiles());
    expect(parts).toHaveLength(2);
    expect(parts).toContain('/sitemap.xml');
    const part = parts.find((urlPath) => urlPath !== '/sitemap.xml')!;
    expect(part).toMatch(/^\/sitemap-articles-\d+\.xml$/);
    expect(await (await page(part)).text()).toContain(at(first!));
    expect(outcome.mode).toBe('incremental');
    expect(outcome.rendered).toBeLessThan(total / 3);
    expect(await (await page(at(first!))).text()).toContain('A Retitled Article For The Proof');

    // Change a category.
    const full2 = await article(second!.id);
    const category = full2.categoria === 'culinaria' ? 'educacao' : 'culinaria';
    await call('PUT', `/api/admin/articles/${second!.id}`, { ...editable(full2), categoria: category });
    outcome = await built();
    expect(outcome.mode).toBe('incremental');

    // Feature one.
    await call('PATCH', `/api/admin/articles/${third!.id}/destaque`, { destaque: true });
    expect((await built()).mode).toBe('incremental');

    // Unpublish one: its page goes.
    const full3 = await article(third!.id);
    await call('PUT', `/api/admin/articles/${third!.id}`, { ...editable(full3), status: 'rascunho' });
    outcome = await built();
    expect(outcome.removed).toBeGreaterThanOrEqual(1);
    expect((await page(at(third!))).status).toBe(404);

    // Delete the new one.
    await call('DELETE', `/api/admin/articles/${created.id}`);
    expect((await built()).mode).toBe('incremental');
    expect((await page(`/artigos/${created.slug}`)).status).toBe(404);

    // Link a translation: a Portuguese article for the retitled one.
    const translation = await createArticle({
      titulo: 'Um artigo renomeado para a prova',
      categoria: full1.categoria,
      meta_descricao: 'A tradução ligada ao artigo.',
      conteudo_html: '<p>Uma página cujo conteúdo não mudou mantém o seu arquivo.</p>',
      status: 'publicado',
      idioma: full1.idioma === 'pt' ? 'en' : 'pt',
    });
    await call('POST', `/api/admin/articles/${first!.id}/traducao`, { article_id: translation.id });
    expect((await built()).mode).toBe('incremental');
    expect(await (await page(at(first!))).text()).toContain('hreflang');

    // Edit a review (shown on the home pages).
    const { reviews } = await call('GET', '/api/admin/reviews');
    const review = reviews[0] as Record<string, unknown>;
    const { titulo: _title, id: _id, created_at: _created, updated_at: _updated, ...rest } = review;
    await call('PUT', `/api/admin/reviews/${review.id}`, { ...rest, titulo: 'A review retitled for the proof' });
    outcome = await built();
    expect(outcome.mode).toBe('incremental');
    expect(outcome.rendered).toBeLessThan(10);

    // The owner's contact details (Configurações): the two contact pages, and only them.
    const { settings } = await call('GET', '/api/admin/settings');
    const owners = { ...settings, contact: { ...settings.contact, email: 'hello@owner.example' } };
    await call('PUT', '/api/admin/settings', owners);
    outcome = await built();
    expect(outcome.mode).toBe('incremental');
    expect(outcome.rendered).toBe(2);
    expect(await (await page('/pt/contato')).text()).toContain('hello@owner.example');

    // A testimonial written in Portuguese only: the Portuguese home page.
    await call('POST', '/api/admin/testimonials', {
      nome: 'Lia Moraes',
      nota: 5,
      profissao: { en: '', pt: 'Padeira' },
      texto: { en: '', pt: 'Um depoimento para a prova.' },
    });
    outcome = await built();
    expect(outcome.rendered).toBe(1);
    expect(await (await page('/pt')).text()).toContain('Um depoimento para a prova.');

    // A figure of the statistics band: both home pages.
    await call('PUT', '/api/admin/settings', { ...owners, stats: { ...owners.stats, views: { kind: 'fixed', value: '3M+' } } });
    outcome = await built();
    expect(outcome.rendered).toBe(2);
    expect(await (await page('/')).text()).toContain('3M+');

    // The Portuguese tagline (every title): every Portuguese HTML page, and no English page,
    // no feed, no sitemap.
    const before = await (await page('/')).text();
    const identity = {
      ...owners,
      stats: { ...owners.stats, views: { kind: 'fixed', value: '3M+' } },
      tagline: { ...owners.tagline, pt: 'Um slogan para a prova' },
    };
    await call('PUT', '/api/admin/settings', identity);
    outcome = await built();
    const plan = planPages(await loadSiteContent(ctx.handle.db, ctx.env));
    const portugueseHtml = plan.filter((planned) => planned.path.startsWith('/pt') && !planned.path.endsWith('.xml'));
    expect(outcome.mode).toBe('incremental');
    expect(outcome.rendered).toBe(portugueseHtml.length);
    expect(await (await page('/pt/artigos')).text()).toMatch(/<title>[^<]+ \| Bem Viver · Um slogan para a prova<\/title>/);
    expect(await (await page('/')).text()).toBe(before);

    // A social profile (the footer's links, JSON-LD sameAs) and the English name (titles, the
    // English feed): every HTML page and the English feed.
    const profile = { label: 'Instagram', url: 'https://instagram.example/owner' };
    await call('PUT', '/api/admin/settings', { ...identity, name: { ...identity.name, en: 'Owner Site' }, social: [profile] });
    outcome = await built();
    const html = plan.filter((planned) => !planned.path.endsWith('.xml') && !planned.path.endsWith('.json') && planned.key !== 'fixed');
    expect(outcome.rendered).toBe(html.length + 1);
    const home = await (await page('/')).text();
    expect(home).toContain('href="https://instagram.example/owner"');
    expect(home).toContain('"sameAs":["https://instagram.example/owner"]');
    expect(home).toMatch(/<title>[^<]+ \| Owner Site · Live well, every day<\/title>/);
    expect(await (await page('/rss.xml')).text()).toContain('<title>Owner Site · Articles in English</title>');
    expect(await (await page('/pt/rss.xml')).text()).toContain('<title>Bem Viver · Artigos em português</title>');
    // The English social cards draw the name too: drawn again after the save answered, then the
    // English articles' pages (their keys hold the card's address) are rendered again.
    await ctx.deps.publisher.staleCardsDrawn();
    outcome = await built();
    expect(outcome.mode).toBe('incremental');
    expect(outcome.rendered).toBeGreaterThan(0);

    // The Portuguese disclosure of amazon.com.br, the Portuguese pages' default store (issue 29):
    // the Portuguese articles with products, and the Portuguese home when it shows reviews; the
    // English pages (amazon.com's disclosure) and the articles without products stay as they were.
    const shown = await loadSiteContent(ctx.handle.db, ctx.env);
    const withProducts = shown.articles.filter((a) => a.idioma === 'pt' && a.related_products.length > 0);
    const ptHomeShowsReviews = shown.reviews.some((review) => review.idioma !== 'en');
    expect(withProducts.length).toBeGreaterThan(0);
    const englishBefore = await (await page('/')).text();
    await call('PATCH', '/api/admin/affiliate/marketplaces/amazon.com.br', { disclosure: { pt: 'Aviso da loja para a prova.' } });
    outcome = await built();
    expect(outcome.mode).toBe('incremental');
    // …and the Portuguese products page, which always shows its language's disclosure.
    expect(outcome.rendered).toBe(withProducts.length + (ptHomeShowsReviews ? 1 : 0) + 1);
    const ptArticle = await (await page(`/pt/artigos/${withProducts[0]!.slug}`)).text();
    expect(ptArticle).toMatch(/data-affiliate-disclosure[^>]*>Aviso da loja para a prova\.</);
    expect(await (await page('/pt/products')).text()).toMatch(/data-affiliate-disclosure[^>]*>Aviso da loja para a prova\.</);
    expect(await (await page('/products')).text()).toMatch(
      /data-affiliate-disclosure[^>]*>As an Amazon Associate we earn from qualifying purchases\.</,
    );
    expect(await (await page('/')).text()).toBe(englishBefore);
  }, 240_000);

  it('a change that shows nowhere renders nothing', async () => {
    const drafts = await createArticle({
      titulo: 'A draft nobody sees',
      categoria: 'saude',
      meta_descricao: 'Draft.',
      conteudo_html: '<p>Draft.</p>',
      status: 'rascunho',
    });
    await ctx.deps.runner!.idle();
    const before = ctx.site.status().buildId;
    await ctx.deps.runner!.requestBuild('nothing visible changed');
    expect(ctx.site.status().buildId).toBe(before);
    await call('DELETE', `/api/admin/articles/${drafts.id}`);
  });

  it('the live site equals a full render of the same content, page for page', async () => {
    await ctx.deps.runner!.idle();
    const fullSite = new LiveSite();
    const fullRunner = runnerBeside(ctx, 'full-render', fullSite);
    await fullRunner.requestBuild('full render for comparison', { full: true });
    expect(fullRunner.lastOutcome?.mode).toBe('full');

    const live = ctx.deps.runner!.livePages();
    const full = fullRunner.livePages();
    expect(live).toEqual(full);
    const differing: string[] = [];
    for (const urlPath of live) {
      const [a, b] = await Promise.all([
        readFile(ctx.site.current!.lookup(urlPath)!.absPath),
        readFile(fullSite.current!.lookup(urlPath)!.absPath),
      ]);
      if (!a.equals(b)) differing.push(urlPath);
    }
    expect(differing).toEqual([]);
  }, 240_000);

  it('serves the sitemap as an index of parts, each within the limits, listing every published article once with its alternates', async () => {
    await ctx.deps.runner!.idle();
    const index = await (await page('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(parts[0]).toBe('/sitemap-pages.xml');
    expect(parts.length).toBeGreaterThan(4);
    const locs: string[] = [];
    for (const part of parts) {
      const response = await page(part);
      expect(response.status, part).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      locs.push(...urls);
    }
    const published = await ctx.handle.db.selectFrom('articles').select(['slug', 'idioma']).where('status', '=', 'publicado').execute();
    const articleLocs = locs.filter((loc) => /\/artigos\/[^/]+$/.test(loc)).sort();
    expect(articleLocs).toEqual(published.map((a) => (a.idioma === 'pt' ? `/pt/artigos/${a.slug}` : `/artigos/${a.slug}`)).sort());
    expect(locs).toContain('/pt/sobre');
    // The linked translation keeps its hreflang alternates in its part.
    const all = (await Promise.all(parts.map(async (part) => (await page(part)).text()))).join('\n');
    expect(all).toMatch(/<xhtml:link rel="alternate" hreflang="pt" href="[^"]+\/pt\/artigos\/[^"]+"\/>/);
  });

  it('a sitemap part that fails to write fails the build and leaves the live index and its parts as they were', async () => {
    await ctx.deps.runner!.idle();
    let diskFull = false;
    const site = new LiveSite();
    const runner = runnerBeside(ctx, 'disk-full', site, {
      writeFile: async (file, data) => {
        if (diskFull && /sitemap-articles-\d+\.xml$/.test(file)) {
          throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), { code: 'ENOSPC' });
        }
        await writeFile(file, data);
      },
    });
    await runner.requestBuild('before the disk fills', { full: true });
    expect(site.status().build.lastError).toBeNull();
    const liveIndex = await readFile(site.current!.lookup('/sitemap.xml')!.absPath, 'utf8');
    const buildId = site.status().buildId;

    await createArticle({
      titulo: 'Written To A Full Disk',
      categoria: 'saude',
      meta_descricao: 'Its sitemap part cannot be written.',
      conteudo_html: '<p>The disk is full.</p>',
      status: 'publicado',
      idioma: 'en',
    });
    await ctx.deps.runner!.idle();
    diskFull = true;
    await runner.requestBuild('the disk is full');
    expect(site.status().build.state).toBe('failed');
    expect(site.status().build.lastError).toContain('ENOSPC');
    expect(site.status().buildId).toBe(buildId);
    expect(await readFile(site.current!.lookup('/sitemap.xml')!.absPath, 'utf8')).toBe(liveIndex);
    for (const m of liveIndex.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      expect(site.current!.lookup(new URL(m[1]!).pathname), m[1]).toBeDefined();
    }
    await runner.stop();
  }, 240_000);
  it('an article deleted after the build read the content restarts the build, which leaves its page out, without a failure', async () => {
    await ctx.deps.runner!.idle();
    const snapshot = new ContentSnapshot(ctx.handle.db, ctx.env, { overlapMs: 0 });
    let deleteAfterRead: string | null = null;
    const site = new LiveSite();
    const runner = runnerBeside(ctx, 'deleted-while-building', site, {
      loadContent: async ({ fresh }) => {
        if (fresh) snapshot.reset();
        const { content } = await snapshot.load();
        // The deletion lands between the content read and the read of the bodies of the pages to render.
        if (deleteAfterRead) await call('DELETE', `/api/admin/articles/${deleteAfterRead}`);
        deleteAfterRead = null;
        return content;
      },
    });
    await runner.requestBuild('first', { full: true });
    const created = await createArticle({
      titulo: 'Deleted While Its Page Renders',
      categoria: 'saude',
      meta_descricao: 'Gone before its body is read.',
      conteudo_html: '<p>Short-lived.</p>',
      status: 'publicado',
      idioma: 'en',
    });
    const kept = await createArticle({
      titulo: 'Published Beside It',
      categoria: 'saude',
      meta_descricao: 'Stays.',
      conteudo_html: '<p>Stays.</p>',
      status: 'publicado',
      idioma: 'en',
    });
    await ctx.deps.runner!.idle();
    const logged = ctx.logger.entries.length;
    deleteAfterRead = created.id;
    await runner.requestBuild('an article published, then deleted while building');

    expect(site.status().build.lastError).toBeNull();
    expect(site.status().build.state).toBe('idle');
    const entries = ctx.logger.entries.slice(logged);
    expect(entries.filter((entry) => entry.msg === 'site build restarted: an article was deleted while it rendered')).toHaveLength(1);
    expect(entries.some((entry) => entry.level === 'error')).toBe(false);
    // The build that followed read the content again and rendered incrementally, not the whole site.
    expect(runner.lastOutcome?.mode).toBe('incremental');
    expect(runner.livePages()).not.toContain(`/artigos/${created.slug}`);
    expect(runner.livePages()).toContain(`/artigos/${kept.slug}`);
    expect(runner.livePages()).toContain('/');
    await runner.stop();
  }, 240_000);
});
