/**
 * The content a build reads (functions/site/renderer/site-content.ts): after the first read,
 * only what changed is read again, and the result always equals a full read of the database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PagePlan } from '../../functions/site/renderer/page-plan.ts';
import { ContentSnapshot, loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import { articleBodyIn, leanBodyOf } from '../../src/lib/content/bodies.ts';
import { articleReadingMinutes } from '../../src/lib/content/queries.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let snapshot: ContentSnapshot;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  // No overlap: each read asks only for what changed since the previous one (PGlite runs one statement at a time).
  snapshot = new ContentSnapshot(ctx.handle.db, ctx.env, { overlapMs: 0 });
});
afterAll(() => ctx.close());

let lastScanned = 0;
let lastVisited = 0;

/**
 * The snapshot's content with every body read back into its article (the snapshot holds them
 * out: docs/decisions/090), as plain data (the lean mark and the reader left out).
 */
async function withEveryBody(content: SiteContent): Promise<unknown> {
  const { readBodies, bodies: _bodies, ...rest } = content;
  const bodies = await readBodies!(content.articles.map((article) => article.id));
  const articles = content.articles.map((article) => ({ ...article, conteudo_html: articleBodyIn(bodies, article) }));
  return JSON.parse(JSON.stringify({ ...rest, articles }));
}

/** Reads through the snapshot, checks it against a full read, and says how many articles it read in full. */
async function readAndCompare(): Promise<number> {
  const { content, read, scanned, visited } = await snapshot.load();
  const full = await loadSiteContent(ctx.handle.db, ctx.env);
  expect(await withEveryBody(content)).toEqual(JSON.parse(JSON.stringify(full)));
  // Held without bodies, with the reading time the cards show.
  for (const [index, article] of content.articles.entries()) {
    expect(article.conteudo_html).toBe('');
    expect(leanBodyOf(article)).toBeDefined();
    expect(articleReadingMinutes(article)).toBe(articleReadingMinutes(full.articles[index]!));
  }
  lastScanned = scanned;
  lastVisited = visited;
  return read;
}

const published = () =>
  ctx.handle.db.selectFrom('articles').select(['id', 'grupo_traducao']).where('status', '=', 'publicado').orderBy('id').execute();

