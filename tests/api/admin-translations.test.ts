/**
 * Articles in two languages through the back-office API, on the real app and database
 * (PGlite here, PostgreSQL under `npm run test:pg`): the language field, slugs unique per
 * language, the list's language and translation filters, linking and unlinking translations
 * with the group's constraints, and "Criar tradução" offline and through a real local
 * chat-completions server, with nothing half saved when something is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleAnswerSchema,
  articleListAnswerSchema,
  changedArticleAnswerSchema,
  savedArticleAnswerSchema,
  translationDraftAnswerSchema,
} from '../../src/admin/features/articles/api/article-schemas.ts';
import { startChatCompletionsServer, type ChatCompletionsServer, type RecordedRequest } from '../support/chat-completions-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

const base = {
  categoria: 'culinaria',
  meta_descricao: 'A simple recipe for a weekday breakfast.',
  conteudo_html:
    '<h2>Ingredients</h2><p>Flour, <strong>cheese</strong> and eggs. See <a href="https://example.com/guide?x=1" target="_blank">the guide</a>.</p><p><img src="https://cdn.example.com/bread.jpg" alt="Fresh bread"></p><ul><li>Mix</li><li>Bake</li></ul>',
  products: [
    { name: 'Baking tray', description: 'Non-stick tray', price: 19.5, affiliate_link: 'https://www.amazon.com/dp/B01', image_url: '' },
  ],
};

interface Api {
  ctx: TestContext;
  headers: Record<string, string>;
}

function api({ ctx, headers }: Api) {
  const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    ctx.app.request(path, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
  return {
    call,
    create: async (body: Record<string, unknown>) => {
      const response = await call('POST', '/api/admin/articles', { ...base, ...body });
      expect(response.status, await response.clone().text()).toBe(201);
      // Every answer also goes through the back office's own schema: a change that would break it fails here.
      const answer = await json(response);
      savedArticleAnswerSchema.parse(answer);
      return answer.article;
    },
    get: async (id: string) => {
      const answer = await json(await call('GET', `/api/admin/articles/${id}`));
      articleAnswerSchema.parse(answer);
      return answer.article;
    },
    count: async () => (await ctx.handle.db.selectFrom('articles').select('id').execute()).length,
  };
}

async function setup(env: Record<string, string> = {}): Promise<Api> {
  const ctx = await createTestContext({ env });
  return { ctx, headers: { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' } };
}

describe('the language of an article and its slug', () => {
  let a: Api;
  let t: ReturnType<typeof api>;
  beforeAll(async () => {
    a = await setup();
    t = api(a);
  });
  afterAll(() => a.ctx.close());

  it('stores the language sent, English when none is sent, and refuses any other', async () => {
    expect((await t.create({ titulo: 'Cheese bread', idioma: 'en' })).idioma).toBe('en');
    const untold = await t.create({ titulo: 'Without a language' });
    expect(untold).toMatchObject({ idioma: 'en', traducao: null, estado_traducao: null });
    const bad = await t.call('POST', '/api/admin/articles', { ...base, titulo: 'Bad', idioma: 'fr' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.issues[0].path).toBe('idioma');
  });

  it('keeps slugs unique per language: the same title is free in the other language and suffixed in the same one', async () => {
    const pt = await t.create({ titulo: 'Cheese bread', idioma: 'pt' });
    expect(pt).toMatchObject({ slug: 'cheese-bread', idioma: 'pt' });
    const again = await t.create({ titulo: 'Cheese bread', idioma: 'pt' });
    expect(again.slug).toBe('cheese-bread-2');
  });

  it('keeps the language on an edit that does not send one, and moving to a taken slug’s language suffixes it', async () => {
    const draft = await t.create({ titulo: 'Cheese bread', idioma: 'en', status: 'rascunho' });
    expect(draft.slug).toBe('cheese-bread-2');
    const kept = await json(await t.call('PUT', `/api/admin/articles/${draft.id}`, { ...base, titulo: 'Cheese bread' }));
    expect(kept.article).toMatchObject({ idioma: 'en', slug: 'cheese-bread-2' });
    // cheese-bread and cheese-bread-2 are taken in Portuguese.
    const moved = await json(await t.call('PUT', `/api/admin/articles/${draft.id}`, { ...base, titulo: 'Cheese bread', idioma: 'pt' }));
    expect(moved.article).toMatchObject({ idioma: 'pt', slug: 'cheese-bread-3' });
  });

  it('keeps a published slug on a language change when it is free there', async () => {
    const published = await t.create({ titulo: 'Sourdough starter', idioma: 'en', status: 'publicado' });
    const moved = await json(
      await t.call('PUT', `/api/admin/articles/${published.id}`, {
        ...base,
        titulo: 'Fermento natural',
        idioma: 'pt',
        status: 'publicado',
      }),
    );
    expect(moved.article).toMatchObject({ idioma: 'pt', slug: 'sourdough-starter', titulo: 'Fermento natural' });
  });
});

describe('linking and unlinking translations', () => {
  let a: Api;
  let t: ReturnType<typeof api>;
  let en: { id: string };
  let pt: { id: string };
  let otherPt: { id: string };
  let otherEn: { id: string };
  beforeAll(async () => {
    a = await setup();
    t = api(a);
    en = await t.create({ titulo: 'Emergency fund', idioma: 'en', status: 'publicado' });
    pt = await t.create({ titulo: 'Reserva de emergência', idioma: 'pt' });
    otherPt = await t.create({ titulo: 'Outro artigo', idioma: 'pt' });
    otherEn = await t.create({ titulo: 'Another article', idioma: 'en' });
  });
  afterAll(() => a.ctx.close());

  const link = (id: string, article_id: unknown, extra: Record<string, string> = {}) =>
    t.call('PUT', `/api/admin/articles/${id}/traducao`, { article_id }, extra);
  const groups = async () =>
    Object.fromEntries(
      (await a.ctx.handle.db.selectFrom('articles').select(['id', 'grupo_traducao']).execute()).map((row) => [row.id, row.grupo_traducao]),
    );

  it('refuses bad links with a clear 4xx in the editor’s language and changes nothing', async () => {
    const before = await groups();
    const cases: Array<[string, unknown, number, string]> = [
      [en.id, otherEn.id, 422, 'same_language'],
      [en.id, en.id, 422, 'same_article'],
      [en.id, '00000000-0000-4000-8000-000000000000', 404, 'translation_target_not_found'],
      ['00000000-0000-4000-8000-000000000000', pt.id, 404, 'not_found'],
      [en.id, 'not-an-id', 400, 'validation_failed'],
    ];
    for (const [id, target, status, code] of cases) {
      const response = await link(id, target, { 'Accept-Language': 'pt-BR' });
      expect(response.status, code).toBe(status);
      expect((await json(response)).error.code).toBe(code);
    }
    const sameLanguage = await json(await link(en.id, otherEn.id, { 'Accept-Language': 'pt-BR' }));
    expect(sameLanguage.error.message).toBe('Os dois artigos estão no mesmo idioma: a tradução precisa estar no outro idioma.');
    const english = await json(await link(en.id, otherEn.id, { 'Accept-Language': 'en' }));
    expect(english.error.message).toMatch(/^Both articles are in the same language/);
    expect(await groups()).toEqual(before);
  });

  it('links two articles of different languages: each shows the other, in the editor and the list', async () => {
    const response = await link(en.id, pt.id);
    expect(response.status).toBe(200);
    const { article } = changedArticleAnswerSchema.parse(await json(response));
    expect(article.traducao).toEqual({
      id: pt.id,
      idioma: 'pt',
      slug: 'reserva-de-emergencia',
      titulo: 'Reserva de emergência',
      status: 'rascunho',
      estado_traducao: null,
      // The linked article is the translation (issue 30): up to date with its original.
      traducao_desatualizada: false,
    });
    expect((await t.get(pt.id)).traducao).toMatchObject({ id: en.id, idioma: 'en', status: 'publicado', traducao_desatualizada: null });
    const listed = articleListAnswerSchema.parse(await json(await t.call('GET', '/api/admin/articles'))).articles;
    expect(listed.find((row) => row.id === en.id)?.traducao?.id).toBe(pt.id);
    expect(listed.find((row) => row.id === otherEn.id)?.traducao).toBeNull();
    // Linking again, from either side, changes nothing.
    const before = await groups();
    expect((await link(pt.id, en.id)).status).toBe(200);
    expect(await groups()).toEqual(before);
  });

  it('refuses a target whose group already has the language (409), and a language change into the translation’s language', async () => {
    const taken = await link(otherPt.id, en.id);
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.code).toBe('target_has_translation');
    const change = await t.call('PUT', `/api/admin/articles/${en.id}`, { ...base, titulo: 'Renamed', idioma: 'pt', status: 'publicado' });
    expect(change.status).toBe(409);
    expect((await json(change)).error.code).toBe('language_taken');
    expect(await t.get(en.id)).toMatchObject({ titulo: 'Emergency fund', idioma: 'en' });
  });

  it('filters the list by language and by translation, with the status and search filters', async () => {
    const ids = async (query: string) =>
      (await json(await t.call('GET', `/api/admin/articles?${query}`))).articles.map((row: { id: string }) => row.id).sort();
    expect(await ids('idioma=pt')).toEqual([pt.id, otherPt.id].sort());
    expect(await ids('traducao=com')).toEqual([en.id, pt.id].sort());
    expect(await ids('traducao=sem')).toEqual([otherPt.id, otherEn.id].sort());
    expect(await ids('idioma=en&traducao=sem')).toEqual([otherEn.id]);
    expect(await ids('idioma=en&traducao=com&status=publicado')).toEqual([en.id]);
    expect(await ids('idioma=en&traducao=com&status=rascunho')).toEqual([]);
    expect(await ids('idioma=pt&search=RESERVA')).toEqual([pt.id]);
    for (const bad of ['idioma=fr', 'traducao=talvez']) expect((await t.call('GET', `/api/admin/articles?${bad}`)).status).toBe(400);
  });

  it('relinks: an article linked to a new translation leaves its former one alone', async () => {
    expect((await link(otherPt.id, otherEn.id)).status).toBe(200);
    // otherEn's group already has a Portuguese article.
    expect((await link(pt.id, otherEn.id)).status).toBe(409);
    expect((await t.call('DELETE', `/api/admin/articles/${otherEn.id}/traducao`)).status).toBe(200);
    const moved = await json(await link(pt.id, otherEn.id));
    expect(moved.article.traducao.id).toBe(otherEn.id);
    expect((await t.get(en.id)).traducao).toBeNull();
    expect((await groups())[en.id]).toBeNull();
  });

  it('unlinks both articles, and unlinking again is harmless', async () => {
    const response = await t.call('DELETE', `/api/admin/articles/${pt.id}/traducao`);
    expect(response.status).toBe(200);
    expect((await json(response)).article.traducao).toBeNull();
    expect((await t.get(otherEn.id)).traducao).toBeNull();
    const all = await groups();
    expect([all[pt.id], all[otherEn.id]]).toEqual([null, null]);
    expect((await t.call('DELETE', `/api/admin/articles/${pt.id}/traducao`)).status).toBe(200);
    expect((await t.call('DELETE', '/api/admin/articles/00000000-0000-4000-8000-000000000000/traducao')).status).toBe(404);
  });

  it('lets only one of two simultaneous requests take a language in a group', async () => {
    const target = await t.create({ titulo: 'Alvo disputado', idioma: 'pt' });
    const first = await t.create({ titulo: 'First contender', idioma: 'en' });
    const second = await t.create({ titulo: 'Second contender', idioma: 'en' });
    const answers = await Promise.all([link(first.id, target.id), link(second.id, target.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const source = await t.create({ titulo: 'Translate me once', idioma: 'en' });
    const created = await Promise.all([1, 2].map(() => t.call('POST', `/api/admin/articles/${source.id}/traducao`, {})));
    expect(created.map((r) => r.status).sort()).toEqual([201, 409]);
    const group = (await t.get(source.id)).grupo_traducao;
    expect(await a.ctx.handle.db.selectFrom('articles').select('id').where('grupo_traducao', '=', group).execute()).toHaveLength(2);
  });

  it('deleting one of a pair leaves the other without a translation', async () => {
    await link(en.id, pt.id);
    expect((await t.call('DELETE', `/api/admin/articles/${pt.id}`)).status).toBe(200);
    expect((await t.get(en.id)).traducao).toBeNull();
    expect((await groups())[en.id]).toBeNull();
  });
});

describe('Criar tradução offline', () => {
  let a: Api;
  let t: ReturnType<typeof api>;
  beforeAll(async () => {
    a = await setup();
    t = api(a);
  });
  afterAll(() => a.ctx.close());

  it('drafts the original text in the other language, linked and labelled awaiting translation', async () => {
    const original = await t.create({
      titulo: 'Cheese bread at home',
      idioma: 'en',
      status: 'publicado',
      autor: 'Ana',
      imagem_destaque_url: '/media/images/1.png',
    });
    const response = await t.call('POST', `/api/admin/articles/${original.id}/traducao`, {});
    expect(response.status).toBe(201);
    const { article } = translationDraftAnswerSchema.parse(await json(response));
    expect(article).toMatchObject({
      idioma: 'pt',
      status: 'rascunho',
      estado_traducao: 'aguardando',
      titulo: 'Cheese bread at home',
      slug: 'cheese-bread-at-home',
      autor: 'Ana',
      imagem_destaque_url: '/media/images/1.png',
      data_publicacao: null,
      traducao: { id: original.id, idioma: 'en', status: 'publicado' },
    });
    const full = await t.get(article.id);
    expect(full.conteudo_html).toBe((await t.get(original.id)).conteudo_html);
    expect(full.products).toEqual([
      expect.objectContaining({
        nome: 'Baking tray',
        descricao: 'Non-stick tray',
        preco: 19.5,
        url_afiliado: 'https://www.amazon.com/dp/B01',
      }),
    ]);
    expect((await t.get(original.id)).traducao).toMatchObject({ id: article.id, estado_traducao: 'aguardando' });

    const again = await t.call('POST', `/api/admin/articles/${original.id}/traducao`, {}, { 'Accept-Language': 'pt-BR' });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toMatchObject({ code: 'translation_exists', message: expect.stringMatching(/já tem uma tradução/) });
    expect((await t.call('POST', `/api/admin/articles/${article.id}/traducao`, {})).status).toBe(409);
    expect((await t.call('POST', '/api/admin/articles/00000000-0000-4000-8000-000000000000/traducao', {})).status).toBe(404);
  });

  it('is never published as a translation until marked reviewed; saving keeps the label', async () => {
    const { articles } = await json(await t.call('GET', '/api/admin/articles?idioma=pt'));
    const draft = articles[0];
    expect(draft.estado_traducao).toBe('aguardando');
    const edit = { ...base, titulo: 'Pão de queijo em casa', idioma: 'pt' };
    const refused = await t.call(
      'PUT',
      `/api/admin/articles/${draft.id}`,
      { ...edit, status: 'publicado' },
      { 'Accept-Language': 'pt-BR' },
    );
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('translation_unreviewed');
    expect(await t.get(draft.id)).toMatchObject({ status: 'rascunho', titulo: 'Cheese bread at home' });

    const saved = await json(await t.call('PUT', `/api/admin/articles/${draft.id}`, { ...edit, status: 'rascunho' }));
    expect(saved.article).toMatchObject({ estado_traducao: 'aguardando', titulo: 'Pão de queijo em casa' });
    const reviewed = await t.call('PUT', `/api/admin/articles/${draft.id}`, { ...edit, status: 'publicado', estado_traducao: null });
    expect(reviewed.status).toBe(200);
    expect((await json(reviewed)).article).toMatchObject({ estado_traducao: null, status: 'publicado' });
    expect((await t.call('PUT', `/api/admin/articles/${draft.id}`, { ...edit, estado_traducao: 'automatica' })).status).toBe(400);
  });
});

describe('Criar tradução through an OpenAI-compatible model', () => {
  let model: ChatCompletionsServer;
  let a: Api;
  let t: ReturnType<typeof api>;

  /** A "translation" a test can recognise: text upper-cased, every link and image pointed elsewhere, a script added. */
  function translateLikeAModel(request: RecordedRequest) {
    const system = request.body.messages[0]!.content;
    const input = request.body.messages.at(-1)!.content;
    if (system.includes('HTML fragment')) {
      const html = input
        .replace(/>([^<]+)</g, (_m, text: string) => `>${text.toUpperCase()}<`)
        .replace(/href="[^"]*"/g, 'href="https://tradutor.example/link"')
        .replace(/src="[^"]*"/g, 'src="https://tradutor.example/img.jpg"')
        .replace(/alt="([^"]*)"/g, (_m, alt: string) => `alt="${alt.toUpperCase()}"`);
      return { content: JSON.stringify({ html: `${html}<script>alert(1)</script>` }) };
    }
    const fields = JSON.parse(input);
    return {
      content: JSON.stringify({
        titulo: `Pão de queijo caseiro: a receita completa, com dicas para a massa ficar perfeita`,
        meta_descricao: `${'Uma receita simples de pão de queijo para o café da manhã, '.repeat(4)}`,
        video_titulo: fields.video_titulo,
        video_descricao: fields.video_descricao,
        products: fields.products.map((p: { nome: string; descricao: string }) => ({
          nome: `${p.nome} (pt)`,
          descricao: `<b>${p.descricao}</b> (pt)`,
        })),
      }),
    };
  }

  beforeAll(async () => {
    model = await startChatCompletionsServer(translateLikeAModel);
    a = await setup({ AI_BASE_URL: model.url, AI_API_KEY: 'test-key', AI_MODEL: 'tiny-model', AI_TIMEOUT_MS: '2000' });
    t = api(a);
  });
  afterAll(async () => {
    await a.ctx.close();
    await model.close();
  });

  it('saves a machine translation within the limits, sanitized, with links and media kept, labelled to review', async () => {
    const original = await t.create({ titulo: 'Cheese bread', idioma: 'en' });
    const response = await t.call('POST', `/api/admin/articles/${original.id}/traducao`, {});
    expect(response.status).toBe(201);
    const { article } = await json(response);
    expect(article).toMatchObject({ idioma: 'pt', status: 'rascunho', estado_traducao: 'automatica', traducao: { id: original.id } });
    expect(article.titulo.length).toBeLessThanOrEqual(60);
    expect(article.titulo).toMatch(/^Pão de queijo caseiro/);
    expect(article.slug).toMatch(/^pao-de-queijo-caseiro/);
    expect(article.meta_descricao.length).toBeLessThanOrEqual(160);
    expect(article.conteudo_html).toContain('<h2>INGREDIENTS</h2>');
    expect(article.conteudo_html).toContain(
      '<a href="https://example.com/guide?x=1" target="_blank" rel="noopener noreferrer">THE GUIDE</a>',
    );
    expect(article.conteudo_html).toContain('<img src="https://cdn.example.com/bread.jpg" alt="FRESH BREAD" />');
    expect(article.conteudo_html).not.toMatch(/script|tradutor\.example/);
    const full = await t.get(article.id);
    expect(full.products).toEqual([
      expect.objectContaining({
        nome: 'Baking tray (pt)',
        descricao: 'Non-stick tray (pt)',
        preco: 19.5,
        url_afiliado: 'https://www.amazon.com/dp/B01',
      }),
    ]);
    const fieldsRequest = model.requests.find((r) => !r.body.messages[0]!.content.includes('HTML fragment'))!;
    expect(fieldsRequest.body.messages[0]!.content).toContain('from English to Brazilian Portuguese');
  });

  it('a failing model is a 502 in the editor’s language, and nothing is saved', async () => {
    const original = await t.create({ titulo: 'Banana bread', idioma: 'en' });
    const count = await t.count();
    for (const reply of [() => ({ status: 500, raw: 'boom' }), () => ({ content: 'not json' }), () => ({ delayMs: 2500, content: '{}' })]) {
      model.reply = reply;
      const response = await t.call('POST', `/api/admin/articles/${original.id}/traducao`, {}, { 'Accept-Language': 'pt-BR' });
      expect(response.status).toBe(502);
      expect((await json(response)).error).toMatchObject({
        code: 'ai_unavailable',
        message: expect.stringMatching(/^A IA não conseguiu traduzir/),
      });
    }
    expect(await t.count()).toBe(count);
    expect(await t.get(original.id)).toMatchObject({ traducao: null, grupo_traducao: null });
  });

  it('a translation that loses links or sections is refused (502) and nothing is saved; without the model it is a labelled draft', async () => {
    const original = await t.create({ titulo: 'Corn bread', idioma: 'en' });
    const count = await t.count();
    model.reply = (request) =>
      request.body.messages[0]!.content.includes('HTML fragment')
        ? { content: JSON.stringify({ html: '<p>Tudo numa frase só.</p>' }) }
        : translateLikeAModel(request);
    const response = await t.call('POST', `/api/admin/articles/${original.id}/traducao`, {});
    expect(response.status).toBe(502);
    expect((await json(response)).error.code).toBe('ai_translation_invalid');
    expect(await t.count()).toBe(count);

    const requests = model.requests.length;
    const offline = await t.call('POST', `/api/admin/articles/${original.id}/traducao`, { traducao_automatica: false });
    expect(offline.status).toBe(201);
    expect((await json(offline)).article).toMatchObject({ estado_traducao: 'aguardando', titulo: 'Corn bread', idioma: 'pt' });
    expect(model.requests.length).toBe(requests);
  });
});

