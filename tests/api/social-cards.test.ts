/**
 * Social cards (docs/decisions/027): a published article gets its own 1200x630 card, made
 * again when its title (or category, language, featured image) changes and only then; the
 * editor's own image replaces it; sample articles get theirs; and the built article page's
 * og:image and twitter:image point to it, with its size and alt text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../functions/boot.ts';
import { SocialCards } from '../../functions/media/social-cards.ts';
import { readSiteVersion } from '../../functions/publishing/site-version.ts';
import { seedSampleContent } from '../../functions/seed/seed.ts';
import { articlesPageSchema } from '../../src/lib/content/schema.ts';
import { DEFAULT_SITE_SETTINGS } from '../../src/lib/contracts/site-settings.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, uploadPlainImage, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let closeServer: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext({ deps: { build: {} } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  const listening = await listen(ctx.app.fetch, '127.0.0.1', 0);
  closeServer = () => new Promise<void>((resolve) => listening.server.close(() => resolve()));
  // The first test file to need the site's bundle builds it (tests/support/shared-bundle.ts).
}, 240_000);
afterAll(async () => {
  await closeServer();
  await ctx.close();
});

const article = {
  titulo: 'How to keep a sleep routine',
  categoria: 'saude',
  meta_descricao: 'Small habits that make evenings calmer.',
  conteudo_html: '<p>Go to bed at the same time.</p>',
  idioma: 'en',
  status: 'publicado',
};

async function save(body: Record<string, unknown>, id?: string) {
  const response = await ctx.app.request(id ? `/api/admin/articles/${id}` : '/api/admin/articles', {
    method: id ? 'PUT' : 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(id ? 200 : 201);
  // The card is drawn after the save has answered (docs/decisions/078).
  await ctx.deps.publisher.cardsDrawn();
  return (await json(response)).article as { id: string; slug: string };
}

async function stored(id: string) {
  return ctx.handle.db
    .selectFrom('articles')
    .select(['cartao_social_url', 'cartao_social_hash', 'imagem_social_url', 'cartao_social_proporcoes'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function served(url: string) {
  const response = await ctx.app.request(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function contentOf(id: string) {
  const page = articlesPageSchema.parse(await json(await ctx.app.request('/api/content/articles')));
  return page.articles.find((item) => item.id === id)!;
}

const uploadImage = (width: number, height: number) => uploadPlainImage(ctx, headers, { width, height, background: '#d08a3c' });

let cardArticle: { id: string; slug: string };
let replacement = '';

describe('a published article’s card', () => {
  it('is made at publish: a 1200x630 JPEG, served, and what the content API shares', async () => {
    const featured = await uploadImage(1600, 900);
    cardArticle = await save({ ...article, imagem_destaque_url: featured });
    const { cartao_social_url } = await stored(cardArticle.id);
    expect(cartao_social_url).toMatch(/^\/media\/images\/\d+(-\d+)?\.jpg$/);
    const meta = await sharp(await served(cartao_social_url!)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect((await contentOf(cardArticle.id)).imagem_social).toEqual({ url: cartao_social_url, width: 1200, height: 630 });
  });

  it('is made in 16:9, 4:3 and 1:1 too, served, and listed by the content API for structured data', async () => {
    const { cartao_social_proporcoes } = await stored(cardArticle.id);
    expect(cartao_social_proporcoes!.map(({ width, height }) => `${width}x${height}`)).toEqual(['1200x675', '1200x900', '1200x1200']);
    for (const ratio of cartao_social_proporcoes!) {
      expect(ratio.url).toMatch(/^\/media\/images\/\d+(-\d+)?\.jpg$/);
      const meta = await sharp(await served(ratio.url)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width: ratio.width,
        height: ratio.height,
      });
    }
    expect((await contentOf(cardArticle.id)).cartao_social_proporcoes).toEqual(cartao_social_proporcoes);
  });

  it('a draft gets none', async () => {
    const draft = await save({ ...article, titulo: 'A draft', status: 'rascunho' });
    expect((await stored(draft.id)).cartao_social_url).toBeNull();
  });

  it('is made again when the title changes (different pixels, new URL, the old file removed), and not when only the description does', async () => {
    const before = await stored(cardArticle.id);
    const full = { ...article, imagem_destaque_url: (await contentOf(cardArticle.id)).imagem_destaque_url };
    await save({ ...full, meta_descricao: 'Another description.' }, cardArticle.id);
    expect(await stored(cardArticle.id)).toEqual(before);
    const pixelsOf = async (url: string) =>
      sharp(await served(url))
        .raw()
        .toBuffer();
    const oldPixels = await pixelsOf(before.cartao_social_url!);

    await save({ ...full, titulo: 'How to keep a sleep routine that lasts' }, cardArticle.id);
    const after = await stored(cardArticle.id);
    expect(after.cartao_social_url).not.toBe(before.cartao_social_url);
    // The old shapes go with the old card.
    for (const ratio of before.cartao_social_proporcoes!) expect((await ctx.app.request(ratio.url)).status).toBe(404);
    expect(after.cartao_social_proporcoes).toHaveLength(3);
    expect(after.cartao_social_hash).not.toBe(before.cartao_social_hash);
    expect(oldPixels.equals(await pixelsOf(after.cartao_social_url!))).toBe(false);
    expect((await ctx.app.request(before.cartao_social_url!)).status).toBe(404);
  });

  it('is made again when the category changes, too', async () => {
    const before = await stored(cardArticle.id);
    const current = await contentOf(cardArticle.id);
    await save(
      { ...article, titulo: current.titulo, imagem_destaque_url: current.imagem_destaque_url, categoria: 'dinheiro' },
      cardArticle.id,
    );
    expect((await stored(cardArticle.id)).cartao_social_url).not.toBe(before.cartao_social_url);
  });

  it('the editor’s own image replaces it (with its size); clearing it brings the card back', async () => {
    replacement = await uploadImage(1000, 500);
    const current = await contentOf(cardArticle.id);
    const base = { ...article, titulo: current.titulo, categoria: current.categoria, imagem_destaque_url: current.imagem_destaque_url };
    await save({ ...base, imagem_social_url: replacement }, cardArticle.id);
    expect((await contentOf(cardArticle.id)).imagem_social).toEqual({ url: replacement, width: 1000, height: 500 });

    // A save that does not send the field (an older revision's restore) keeps it.
    await save(base, cardArticle.id);
    expect((await stored(cardArticle.id)).imagem_social_url).toBe(replacement);

    await save({ ...base, imagem_social_url: '' }, cardArticle.id);
    const { cartao_social_url } = await stored(cardArticle.id);
    expect((await contentOf(cardArticle.id)).imagem_social).toEqual({ url: cartao_social_url, width: 1200, height: 630 });
    await save({ ...base, imagem_social_url: replacement }, cardArticle.id);
  });

  it('refuses a share image that is not a safe address, in the editor’s language', async () => {
    const response = await ctx.app.request(`/api/admin/articles/${cardArticle.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...article, imagem_social_url: 'javascript:alert(1)' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('a renamed site (issue 22)', () => {
  async function rename(name: { en: string; pt: string }) {
    const response = await ctx.app.request('/api/admin/settings', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...DEFAULT_SITE_SETTINGS, name }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it('draws its cards again with the new name, in the renamed language only, after the save', async () => {
    const english = await save({ ...article, titulo: 'Morning light and sleep' });
    const portuguese = await save({ ...article, titulo: 'Luz da manhã e sono', idioma: 'pt', categoria: 'saude' });
    const [enBefore, ptBefore] = [await stored(english.id), await stored(portuguese.id)];
    const oldCard = await served(enBefore.cartao_social_url!);

    await rename({ en: 'Good Living Daily', pt: DEFAULT_SITE_SETTINGS.name.pt });
    // Drawn in the background after the save answers.
    await expect.poll(async () => (await stored(english.id)).cartao_social_hash, { timeout: 30_000 }).not.toBe(enBefore.cartao_social_hash);
    const enAfter = await stored(english.id);
    expect(enAfter.cartao_social_url).toMatch(/^\/media\/images\//);
    expect(enAfter.cartao_social_url).not.toBe(enBefore.cartao_social_url);
    expect(enAfter.cartao_social_hash).not.toBe(enBefore.cartao_social_hash);
    expect((await contentOf(english.id)).imagem_social?.url).toBe(enAfter.cartao_social_url);
    expect(Buffer.compare(await served(enAfter.cartao_social_url!), oldCard)).not.toBe(0);
    expect(await stored(portuguese.id)).toEqual(ptBefore);

    // Back to the default name: the hash is the one cards drawn before names were hashed carry.
    await rename(DEFAULT_SITE_SETTINGS.name);
    await expect.poll(async () => (await stored(english.id)).cartao_social_hash, { timeout: 30_000 }).toBe(enBefore.cartao_social_hash);
    expect(await stored(portuguese.id)).toEqual(ptBefore);
  });
});

describe('sample articles', () => {
  // Every sample article's card in four shapes: a minute and more on a loaded 2-core machine.
  it(
    'get their cards in their own language (over the shipped sample images); a publish meanwhile waits for one card, not all',
    { timeout: 180_000 },
    async () => {
      await seedSampleContent(ctx.handle.db);
      let swept = false;
      const sweep = ctx.deps.socialCards.refreshStale().finally(() => (swept = true));
      // As a publish asks for its article's card while a start-up, a rename or an import draws every stale one.
      const published = await insertArticle(ctx.handle.db, { titulo: 'Published while the samples get their cards' });
      expect(await ctx.deps.socialCards.refreshStale([published.id])).toBe(1);
      expect(swept).toBe(false);
      expect((await stored(published.id)).cartao_social_url).toMatch(/^\/media\/images\//);

      const made = await sweep;
      const rows = await ctx.handle.db.selectFrom('articles').select(['cartao_social_url']).where('status', '=', 'publicado').execute();
      expect(made).toBeGreaterThan(10);
      expect(rows.every((row) => row.cartao_social_url?.startsWith('/media/images/'))).toBe(true);
      expect(await ctx.deps.socialCards.refreshStale()).toBe(0);
    },
  );
});

/** A card keeper of its own, telling its sweeps' callers after every `cards` cards. */
const sweeper = (cards: number) =>
  new SocialCards({
    db: ctx.handle.db,
    storage: ctx.deps.media,
    publicDir: path.resolve('public'),
    logger: ctx.logger,
    progressEvery: { cards, ms: 3_600_000 },
  });

