/**
 * The back office's article list a page at a time (docs/decisions/083): keyset pages forwards and
 * back give the whole list once, in its order, ties on the order key included; rows written
 * meanwhile do not shift a page; the total comes from the tallies or a bounded count; a call
 * without `limit` answers as before; a bad cursor or page size is a 400 in the reader's language.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ARTICLE_PAGE, articleListAnswerSchema, type ArticleListAnswer } from '../../src/lib/contracts/article.ts';
import { sitemapEntriesPageSchema } from '../../src/lib/contracts/overview.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;

/** Every article in the list's order, read straight from the table. */
let expected: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await signIn(ctx)).headers;
  const base = Date.UTC(2026, 5, 1);
  for (let i = 0; i < 30; i++) {
    // Every third shares its time with the next (to the microsecond): the id breaks the tie.
    const at = new Date(base + Math.floor(i / 2) * 3_600_000);
    await insertArticle(ctx.handle.db, { status: 'publicado', data_publicacao: at, titulo: `Paged ${i}`, idioma: i % 3 ? 'en' : 'pt' });
  }
  for (let i = 0; i < 7; i++) await insertArticle(ctx.handle.db, { status: 'rascunho', titulo: `Draft page ${i}` });
  await insertArticle(ctx.handle.db, { status: 'agendado', data_publicacao: new Date(Date.UTC(2030, 0, 1)), titulo: 'Later' });
  // Microseconds the order key carries and a JavaScript date would lose.
  await sql`UPDATE articles SET data_publicacao = data_publicacao + interval '123 microseconds' WHERE titulo = 'Paged 0'`.execute(
    ctx.handle.db,
  );
  expected = (
    await sql<{ id: string }>`SELECT id FROM articles ORDER BY coalesce(data_publicacao, updated_at) DESC, id`.execute(ctx.handle.db)
  ).rows.map((row) => row.id);
});
afterAll(async () => {
  await ctx.close();
});

async function list(query: string, extra: Record<string, string> = {}): Promise<ArticleListAnswer> {
  const response = await ctx.app.request(`/api/admin/articles${query}`, { headers: { ...headers, ...extra } });
  expect(response.status, query).toBe(200);
  return articleListAnswerSchema.parse(await json(response));
}