describe('the language of reviews and ebooks', () => {
  let a: Api;
  let t: ReturnType<typeof api>;
  beforeAll(async () => {
    a = await setup();
    t = api(a);
  });
  afterAll(() => a.ctx.close());

  it('saves one language or both (null, the default), and refuses others', async () => {
    const review = { titulo: 'Blender review', descricao: 'Tested for a month.', link_produto: 'https://www.amazon.com/dp/B1' };
    const both = (await json(await t.call('POST', '/api/admin/reviews', review))).review;
    expect(both.idioma).toBeNull();
    const pt = await json(await t.call('PUT', `/api/admin/reviews/${both.id}`, { ...review, idioma: 'pt' }));
    expect(pt.review.idioma).toBe('pt');
    expect((await t.call('POST', '/api/admin/reviews', { ...review, idioma: 'es' })).status).toBe(400);

    const ebook = { title: 'Meal prep', description: 'A week of lunches.', interactive_link: 'https://ebooks.example.com/meal-prep' };
    const en = (await json(await t.call('POST', '/api/admin/ebooks', { ...ebook, idioma: 'en' }))).ebook;
    expect(en.idioma).toBe('en');
    const cleared = await json(await t.call('PUT', `/api/admin/ebooks/${en.id}`, { ...ebook, idioma: null }));
    expect(cleared.ebook.idioma).toBeNull();
    expect((await t.call('POST', '/api/admin/ebooks', { ...ebook, idioma: 'xx' })).status).toBe(400);
    const listed = (await json(await t.call('GET', '/api/admin/ebooks'))).ebooks;
    expect(listed[0].idioma).toBeNull();
  });
});
