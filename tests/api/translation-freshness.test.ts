/**
 * Translations that know when their original changed (issue 30, points 2 to 4), through the
 * back-office API on the real app and database: the traducao_desatualizada flag in the list and
 * the detail, the list's filter, "Mark up to date", and "Update translation" offline and
 * against a real local chat-completions server (only the changed blocks sent and replaced, a
 * model answer that drops a block refused with nothing changed), with the 409s of bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema, articleListAnswerSchema } from '../../src/admin/features/articles/api/article-schemas.ts';
import { startChatCompletionsServer, type ChatCompletionsServer, type RecordedRequest } from '../support/chat-completions-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

const original = {
  titulo: 'Sleep well',
  idioma: 'en',
  categoria: 'saude',
  meta_descricao: 'How to sleep well at night.',
  conteudo_html:
    '<h2>Evening</h2><p>Dim the <a href="https://example.com/lights">lights</a>.</p><p>Read a book.</p><ul><li>Tea</li><li>Bath</li></ul>',
  products: [{ name: 'Lamp', description: 'A warm lamp', price: 20, affiliate_link: 'https://shop.example/lamp', image_url: '' }],
};

const translated = {
  titulo: 'Durma bem',
  idioma: 'pt',
  categoria: 'saude',
  meta_descricao: 'Como dormir bem à noite.',
  conteudo_html:
    '<h2>Noite</h2><p>Diminua as <a href="https://example.com/lights">luzes</a>.</p><p>Leia um livro.</p><ul><li>Chá</li><li>Banho</li></ul>',
  products: [
    { name: 'Luminária', description: 'Uma luminária quente', price: 20, affiliate_link: 'https://shop.example/lamp', image_url: '' },
  ],
};

interface Api {
  ctx: TestContext;
  call: (method: string, path: string, body?: unknown, extra?: Record<string, string>) => Response | Promise<Response>;
}

async function setup(env: Record<string, string> = {}): Promise<Api> {
  const ctx = await createTestContext({ env });
  const headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    ctx.app.request(path, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { ctx, call };
}

async function ok(response: Response | Promise<Response>, status = 200) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return json(answer);
}

/** An original and its translation (linked as an editor links an existing article), both written by a person. */
async function pair(api: Api, suffix: string) {
  const en = (await ok(api.call('POST', '/api/admin/articles', { ...original, titulo: `${original.titulo} ${suffix}` }), 201)).article;
  const pt = (await ok(api.call('POST', '/api/admin/articles', { ...translated, titulo: `${translated.titulo} ${suffix}` }), 201)).article;
  await ok(api.call('PUT', `/api/admin/articles/${en.id}/traducao`, { article_id: pt.id }));
  return { en, pt };
}

async function detail(api: Api, id: string) {
  return articleAnswerSchema.parse(await ok(api.call('GET', `/api/admin/articles/${id}`))).article;
}

async function edit(api: Api, id: string, changes: Record<string, unknown>) {
  const current = await detail(api, id);
  const body = {
    ...current,
    products: current.products.map((p) => ({
      name: p.nome,
      description: p.descricao,
      price: p.preco,
      affiliate_link: p.url_afiliado,
      image_url: '',
    })),
    ...changes,
  };
  for (const key of ['id', 'slug', 'destaque', 'data_publicacao', 'updated_at', 'traducao', 'estado_traducao', 'traducao_desatualizada'])
    delete (body as Record<string, unknown>)[key];
  return ok(api.call('PUT', `/api/admin/articles/${id}`, body));
}

