/**
 * The review queue (issue 12): an author submits a draft; editors find it in the list
 * (?revisao=aguardando) and on the dashboard, and publish it or send it back with a note the
 * author reads; authors can neither publish nor send back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
const as = {} as Record<'editor' | 'author', Awaited<ReturnType<typeof signIn>>>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.editor = await signIn(ctx, { role: 'editor' });
  as.author = await signIn(ctx, { role: 'author' });
});
afterAll(() => ctx.close());

type Who = { headers: Record<string, string> };
const send = (who: Who, method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const draft = (titulo: string, status = 'rascunho') => ({
  titulo,
  meta_descricao: 'A description.',
  categoria: 'saude',
  conteudo_html: '<p>Text.</p>',
  status,
});
const queue = async () =>
  (await json(await send(as.editor, 'GET', '/api/admin/articles?revisao=aguardando'))).articles.map((a: { titulo: string }) => a.titulo);

describe('the review queue', () => {
  it('shows submitted drafts to editors, who send one back with a note the author reads', async () => {
    const id = (await json(await send(as.author, 'POST', '/api/admin/articles', draft('Calm mornings')))).article.id as string;
    await send(as.author, 'POST', '/api/admin/articles', draft('Not yet ready'));
    expect(await queue()).toEqual([]);

    expect((await send(as.author, 'POST', `/api/admin/articles/${id}/revisao`)).status).toBe(200);
    expect(await queue()).toEqual(['Calm mornings']);
    expect((await json(await send(as.editor, 'GET', '/api/admin/dashboard'))).awaiting_review).toBe(1);
    const listed = (await json(await send(as.author, 'GET', '/api/admin/articles'))).articles;
    expect(listed.find((a: { id: string }) => a.id === id).revisao_solicitada_em).toBeTruthy();

    const byAuthor = await send(as.author, 'POST', `/api/admin/articles/${id}/revisao/devolver`, { nota: 'Looks fine to me' });
    expect(byAuthor.status).toBe(403);
    const empty = await send(as.editor, 'POST', `/api/admin/articles/${id}/revisao/devolver`, { nota: '  ' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.issues).toEqual([{ path: 'nota', message: 'escreva uma nota dizendo ao autor o que mudar' }]);

    const returned = await send(as.editor, 'POST', `/api/admin/articles/${id}/revisao/devolver`, { nota: 'Add a source for the study.' });
    expect(returned.status).toBe(200);
    expect(await json(returned)).toMatchObject({ revisao_nota: 'Add a source for the study.', revisao_devolvida_em: expect.any(String) });
    expect(await queue()).toEqual([]);

    const seen = (await json(await send(as.author, 'GET', `/api/admin/articles/${id}`))).article;
    expect(seen).toMatchObject({ revisao_solicitada_em: null, revisao_nota: 'Add a source for the study.' });

    const again = await send(as.editor, 'POST', `/api/admin/articles/${id}/revisao/devolver`, { nota: 'Twice' });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toContain('não está aguardando revisão');
  });

  it('ends with a publish by an editor, which clears the request and the note', async () => {
    const id = (await json(await send(as.author, 'POST', '/api/admin/articles', draft('Evening tea')))).article.id as string;
    await send(as.author, 'POST', `/api/admin/articles/${id}/revisao`);
    expect(await queue()).toEqual(['Evening tea']);

    const byAuthor = await send(as.author, 'PUT', `/api/admin/articles/${id}`, draft('Evening tea', 'publicado'));
    expect(byAuthor.status).toBe(403);
    const published = await send(as.editor, 'PUT', `/api/admin/articles/${id}`, draft('Evening tea', 'publicado'));
    expect(published.status).toBe(200);
    expect((await json(published)).article).toMatchObject({ status: 'publicado', revisao_solicitada_em: null, revisao_nota: null });
    expect(await queue()).toEqual([]);
  });

  it('forgets an old note when the author submits again', async () => {
    const id = (await json(await send(as.author, 'POST', '/api/admin/articles', draft('Slow walks')))).article.id as string;
    await send(as.author, 'POST', `/api/admin/articles/${id}/revisao`);
    await send(as.editor, 'POST', `/api/admin/articles/${id}/revisao/devolver`, { nota: 'Shorter title, please.' });
    await send(as.author, 'POST', `/api/admin/articles/${id}/revisao`);
    const seen = (await json(await send(as.author, 'GET', `/api/admin/articles/${id}`))).article;
    expect(seen).toMatchObject({ revisao_nota: null, revisao_devolvida_em: null });
    expect(seen.revisao_solicitada_em).toBeTruthy();
  });
});
