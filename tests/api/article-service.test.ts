/**
 * The article service (functions/articles/service.ts, docs/decisions/042) as its callers other
 * than the back office's routes use it: an importer's create that keeps a post's slug,
 * language, status, author name, dates and translation group; publish, schedule and unpublish
 * as edits that keep the article's fields and are announced like the editor's saves; and
 * refusals as ArticleError codes, with nothing half written.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleError } from '../../functions/articles/errors.ts';
import { revisionSnapshot } from '../../functions/articles/revisions.ts';
import { ArticleService, type Member } from '../../functions/articles/service.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { ArticleInput } from '../../src/lib/contracts/article.ts';
import { createTestContext, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let articles: ArticleService;
let admin: Member;
let author: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = { id: (await signIn(ctx)).userId, email: 'editor@example.com', role: 'admin' };
  author = { id: (await signIn(ctx, { role: 'author' })).userId, email: 'author-member@example.com', role: 'author' };
  articles = new ArticleService(ctx.deps);
});
afterAll(() => ctx.close());

const input = (titulo: string, extra: Partial<ArticleInput> = {}): ArticleInput => ({
  titulo,
  categoria: 'saude',
  meta_descricao: 'A description.',
  conteudo_html: '<p>Text.</p>',
  autor: null,
  tempo_leitura: null,
  imagem_destaque_url: null,
  audio_url: null,
  video_titulo: null,
  video_descricao: null,
  video_url: null,
  video_link_externo: null,
  status: 'rascunho',
  products: [],
  ...extra,
});

const auditOf = (id: string) =>
  ctx.handle.db.selectFrom('audit_log').select(['action', 'actor_id']).where('target_id', '=', id).orderBy('created_at').execute();
const siteVersion = async () => Number((await ctx.handle.db.selectFrom('site_state').select('version').executeTakeFirstOrThrow()).version);

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ArticleError);
  return (error as ArticleError).code;
}

describe('an importer’s create', () => {
  it('keeps the slug, language, status, author name, dates and translation group it is given', async () => {
    const publishedAt = new Date('2019-03-04T05:06:07Z');
    const createdAt = new Date('2019-03-01T00:00:00Z');
    const original = await articles.create(
      input('An old post', { status: 'publicado', slug: 'an-old-post-2019', idioma: 'en', autor: 'Jane Roe' }),
      admin,
      { publishedAt, createdAt },
    );
    expect(original).toMatchObject({ slug: 'an-old-post-2019', idioma: 'en', status: 'publicado', autor: 'Jane Roe' });
    expect(original.data_publicacao).toEqual(publishedAt);
    expect(original.created_at).toEqual(createdAt);

    const translation = await articles.create(
      input('Um post antigo', { status: 'publicado', slug: 'um-post-antigo', idioma: 'pt' }),
      admin,
      { publishedAt, translationOf: original.id },
    );
    expect(translation.grupo_traducao).not.toBeNull();
    expect(translation.traducao).toMatchObject({ id: original.id, idioma: 'en' });
    expect((await articles.get(original.id, admin)).traducao).toMatchObject({ id: translation.id, idioma: 'pt' });
    expect(await auditOf(translation.id)).toEqual([{ action: 'article.published', actor_id: admin.id }]);
    expect(await articles.listRevisions(translation.id, admin)).toHaveLength(1);
  });

  it('writes a new translation’s row once, in its group and up to date, and the original’s once (each write re-indexes its search vectors)', async () => {
    const original = await articles.create(input('Written once', { status: 'publicado', idioma: 'en' }), admin);
    // The counts of this transaction's own row writes (PostgreSQL's statistics, on PGlite as on a
    // server). The view also holds earlier transactions' counts until the backend reports them (at
    // most once a second, when idle), so the writes are the difference across the create.
    const writes = await ctx.handle.db.transaction().execute(async (tx) => {
      const counts = async () =>
        (
          await sql<{ inserted: number; updated: number }>`
            SELECT n_tup_ins::int AS inserted, n_tup_upd::int AS updated FROM pg_stat_xact_user_tables WHERE relname = 'articles'`.execute(
            tx,
          )
        ).rows[0] ?? { inserted: 0, updated: 0 };
      const before = await counts();
      const translation = await new ArticleService({ db: tx, publisher: null }).create(
        input('Escrito uma vez', { status: 'publicado', idioma: 'pt' }),
        admin,
        { translationOf: original.id },
      );
      const after = await counts();
      return { translation, inserted: after.inserted - before.inserted, updated: after.updated - before.updated };
    });
    expect(writes).toMatchObject({ inserted: 1, updated: 1 });
    const rows = await ctx.handle.db
      .selectFrom('articles')
      .select(['id', 'grupo_traducao', 'traducao_de', 'traducao_desatualizada', 'traducao_revisao_id', 'traducao_base'])
      .where('id', 'in', [original.id, writes.translation.id])
      .execute();
    const [first, second] = [rows.find((row) => row.id === original.id)!, rows.find((row) => row.id === writes.translation.id)!];
    expect(first).toMatchObject({ traducao_de: null, traducao_desatualizada: null, traducao_base: null });
    expect(first.grupo_traducao).not.toBeNull();
    const newest = await ctx.handle.db
      .selectFrom('article_revisions')
      .select('id')
      .where('article_id', '=', original.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(second).toMatchObject({
      grupo_traducao: first.grupo_traducao,
      traducao_de: original.id,
      traducao_desatualizada: false,
      traducao_revisao_id: newest.id,
      traducao_base: { titulo: 'Written once', meta_descricao: 'A description.', conteudo_html: '<p>Text.</p>', products: [] },
    });
    expect(writes.translation.traducao).toMatchObject({ id: original.id, idioma: 'en', traducao_desatualizada: null });
    // A later edit of the original puts it out of date, as for a linked translation.
    await articles.update(original.id, input('Written twice', { status: 'publicado', idioma: 'en', slug: original.slug }), admin);
    expect((await articles.get(writes.translation.id, admin)).traducao_desatualizada).toBe(true);
  });

  it('refuses a translation in the same language as a code, and leaves no article behind', async () => {
    const original = await articles.create(input('Lone original', { idioma: 'en' }), admin);
    const before = await ctx.handle.db.selectFrom('articles').select('id').execute();
    expect(await refusal(articles.create(input('Same language', { idioma: 'en' }), admin, { translationOf: original.id }))).toBe(
      'same_language',
    );
    expect(await ctx.handle.db.selectFrom('articles').select('id').execute()).toHaveLength(before.length);
  });
});

describe('a new article in one statement (docs/decisions/102)', () => {
  const revisionsOf = (id: string) =>
    ctx.handle.db
      .selectFrom('article_revisions')
      .select(['campos', 'alterados', 'created_by', 'restaurada_de'])
      .where('article_id', '=', id)
      .execute();
  // What revisions.ts's snapshot reads from the row as stored now.
  const snapshotOf = async (id: string) =>
    (
      await sql<{ campos: Record<string, unknown> }>`SELECT ${revisionSnapshot} AS campos FROM articles a WHERE a.id = ${id}`.execute(
        ctx.handle.db,
      )
    ).rows[0]!.campos;

  it('writes the first revision recordRevision would: the stored row, every field changed, who saved it', async () => {
    for (const extra of [{ status: 'publicado' as const }, { status: 'rascunho' as const, slug: 'chosen-draft-slug' }]) {
      const article = await articles.create(
        input('<b>One</b> statement', { ...extra, conteudo_html: '<p onclick="x()">Body<script>x()</script></p>' }),
        admin,
      );
      const [revision, ...more] = await revisionsOf(article.id);
      expect(more).toEqual([]);
      expect(revision!.campos).toEqual(await snapshotOf(article.id));
      expect(revision!.campos).toMatchObject({ conteudo_html: '<p>Body</p>', products: [], status: extra.status });
      expect([...revision!.alterados].sort()).toEqual(Object.keys(revision!.campos).sort());
      expect(revision).toMatchObject({ created_by: admin.id, restaurada_de: null });
    }
  });

  it('keeps the products in the first revision when there are some', async () => {
    const product = { name: 'Kettle', description: 'Boils water.', price: 20, affiliate_link: 'https://shop.example/k', image_url: null };
    const article = await articles.create(input('With a product', { products: [product] }), admin);
    const [revision] = await revisionsOf(article.id);
    expect(revision!.campos).toEqual(await snapshotOf(article.id));
    expect(revision!.campos.products).toEqual([expect.objectContaining({ name: 'Kettle', affiliate_link: 'https://shop.example/k' })]);
  });

  it('clears the redirect from a published article’s page, and leaves it for a draft', async () => {
    const from = (slug: string) => articleUrl({ idioma: 'en', slug });
    await ctx.handle.db
      .insertInto('redirects')
      .values([
        { from_path: from('page-now-published'), to_path: '/en/', status: 301, origin: 'manual' },
        { from_path: from('page-now-a-draft'), to_path: '/en/', status: 301, origin: 'manual' },
      ])
      .execute();
    await articles.create(input('Published', { status: 'publicado', idioma: 'en', slug: 'page-now-published' }), admin);
    await articles.create(input('Draft', { idioma: 'en', slug: 'page-now-a-draft' }), admin);
    const left = await ctx.handle.db
      .selectFrom('redirects')
      .select('from_path')
      .where('from_path', 'in', [from('page-now-published'), from('page-now-a-draft')])
      .execute();
    expect(left.map((row) => row.from_path)).toEqual([from('page-now-a-draft')]);
  });

  it('reads a translation’s original with its products under the lock, and joins it to the group with or without products of its own', async () => {
    const product = {
      name: 'Lamp',
      description: 'Gives light.',
      price: 12.5,
      affiliate_link: 'https://shop.example/lamp',
      image_url: null,
    };
    for (const own of [[], [product]]) {
      const original = await articles.create(input(`Original ${own.length}`, { idioma: 'en', products: [product] }), admin);
      const translation = await articles.create(input(`Tradução ${own.length}`, { idioma: 'pt', products: own }), admin, {
        translationOf: original.id,
      });
      const rows = await ctx.handle.db
        .selectFrom('articles')
        .select(['id', 'grupo_traducao', 'traducao_de', 'traducao_base', 'traducao_revisao_id'])
        .where('id', 'in', [original.id, translation.id])
        .execute();
      const [first, second] = [rows.find((row) => row.id === original.id)!, rows.find((row) => row.id === translation.id)!];
      expect(first.grupo_traducao).not.toBeNull();
      expect(second).toMatchObject({ grupo_traducao: first.grupo_traducao, traducao_de: original.id });
      expect(second.traducao_base?.products).toEqual([expect.objectContaining({ name: 'Lamp', price: 12.5 })]);
      const [revision] = await revisionsOf(translation.id);
      expect(revision!.campos.products).toHaveLength(own.length);
      expect(translation.traducao).toMatchObject({ id: original.id, idioma: 'en' });
    }
  });

  it('refuses a chosen slug another article of the language holds, and writes nothing: no row, no revision, the redirect kept', async () => {
    const held = await articles.create(input('Holder', { idioma: 'en', slug: 'held-slug' }), admin);
    await ctx.handle.db
      .insertInto('redirects')
      .values({ from_path: articleUrl({ idioma: 'en', slug: 'held-slug' }), to_path: '/en/', status: 301, origin: 'manual' })
      .execute();
    const counts = async () =>
      (
        await sql<{ articles: number; revisions: number; redirects: number }>`
          SELECT (SELECT count(*) FROM articles)::int AS articles, (SELECT count(*) FROM article_revisions)::int AS revisions,
            (SELECT count(*) FROM redirects)::int AS redirects`.execute(ctx.handle.db)
      ).rows[0];
    const before = await counts();
    expect(await refusal(articles.create(input('Taker', { status: 'publicado', idioma: 'en', slug: 'held-slug' }), admin))).toBe(
      'slug_taken',
    );
    // In a caller's transaction too (the seed, an import batch): nothing of the refused article is in it.
    await ctx.handle.db.transaction().execute(async (tx) => {
      const service = new ArticleService({ db: tx, publisher: null });
      expect(await refusal(service.create(input('Taker', { status: 'publicado', idioma: 'en', slug: 'held-slug' }), admin))).toBe(
        'slug_taken',
      );
      const inside = await sql<{ n: number }>`SELECT count(*)::int AS n FROM redirects`.execute(tx);
      expect(inside.rows[0]!.n).toBe(before!.redirects);
    });
    expect(await counts()).toEqual(before);
    // The same slug in the other language is free.
    expect((await articles.create(input('Other language', { idioma: 'pt', slug: 'held-slug' }), admin)).slug).toBe(held.slug);
  });
});

describe('publish, schedule and unpublish', () => {
  it('change only the status, keep the products, and are announced and audited like the editor’s saves', async () => {
    const product = {
      name: 'Kettle',
      description: 'Boils water.',
      price: 20,
      affiliate_link: 'https://shop.example/kettle',
      image_url: null,
    };
    const draft = await articles.create(input('Status changes', { products: [product] }), admin);
    const productIds = async () =>
      (await ctx.handle.db.selectFrom('related_products').select('id').where('article_id', '=', draft.id).execute()).map((row) => row.id);
    const products = await productIds();

    const scheduled = await articles.schedule(draft.id, new Date(Date.now() + 86_400_000), admin);
    expect(scheduled).toMatchObject({ status: 'agendado', slug: draft.slug, titulo: 'Status changes' });

    const version = await siteVersion();
    const published = await articles.publish(draft.id, admin);
    expect(published.status).toBe('publicado');
    expect(await siteVersion()).toBeGreaterThan(version);

    const unpublished = await articles.unpublish(draft.id, admin);
    expect(unpublished.status).toBe('rascunho');
    expect(unpublished.data_publicacao).toEqual(published.data_publicacao);
    expect(await productIds()).toEqual(products);
    expect(await auditOf(draft.id)).toEqual([
      { action: 'article.published', actor_id: admin.id },
      { action: 'article.unpublished', actor_id: admin.id },
    ]);
  });

  it('follow the author’s limits: an author cannot publish', async () => {
    const mine = await articles.create(input('Author draft'), author);
    expect(await refusal(articles.publish(mine.id, author))).toBe('author_cannot_publish');
    expect((await articles.get(mine.id, author)).status).toBe('rascunho');
  });
});