describe('the out-of-date flag', () => {
  let api: Api;
  beforeAll(async () => {
    api = await setup();
  });
  afterAll(() => api.ctx.close());

  it('is null for an original and an unlinked article, false for a fresh translation, in the detail and the list', async () => {
    const { en, pt } = await pair(api, 'a');
    expect(await detail(api, en.id)).toMatchObject({
      traducao_desatualizada: null,
      traducao: { id: pt.id, traducao_desatualizada: false },
    });
    expect(await detail(api, pt.id)).toMatchObject({ traducao_desatualizada: false, traducao_de: en.id });
    const { articles } = articleListAnswerSchema.parse(await ok(api.call('GET', '/api/admin/articles')));
    expect(articles.find((a) => a.id === pt.id)).toMatchObject({ traducao_desatualizada: false });
    expect(articles.find((a) => a.id === en.id)).toMatchObject({ traducao_desatualizada: null });

    await ok(api.call('DELETE', `/api/admin/articles/${en.id}/traducao`));
    expect(await detail(api, pt.id)).toMatchObject({ traducao_desatualizada: null, traducao_de: null });
  });

  it('a "Criar tradução" draft records its original', async () => {
    const en = (await ok(api.call('POST', '/api/admin/articles', { ...original, titulo: 'Sleep well b' }), 201)).article;
    const draft = (await ok(api.call('POST', `/api/admin/articles/${en.id}/traducao`, { traducao_automatica: false }), 201)).article;
    expect(await detail(api, draft.id)).toMatchObject({ traducao_de: en.id, traducao_desatualizada: false });
  });

  it('turns true when the original’s title, meta description, body or products change, not on other edits or the translation’s own', async () => {
    const { en, pt } = await pair(api, 'c');
    await edit(api, en.id, { categoria: 'dinheiro', autor: 'Ana' });
    await edit(api, pt.id, { conteudo_html: `${translated.conteudo_html}<p>Nota do tradutor.</p>` });
    expect((await detail(api, pt.id)).traducao_desatualizada).toBe(false);

    for (const change of [
      { titulo: 'Sleep better c' },
      { meta_descricao: 'How to sleep better at night.' },
      { conteudo_html: original.conteudo_html.replace('Read a book.', 'Read a paper book.') },
      { products: [{ ...original.products[0], description: 'A dimmable lamp' }] },
    ]) {
      const fresh = await pair(api, `c-${Object.keys(change)[0]}`);
      await edit(api, fresh.en.id, change);
      expect((await detail(api, fresh.pt.id)).traducao_desatualizada, JSON.stringify(change)).toBe(true);
      expect((await detail(api, fresh.en.id)).traducao).toMatchObject({ traducao_desatualizada: true });
    }
  });

  it('turns back to false when the original is changed back, and the list filters it with traducao=desatualizada', async () => {
    const { en, pt } = await pair(api, 'd');
    await edit(api, en.id, { titulo: 'Changed d' });
    const { articles } = articleListAnswerSchema.parse(await ok(api.call('GET', '/api/admin/articles?traducao=desatualizada')));
    expect(articles.map((a) => a.id)).toContain(pt.id);
    expect(articles.every((a) => a.traducao_desatualizada === true)).toBe(true);
    await edit(api, en.id, { titulo: `${original.titulo} d` });
    expect((await detail(api, pt.id)).traducao_desatualizada).toBe(false);
    const bad = await api.call('GET', '/api/admin/articles?traducao=velha');
    expect(bad.status).toBe(400);
  });

  it('"Mark up to date" clears the flag without changing the text, audited; 409 with the reason when not a translation or not out of date', async () => {
    const { en, pt } = await pair(api, 'e');
    const upToDate = await api.call('POST', `/api/admin/articles/${pt.id}/traducao/em-dia`, undefined, { 'Accept-Language': 'pt-BR' });
    expect(upToDate.status).toBe(409);
    expect((await json(upToDate)).error).toMatchObject({
      code: 'translation_up_to_date',
      message: expect.stringMatching(/^Esta tradução está em dia/),
    });
    const notTranslation = await api.call('POST', `/api/admin/articles/${en.id}/traducao/em-dia`);
    expect(notTranslation.status).toBe(409);
    expect((await json(notTranslation)).error.code).toBe('not_a_translation');
    const notTranslationUpdate = await api.call('POST', `/api/admin/articles/${en.id}/traducao/atualizar`);
    expect(notTranslationUpdate.status).toBe(409);
    expect((await json(notTranslationUpdate)).error.code).toBe('not_a_translation');

    await edit(api, en.id, { titulo: 'Sleep well, typo fixed e' });
    const before = await detail(api, pt.id);
    const { article } = await ok(api.call('POST', `/api/admin/articles/${pt.id}/traducao/em-dia`));
    expect(article).toMatchObject({ traducao_desatualizada: false });
    expect(await detail(api, pt.id)).toMatchObject({
      titulo: before.titulo,
      conteudo_html: before.conteudo_html,
      traducao_desatualizada: false,
    });
    const audit = await api.ctx.handle.db.selectFrom('audit_log').select(['action', 'target_id']).where('target_id', '=', pt.id).execute();
    expect(audit).toContainEqual({ action: 'translation.marked_up_to_date', target_id: pt.id });
  });

  it('offline, "Update translation" lists the changed blocks, labelled as waiting, and changes nothing', async () => {
    const { en, pt } = await pair(api, 'f');
    const upToDate = await api.call('POST', `/api/admin/articles/${pt.id}/traducao/atualizar`);
    expect(upToDate.status).toBe(409);
    expect((await json(upToDate)).error.code).toBe('translation_up_to_date');

    await edit(api, en.id, { conteudo_html: original.conteudo_html.replace('<li>Bath</li>', '<li>Warm bath</li>') });
    const before = await detail(api, pt.id);
    const answer = await ok(api.call('POST', `/api/admin/articles/${pt.id}/traducao/atualizar`));
    expect(answer).toMatchObject({
      atualizada: false,
      estado_traducao: 'aguardando',
      blocos: [{ campo: 'conteudo_html', indice: 5, texto: '<li>Warm bath</li>' }],
    });
    expect(await detail(api, pt.id)).toEqual(before);
  });

  it('the readers’ notice is an editor’s per-article choice, refused on an article that is no translation', async () => {
    const { en, pt } = await pair(api, 'g');
    expect((await ok(api.call('PUT', `/api/admin/articles/${pt.id}/traducao/aviso`, { aviso: true }))).article).toMatchObject({
      aviso_traducao_desatualizada: true,
    });
    expect((await api.call('PUT', `/api/admin/articles/${en.id}/traducao/aviso`, { aviso: true })).status).toBe(409);
    expect((await api.call('PUT', `/api/admin/articles/${pt.id}/traducao/aviso`, { aviso: 'yes' })).status).toBe(400);
    expect((await detail(api, en.id)).aviso_traducao_desatualizada).toBe(false);
  });

  it('a published out-of-date translation stays published and, with the notice on, the content feed marks it for its page', async () => {
    const { en, pt } = await pair(api, 'h');
    await edit(api, en.id, { status: 'publicado' });
    await edit(api, pt.id, { status: 'publicado' });
    const feed = async () => {
      const { articles } = await ok(api.call('GET', '/api/content/articles?limit=1000'));
      return (articles as Array<{ id: string; original_mais_recente?: boolean }>).find((a) => a.id === pt.id);
    };
    await edit(api, en.id, { titulo: 'Sleep better h' });
    expect(await detail(api, pt.id)).toMatchObject({ status: 'publicado', traducao_desatualizada: true });
    expect((await feed())?.original_mais_recente).toBe(false);
    await ok(api.call('PUT', `/api/admin/articles/${pt.id}/traducao/aviso`, { aviso: true }));
    expect((await feed())?.original_mais_recente).toBe(true);
    await ok(api.call('POST', `/api/admin/articles/${pt.id}/traducao/em-dia`));
    expect((await feed())?.original_mais_recente).toBe(false);
  });

  it('the dashboard counts the out-of-date translations', async () => {
    const count = async () => (await ok(api.call('GET', '/api/admin/dashboard'))).translations_out_of_date as number;
    const before = await count();
    const { en } = await pair(api, 'i');
    await edit(api, en.id, { meta_descricao: 'Changed i.' });
    expect(await count()).toBe(before + 1);
  });
});