/** `count` published articles without a card yet; answers their ids. */
async function staleArticles(count: number, title: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await insertArticle(ctx.handle.db, { titulo: `${title} ${i}` })).id);
  return ids;
}

describe('a shutdown', () => {
  it('stops a refresh of every card after the card being drawn; the others stay stale for the next start', async () => {
    const cards = sweeper(1);
    const ids = await staleArticles(8, 'Left for the next start');
    const drawn = async () => (await Promise.all(ids.map(stored))).filter((row) => row.cartao_social_hash !== null).length;
    // The shutdown comes once the first card is stored (the sweep's progress says so), whatever the machine's speed.
    let stopping: Promise<void> | undefined;
    const made = await cards.refreshStale(undefined, async () => {
      stopping ??= cards.stop();
    });
    await stopping;
    expect(made).toBe(1);
    expect(await drawn()).toBe(made);
    // Stopped for good: asked again, it draws nothing; the server's next start draws the rest.
    expect(await cards.refreshStale(ids)).toBe(0);
    expect(await ctx.deps.socialCards.refreshStale()).toBe(ids.length - made);
  });
});

describe('a long sweep', () => {
  it('tells its caller every few cards how many it has made, so the pages can show them before it ends', async () => {
    const cards = sweeper(3);
    const ids = await staleArticles(8, 'Drawn as the sweep goes');
    const drawn = async () => (await Promise.all(ids.map(stored))).filter((row) => row.cartao_social_hash !== null).length;
    const told: Array<{ made: number; stored: number }> = [];
    const made = await cards.refreshStale(undefined, async (soFar) => {
      told.push({ made: soFar, stored: await drawn() });
    });
    expect(made).toBe(8);
    // Told after the 3rd and the 6th card, each time with that many cards already stored; not after the last (the end says it).
    expect(told).toEqual([
      { made: 3, stored: 3 },
      { made: 6, stored: 6 },
    ]);

    // A caller that fails to hear it does not stop the sweep.
    const more = await staleArticles(4, 'Drawn despite a deaf caller');
    let calls = 0;
    const failing = cards.refreshStale(undefined, () => {
      calls++;
      return Promise.reject(new Error('the version could not move'));
    });
    expect(await failing).toBe(4);
    expect(calls).toBe(1);
    expect((await Promise.all(more.map(stored))).every((row) => row.cartao_social_hash !== null)).toBe(true);
  });

  it('has the pages of the cards drawn so far rendered, through the publisher (the start-up’s sweep, a rename’s, an import’s)', async () => {
    const cards = sweeper(3);
    const ids = await staleArticles(4, 'Shown before the sweep ends');
    const before = await readSiteVersion(ctx.handle.db);
    const origin = ctx.env.siteUrl.replace(/\/$/, '');
    const shown: Array<{ version: number; cards: number; pagesNamingThem: number }> = [];
    // A sweep logs what its caller throws and goes on: kept here to fail the test with its own message.
    let failed: unknown;
    await cards.refreshStale(undefined, async () => {
      try {
        await look();
      } catch (error) {
        failed = error;
      }
    });
    if (failed) throw failed;
    // Told once (after 3 of the 4): the version moved, and this instance's build rendered the pages of the 3 cards drawn, naming them.
    expect(shown).toHaveLength(1);
    expect(shown[0]!.version).toBeGreaterThan(before);
    expect(shown[0]).toMatchObject({ cards: 3, pagesNamingThem: 3 });

    async function look() {
      await ctx.deps.publisher.cardsDrawnSoFar('cards in a test sweep');
      const version = await readSiteVersion(ctx.handle.db);
      await ctx.deps.runner!.idle();
      const rows = await ctx.handle.db
        .selectFrom('articles')
        .select(['slug', 'cartao_social_url'])
        .where('id', 'in', ids)
        .where('cartao_social_hash', 'is not', null)
        .execute();
      let pagesNamingThem = 0;
      for (const row of rows) {
        const page = await readFile(ctx.site.current!.lookup(`/artigos/${row.slug}`)!.absPath, 'utf8');
        if (page.includes(`<meta property="og:image" content="${origin}${row.cartao_social_url}">`)) pagesNamingThem++;
      }
      shown.push({ version, cards: rows.length, pagesNamingThem });
    }
  });
});

