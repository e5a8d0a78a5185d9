/**
 * Revisions: every save keeps one (who, when, which fields), two can be read side by side,
 * a restore brings a revision's fields back and is itself a revision, at least 50 are kept,
 * and a revision of another article is refused without changing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedArticleAnswerSchema } from '../../src/lib/contracts/article.ts';
import { revisionAnswerSchema, revisionListAnswerSchema } from '../../src/lib/contracts/article-revision.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let author: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  author = await signIn(ctx, { role: 'author' });
});
afterAll(() => ctx.close());

const article = (titulo: string, conteudo_html = '<p>First text.</p>') => ({
  titulo,
  meta_descricao: 'A description.',
  categoria: 'saude',
  conteudo_html,
  status: 'rascunho',
  products: [{ name: 'Mat', description: 'A yoga mat', price: 10, affiliate_link: 'https://shop.example/mat' }],
});
const send = (who: { headers: Record<string, string> }, method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** The back office's reads of the revision answers, with its own schemas. */
const revisionsOf = async (id: string) =>
  revisionListAnswerSchema.parse(await json(await send(admin, 'GET', `/api/admin/articles/${id}/revisoes`))).revisions;
const revisionOf = async (id: string, revisionId: string) =>
  revisionAnswerSchema.parse(await json(await send(admin, 'GET', `/api/admin/articles/${id}/revisoes/${revisionId}`))).revision;

async function create(titulo: string, who = admin) {
  return (await json(await send(who, 'POST', '/api/admin/articles', article(titulo)))).article.id as string;
}

describe('revisions', () => {
  it('keep every save with who, when and which fields changed', async () => {
    const id = await create('Sleep well');
    await send(admin, 'PUT', `/api/admin/articles/${id}`, article('Sleep well', '<p>Second text.</p>'));
    await send(admin, 'PUT', `/api/admin/articles/${id}`, { ...article('Sleep better', '<p>Second text.</p>'), products: [] });
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(3);
    expect(revisions.map((revision) => revision.alterados.sort())).toEqual([
      ['products', 'slug', 'titulo'],
      ['conteudo_html'],
      expect.arrayContaining(['titulo', 'conteudo_html', 'products', 'slug']),
    ]);
    expect(revisions[0]).toMatchObject({ autor_email: 'editor@example.com', restaurada_de: null });
    const oldest = await revisionOf(id, revisions[2]!.id);
    expect(oldest.campos).toMatchObject({
      titulo: 'Sleep well',
      conteudo_html: '<p>First text.</p>',
      products: [expect.objectContaining({ name: 'Mat', price: 10 })],
    });
  });

  it('restore one (a restore is a revision too), keeping the status', async () => {
    const id = await create('Breathing');
    await send(admin, 'PUT', `/api/admin/articles/${id}`, {
      ...article('Breathing, revised', '<p>Changed.</p>'),
      status: 'publicado',
      products: [],
    });
    const revisions = await revisionsOf(id);
    const first = revisions.at(-1)!.id;
    const restored = await send(admin, 'POST', `/api/admin/articles/${id}/revisoes/${first}/restaurar`);
    expect(restored.status).toBe(200);
    expect(savedArticleAnswerSchema.parse(await json(restored)).article).toMatchObject({
      titulo: 'Breathing',
      conteudo_html: '<p>First text.</p>',
      status: 'publicado',
    });
    const products = await ctx.handle.db.selectFrom('related_products').select('nome').where('article_id', '=', id).execute();
    expect(products).toEqual([{ nome: 'Mat' }]);
    const after = await revisionsOf(id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ restaurada_de: first });
  });

  it('refuse a revision of another article, and change nothing', async () => {
    const one = await create('One article');
    const other = await create('Another article');
    const foreign = (await revisionsOf(other))[0]!.id;
    const response = await send(admin, 'POST', `/api/admin/articles/${one}/revisoes/${foreign}/restaurar`);
    expect(response.status).toBe(404);
    expect((await json(response)).error).toEqual({
      code: 'revision_not_found',
      message: 'Esta revisão não pertence a este artigo (ou não existe mais).',
    });
    expect((await send(admin, 'GET', `/api/admin/articles/${one}/revisoes/${foreign}`)).status).toBe(404);
    const malformed = await send(admin, 'POST', `/api/admin/articles/${one}/revisoes/not-an-id/restaurar`);
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.issues).toEqual([{ path: 'revisionId', message: 'Revisão desconhecida' }]);
    const row = await ctx.handle.db.selectFrom('articles').select('titulo').where('id', '=', one).executeTakeFirstOrThrow();
    expect(row.titulo).toBe('One article');
    expect(await revisionsOf(one)).toHaveLength(1);
  });

  it('are an author’s to see only on their own articles', async () => {
    const theirs = await create('Editor article');
    expect((await send(author, 'GET', `/api/admin/articles/${theirs}/revisoes`)).status).toBe(403);
    const mine = await create('Author article', author);
    expect((await send(author, 'GET', `/api/admin/articles/${mine}/revisoes`)).status).toBe(200);
  });

  it('keep at least the last 50', async () => {
    const id = await create('Many saves');
    for (let n = 1; n <= 55; n += 1) await send(admin, 'PUT', `/api/admin/articles/${id}`, article('Many saves', `<p>Save ${n}.</p>`));
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(56);
    const newest = await revisionOf(id, revisions[0]!.id);
    expect(newest.campos.conteudo_html).toBe('<p>Save 55.</p>');
  }, 60_000);
});