describe('GET /api/admin/articles a page at a time', () => {
  it('answers as before without a page size: every article up to 500, now with the total', async () => {
    const answer = await list('');
    expect(answer.articles.map((a) => a.id)).toEqual(expected);
    expect(answer).toMatchObject({ total: expected.length, total_exact: true, next_cursor: null, previous_cursor: null });
    expect(Object.keys(answer.articles[0]!).sort()).toEqual(
      [
        'id',
        'slug',
        'titulo',
        'meta_descricao',
        'categoria',
        'status',
        'destaque',
        'data_publicacao',
        'updated_at',
        'autor',
        'idioma',
        'estado_traducao',
        'traducao_desatualizada',
        'revisao_solicitada_em',
        'revisao_devolvida_em',
        'traducao',
      ].sort(),
    );
  });

  it('walks forwards and back through pages, each article once, ties included', async () => {
    const pages: string[][] = [];
    let answer = await list('?limit=7');
    expect(answer.previous_cursor).toBeNull();
    pages.push(answer.articles.map((a) => a.id));
    while (answer.next_cursor) {
      answer = await list(`?limit=7&cursor=${answer.next_cursor}`);
      expect(answer.previous_cursor).not.toBeNull();
      pages.push(answer.articles.map((a) => a.id));
    }
    expect(pages.flat()).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(expected.length / 7));
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);

    // And back from the last page to the first: the same pages.
    const back: string[][] = [answer.articles.map((a) => a.id)];
    while (answer.previous_cursor) {
      answer = await list(`?limit=7&cursor=${answer.previous_cursor}`);
      expect(answer.next_cursor).not.toBeNull();
      back.unshift(answer.articles.map((a) => a.id));
    }
    expect(back).toEqual(pages);
  });

  it('keeps a page where it was when articles are written meanwhile, and the first page full', async () => {
    const first = await list('?limit=5');
    const second = await list(`?limit=5&cursor=${first.next_cursor}`);
    const newer = await insertArticle(ctx.handle.db, { status: 'publicado', data_publicacao: new Date(Date.UTC(2029, 0, 1)) });
    try {
      const again = await list(`?limit=5&cursor=${first.next_cursor}`);
      expect(again.articles.map((a) => a.id)).toEqual(second.articles.map((a) => a.id));
      // Back a page: the five before the second page, the new one among them (the scheduled one is newer still).
      expect(expected[0]).not.toBe(newer.id);
      const before = await list(`?limit=5&cursor=${second.previous_cursor}`);
      expect(before.articles.map((a) => a.id)).toEqual([newer.id, ...expected.slice(1, 5)]);
      // Back again: only one article is before that, so the first page is read from the top, full.
      const top = await list(`?limit=5&cursor=${before.previous_cursor}`);
      expect(top.previous_cursor).toBeNull();
      expect(top.articles.map((a) => a.id)).toEqual([expected[0], newer.id, ...expected.slice(1, 4)]);
    } finally {
      await ctx.handle.db.deleteFrom('articles').where('id', '=', newer.id).execute();
    }
  });

  it('keeps the filters across pages and counts each filter’s matches', async () => {
    const drafts = await list('?status=rascunho&limit=3');
    expect(drafts).toMatchObject({ total: 7, total_exact: true });
    const next = await list(`?status=rascunho&limit=3&cursor=${drafts.next_cursor}`);
    expect([...drafts.articles, ...next.articles].every((a) => a.status === 'rascunho')).toBe(true);
    expect((await list('?status=publicado&limit=3')).total).toBe(30);
    expect((await list('?status=agendado&limit=3')).total).toBe(1);
    expect((await list('?limit=3')).total).toBe(expected.length);
    const portuguese = await list('?idioma=pt&limit=4');
    expect(portuguese).toMatchObject({ total: 10, total_exact: true });
    const searched = await list('?search=draft%20page&limit=4');
    expect(searched.total).toBe(7);
    expect(searched.articles).toHaveLength(4);
    expect((await list('?revisao=aguardando&limit=4')).total).toBe(0);
  });

  it('says "more than" past the count cap instead of counting every match', async () => {
    await sql`
      INSERT INTO articles (slug, titulo, meta_descricao, categoria, conteudo_html, status, data_publicacao)
      SELECT 'capped-' || n, 'Capped ' || n, 'd', 'saude', '<p>x</p>', 'publicado', now() - n * interval '1 minute'
      FROM generate_series(1, ${ADMIN_ARTICLE_PAGE.countCap + 5}::int) AS n`.execute(ctx.handle.db);
    try {
      expect(await list('?search=capped&limit=20')).toMatchObject({ total: ADMIN_ARTICLE_PAGE.countCap, total_exact: false });
      // The tallies still know the exact number.
      expect(await list('?status=publicado&limit=20')).toMatchObject({ total: 30 + ADMIN_ARTICLE_PAGE.countCap + 5, total_exact: true });
    } finally {
      await sql`DELETE FROM articles WHERE slug LIKE 'capped-%'`.execute(ctx.handle.db);
    }
  });

  it('shows an author only their own articles, counted', async () => {
    const author = await signIn(ctx, { role: 'author' });
    await insertArticle(ctx.handle.db, { status: 'rascunho', created_by: author.userId });
    const response = await ctx.app.request('/api/admin/articles?limit=5', { headers: author.headers });
    expect(articleListAnswerSchema.parse(await json(response))).toMatchObject({ total: 1, total_exact: true, next_cursor: null });
  });

  it('refuses a cursor it did not write and a page size out of range, in the reader’s language', async () => {
    const forged = Buffer.from('n|yesterday|1').toString('base64url');
    for (const [cursor, language] of [
      [forged, 'en'],
      ['%%%', 'pt'],
    ] as const) {
      const response = await ctx.app.request(`/api/admin/articles?limit=5&cursor=${cursor}`, {
        headers: { ...headers, 'Accept-Language': language },
      });
      expect(response.status).toBe(400);
      const { error } = await json(response);
      expect(error.code).toBe('invalid_cursor');
      expect(error.message).toMatch(language === 'en' ? /first page/ : /primeira página/);
    }
    for (const limit of ['0', '501', 'many', '2.5']) {
      const response = await ctx.app.request(`/api/admin/articles?limit=${limit}`, { headers });
      expect(response.status, limit).toBe(400);
      expect((await json(response)).error.code).toBe('validation_failed');
    }
  });
});

const articleEntries = (body: unknown) => sitemapEntriesPageSchema.parse(body);

describe('GET /api/admin/sitemap-entries a page at a time (the SEO preview)', () => {
  it('pages the published articles with the total and the live parts; without limit, every one as before', async () => {
    const whole = articleEntries(await json(await ctx.app.request('/api/admin/sitemap-entries', { headers })));
    expect(whole.articles).toHaveLength(30);
    expect(whole.total).toBeUndefined();
    const slugs: string[] = [];
    let answer = articleEntries(await json(await ctx.app.request('/api/admin/sitemap-entries?limit=8', { headers })));
    expect(answer).toMatchObject({ total: 30, previous_cursor: null, parts: whole.parts });
    slugs.push(...answer.articles.map((a) => a.slug));
    while (answer.next_cursor) {
      answer = articleEntries(
        await json(await ctx.app.request(`/api/admin/sitemap-entries?limit=8&cursor=${answer.next_cursor}`, { headers })),
      );
      slugs.push(...answer.articles.map((a) => a.slug));
    }
    // A later page leaves the parts out: they read every published id.
    expect(answer.parts).toBeUndefined();
    expect(slugs.sort()).toEqual(whole.articles.map((a) => a.slug).sort());
    for (const query of ['limit=0', 'limit=x', `limit=5&cursor=${Buffer.from('nope').toString('base64url')}`]) {
      expect((await ctx.app.request(`/api/admin/sitemap-entries?${query}`, { headers })).status, query).toBe(400);
    }
  });
});