describe('a publish', () => {
  it('makes only its own article’s card; the full refresh (start-up) finds any other stale one', async () => {
    const waiting = await save({ ...article, titulo: 'Tea before bed' });
    // As if its card had failed or predated a change of the drawing.
    await ctx.handle.db.updateTable('articles').set({ cartao_social_hash: null }).where('id', '=', waiting.id).execute();
    const before = await stored(waiting.id);

    const published = await save({ ...article, titulo: 'Walks after dinner' });
    expect((await stored(published.id)).cartao_social_url).toMatch(/^\/media\/images\//);
    expect(await stored(waiting.id)).toEqual(before);

    expect(await ctx.deps.socialCards.refreshStale()).toBe(1);
    expect((await stored(waiting.id)).cartao_social_hash).not.toBeNull();
  });
});

describe('a deleted article', () => {
  it('takes its card and the three other shapes of the card with it', async () => {
    const gone = await save({ ...article, titulo: 'A page about to go' });
    const { cartao_social_url, cartao_social_proporcoes } = await stored(gone.id);
    const files = [cartao_social_url!, ...cartao_social_proporcoes!.map((shape) => shape.url)];
    expect(files).toHaveLength(4);
    for (const file of files) await served(file);
    const response = await ctx.app.request(`/api/admin/articles/${gone.id}`, { method: 'DELETE', headers });
    expect(response.status).toBe(200);
    for (const file of files) expect((await ctx.app.request(file)).status, file).toBe(404);
  });
});

describe('the built article page', () => {
  it('points og:image and twitter:image at the share image, with its size and alt text; another article at its card', async () => {
    const other = await save({ ...article, titulo: 'Saving for a rainy day', categoria: 'dinheiro' });
    const otherCard = (await stored(other.id)).cartao_social_url!;
    await ctx.deps.runner!.requestBuild('social cards check');
    const origin = ctx.env.siteUrl.replace(/\/$/, '');
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

    const replaced = await readFile(ctx.site.current!.lookup(`/artigos/${cardArticle.slug}`)!.absPath, 'utf8');
    expect(meta(replaced, 'og:image')).toBe(`${origin}${replacement}`);
    expect(meta(replaced, 'og:image:width')).toBe('1000');
    expect(meta(replaced, 'og:image:height')).toBe('500');
    expect(meta(replaced, 'twitter:image')).toBe(`${origin}${replacement}`);

    const carded = await readFile(ctx.site.current!.lookup(`/artigos/${other.slug}`)!.absPath, 'utf8');
    expect(meta(carded, 'og:image')).toBe(`${origin}${otherCard}`);
    expect(meta(carded, 'og:image:width')).toBe('1200');
    expect(meta(carded, 'og:image:height')).toBe('630');
    expect(meta(carded, 'og:image:alt')).toBe('Saving for a rainy day');
    expect(meta(carded, 'twitter:image')).toBe(`${origin}${otherCard}`);
    expect(meta(carded, 'twitter:image:alt')).toBe('Saving for a rainy day');

    // The hero of the article with an uploaded featured image offers its copies, with its intrinsic size.
    const hero = /<img[^>]*fetchpriority="high"[^>]*>/.exec(replaced)![0];
    expect(hero).toMatch(
      /srcset="\/media\/images\/\d+(-\d+)?\.webp 480w, \/media\/images\/\d+(-\d+)?\.webp 960w, \/media\/images\/\d+(-\d+)?\.png 1600w"/,
    );
    expect(hero).toMatch(/sizes="\(min-width: 1024px\) 64rem, calc\(100vw - 2rem\)"/);
    expect(hero).toMatch(/width="1600"/);
    expect(hero).toMatch(/height="900"/);
  }, 300_000);
});