describe('"Update translation" through an OpenAI-compatible model', () => {
  let model: ChatCompletionsServer;
  let api: Api;

  /** Upper-cases the text of every block it gets, keeping tags and attributes. */
  function translateBlocks(request: RecordedRequest) {
    const { blocks } = JSON.parse(request.body.messages.at(-1)!.content) as { blocks: string[] };
    return {
      content: JSON.stringify({
        blocks: blocks.map((block) =>
          block.replace(/(^|>)([^<]+)(?=<|$)/g, (_m, lead: string, text: string) => `${lead}${text.toUpperCase()}`),
        ),
      }),
    };
  }

  beforeAll(async () => {
    model = await startChatCompletionsServer(translateBlocks);
    api = await setup({ AI_BASE_URL: model.url, AI_API_KEY: 'test-key', AI_MODEL: 'tiny-model', AI_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await api.ctx.close();
    await model.close();
  });

  it('sends only the changed blocks and replaces only their counterparts, as a revision labelled machine translation', async () => {
    const { en, pt } = await pair(api, 'm');
    await edit(api, en.id, {
      conteudo_html: original.conteudo_html
        .replace('<li>Bath</li>', '<li>Warm bath</li>')
        .replace('<p>Read a book.</p>', '<p>Read a book.</p><p>No screens.</p>'),
      products: [{ ...original.products[0], description: 'A dimmable lamp', price: 25 }],
    });
    const revisionsBefore = (await ok(api.call('GET', `/api/admin/articles/${pt.id}/revisoes`))).revisions.length;
    model.requests.length = 0;
    const answer = await ok(api.call('POST', `/api/admin/articles/${pt.id}/traducao/atualizar`));
    expect(model.requests).toHaveLength(1);
    expect(JSON.parse(model.requests[0]!.body.messages.at(-1)!.content)).toEqual({
      blocks: ['<p>No screens.</p>', '<li>Warm bath</li>', 'Lamp', 'A dimmable lamp'],
    });
    expect(model.requests[0]!.body.messages[0]!.content).toContain('from English to Brazilian Portuguese');
    expect(answer).toMatchObject({ atualizada: true, estado_traducao: 'automatica' });
    const after = await detail(api, pt.id);
    expect(after).toMatchObject({ estado_traducao: 'automatica', traducao_desatualizada: false, titulo: `${translated.titulo} m` });
    expect(after.conteudo_html).toBe(
      '<h2>Noite</h2><p>Diminua as <a href="https://example.com/lights">luzes</a>.</p><p>Leia um livro.</p><p>NO SCREENS.</p><ul><li>Chá</li><li>WARM BATH</li></ul>',
    );
    expect(after.products).toEqual([expect.objectContaining({ nome: 'LAMP', descricao: 'A DIMMABLE LAMP', preco: 25 })]);
    const revisionsAfter = (await ok(api.call('GET', `/api/admin/articles/${pt.id}/revisoes`))).revisions.length;
    expect(revisionsAfter).toBe(revisionsBefore + 1);
    const audit = await api.ctx.handle.db.selectFrom('audit_log').select('action').where('target_id', '=', pt.id).execute();
    expect(audit).toContainEqual({ action: 'translation.updated' });
  });

  it('refuses a model answer that drops or adds blocks, with the reason, and changes nothing', async () => {
    const { en, pt } = await pair(api, 'n');
    await edit(api, en.id, { titulo: 'Sleep better n', conteudo_html: original.conteudo_html.replace('Read a book.', 'Read two books.') });
    const before = await detail(api, pt.id);
    for (const wrong of [(blocks: string[]) => blocks.slice(1), (blocks: string[]) => [...blocks, '<p>Extra.</p>']]) {
      model.reply = (request) => {
        const { blocks } = JSON.parse(request.body.messages.at(-1)!.content) as { blocks: string[] };
        return { content: JSON.stringify({ blocks: wrong(blocks) }) };
      };
      const response = await api.call('POST', `/api/admin/articles/${pt.id}/traducao/atualizar`, undefined, { 'Accept-Language': 'pt-BR' });
      expect(response.status).toBe(502);
      expect((await json(response)).error).toMatchObject({
        code: 'ai_translation_blocks',
        message: expect.stringMatching(/número de blocos diferente/),
      });
      expect(await detail(api, pt.id)).toEqual(before);
    }
    model.reply = translateBlocks;
  });

  it('409 with the reason when the translator restructured the body so the blocks no longer align', async () => {
    const { en, pt } = await pair(api, 'o');
    await edit(api, pt.id, { conteudo_html: '<p>Tudo num parágrafo só.</p>' });
    await edit(api, en.id, { titulo: 'Sleep better o' });
    const response = await api.call('POST', `/api/admin/articles/${pt.id}/traducao/atualizar`);
    expect(response.status).toBe(409);
    expect((await json(response)).error.code).toBe('translation_not_aligned');
  });
});