describe('the content snapshot', () => {
  it('reads everything once, then nothing when nothing changed', async () => {
    expect(await readAndCompare()).toBe((await published()).length);
    const before = await snapshot.load();
    expect(await readAndCompare()).toBe(0);
    // Nothing changed: the same list object (the page plan's lists are cached per list), made by visiting nothing.
    expect((await snapshot.load()).content.articles).toBe(before.content.articles);
    expect(lastVisited).toBe(0);
  });

  it('holds no body, and reads only the bodies asked for', async () => {
    const { content } = await snapshot.load();
    expect(content.articles.reduce((chars, article) => chars + article.conteudo_html.length, 0)).toBe(0);
    const counted = snapshot.bodiesRead;
    const [first, second] = content.articles;
    const bodies = await content.readBodies!([first!.id, second!.id]);
    expect(snapshot.bodiesRead - counted).toBe(2);
    const stored = await ctx.handle.db.selectFrom('articles').select('conteudo_html').where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(bodies.get(first!.id)).toBe(stored.conteudo_html);
    expect(() => articleBodyIn(undefined, first!)).toThrow(/was not read/);
  });

  it('re-reads a changed article only (with its translation when it has one)', async () => {
    const [lone] = (await published()).filter((row) => row.grupo_traducao === null);
    await ctx.handle.db.updateTable('articles').set({ titulo: 'Changed for the snapshot' }).where('id', '=', lone!.id).execute();
    expect(await readAndCompare()).toBe(1);
    // Found through the counter's index: one row looked at, not every published article's;
    // its new version put in the list where the old one was taken out, nothing else moved.
    expect(lastScanned).toBe(1);
    expect(lastVisited).toBe(2);

    const [paired] = (await published()).filter((row) => row.grupo_traducao !== null);
    await ctx.handle.db.updateTable('articles').set({ titulo: 'A translated one, retitled' }).where('id', '=', paired!.id).execute();
    // Its translation shows its title: both are read.
    expect(await readAndCompare()).toBe(2);
  });

  it('sees a product change, an unpublished article and a new one', async () => {
    const product = await ctx.handle.db.selectFrom('related_products').select(['id', 'article_id']).executeTakeFirstOrThrow();
    await ctx.handle.db.updateTable('related_products').set({ nome: 'Renamed product' }).where('id', '=', product.id).execute();
    expect(await readAndCompare()).toBeGreaterThanOrEqual(1);

    const [lone] = (await published()).filter((row) => row.grupo_traducao === null);
    await ctx.handle.db.updateTable('articles').set({ status: 'rascunho' }).where('id', '=', lone!.id).execute();
    expect(await readAndCompare()).toBe(0);
    await ctx.handle.db.updateTable('articles').set({ status: 'publicado' }).where('id', '=', lone!.id).execute();
    expect(await readAndCompare()).toBe(1);
  });

  it('reads an article again when one of its prices has just become too old to show', async () => {
    const product = await ctx.handle.db
      .selectFrom('related_products')
      .innerJoin('articles', 'articles.id', 'related_products.article_id')
      .select(['related_products.id', 'related_products.article_id', 'related_products.preco_verificado_em'])
      .where('articles.status', '=', 'publicado')
      .where('related_products.preco', 'is not', null)
      .executeTakeFirstOrThrow();
    const maxAgeMs = ctx.env.PRICE_MAX_AGE_DAYS * 86_400_000;
    // Checked long enough ago that it stops being shown a minute from now.
    await ctx.handle.db
      .updateTable('related_products')
      .set({ preco_verificado_em: new Date(Date.now() - maxAgeMs + 60_000) })
      .where('id', '=', product.id)
      .execute();
    expect(await readAndCompare()).toBeGreaterThanOrEqual(1);
    expect(await readAndCompare()).toBe(0);
    // A minute later (the clock moved, not waited for: the reads compare prices' ages with Date.now()).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      // Nothing was written, but time hid the price: the article is read again (with its translation, if any), now without it.
      expect(await readAndCompare()).toBeGreaterThanOrEqual(1);
      expect(await readAndCompare()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    // Back to the real clock: the price as it was, read again for the tests that follow.
    await ctx.handle.db
      .updateTable('related_products')
      .set({ preco_verificado_em: product.preco_verificado_em })
      .where('id', '=', product.id)
      .execute();
    expect(await readAndCompare()).toBeGreaterThanOrEqual(1);
  });

  it('sees a deleted article go, with its translation read again, looking only at what changed', async () => {
    const total = (await published()).length;
    const [lone] = (await published()).filter((row) => row.grupo_traducao === null);
    await ctx.handle.db.deleteFrom('articles').where('id', '=', lone!.id).execute();
    expect(await readAndCompare()).toBe(0);
    expect(lastScanned).toBe(1);

    const [paired] = (await published()).filter((row) => row.grupo_traducao !== null);
    await ctx.handle.db.deleteFrom('articles').where('id', '=', paired!.id).execute();
    // The translation left behind no longer shows the deleted one: it is read again.
    expect(await readAndCompare()).toBe(1);
    expect(lastScanned).toBeLessThan(total / 4);
  });

  it('keeps the content API order when a publication date moves an article', async () => {
    const rows = await published();
    await ctx.handle.db
      .updateTable('articles')
      .set({ data_publicacao: new Date('2001-01-01T00:00:00.123Z') })
      .where('id', '=', rows[0]!.id)
      .execute();
    await ctx.handle.db
      .updateTable('articles')
      .set({ data_publicacao: new Date(Date.now() + 60_000) })
      .where('id', '=', rows[1]!.id)
      .execute();
    expect(await readAndCompare()).toBeGreaterThanOrEqual(2);
  });

  it('tells the page plan which articles changed, so its diff compares those, not every article', async () => {
    const first = (await snapshot.load()).content;
    const { plan } = PagePlan.whole(first);
    const [lone] = (await published()).filter((row) => row.grupo_traducao === null);
    await ctx.handle.db.updateTable('articles').set({ titulo: 'Retitled for the plan' }).where('id', '=', lone!.id).execute();
    await snapshot.load(); // a preview's read in between: the change is still found from the plan's list
    const next = (await snapshot.load()).content;
    const delta = plan.diff(next);
    expect(plan.lastCompared).toBe(1);
    expect([...delta.changed.keys()]).toEqual([lone!.id]);
    // The same pages as comparing every article.
    const { changesSince: _unused, ...unhinted } = next;
    const { plan: compared } = PagePlan.whole(first);
    expect(compared.diff(unhinted).set).toEqual(delta.set);
    expect(compared.lastCompared).toBe(next.articles.length);
    // A list the snapshot never gave is not answered.
    expect(next.changesSince!([...first.articles])).toBeNull();
  });

  it('a snapshot with the default overlap reads the same content', async () => {
    const other = new ContentSnapshot(ctx.handle.db, ctx.env);
    await other.load();
    const [lone] = (await published()).filter((row) => row.grupo_traducao === null);
    await ctx.handle.db.updateTable('articles').set({ titulo: 'Seen through the overlap' }).where('id', '=', lone!.id).execute();
    expect(await withEveryBody((await other.load()).content)).toEqual(
      JSON.parse(JSON.stringify(await loadSiteContent(ctx.handle.db, ctx.env))),
    );
  });
});
