import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleAnswerSchema,
  articleListAnswerSchema,
  changedArticleAnswerSchema,
  savedArticleAnswerSchema,
  type ArticleInput,
} from '../../src/admin/features/articles/api/article-schemas.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  const created = await ctx.app.request('/api/admin/webhooks', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Receiver', url: receiver.url }),
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

const valid = {
  titulo: 'Pão de Queijo: Receita Fácil',
  categoria: 'culinaria',
  meta_descricao: 'Uma receita simples de pão de queijo para o café da manhã.',
  conteudo_html: '<h2>Ingredientes</h2><p>Polvilho, queijo e ovos.</p>',
  autor: 'Marina',
  tempo_leitura: '4',
  status: 'publicado',
  products: [
    { name: 'Forma', description: 'Forma antiaderente', price: '29.90', affiliate_link: 'https://www.amazon.com/dp/B01', image_url: '' },
    { name: 'Sem link', description: 'Será descartado', price: '', affiliate_link: '', image_url: '' },
    { name: '', description: 'Sem nome', price: '1', affiliate_link: 'https://www.amazon.com/dp/B02', image_url: '' },
  ],
};

const create = (body: unknown) => ctx.app.request('/api/admin/articles', { method: 'POST', headers, body: JSON.stringify(body) });
/** The answers as the back office reads them: with its own schemas, so a server change that would break it fails here. */
const saved = async (response: Response) => savedArticleAnswerSchema.parse(await json(response)).article;
const getArticle = async (id: string) =>
  articleAnswerSchema.parse(await json(await ctx.app.request(`/api/admin/articles/${id}`, { headers }))).article;
const listArticles = async (query = '') =>
  articleListAnswerSchema.parse(await json(await ctx.app.request(`/api/admin/articles${query}`, { headers }))).articles;
/** Events queued for the webhook so far, oldest first. */
const events = async () =>
  (await ctx.handle.db.selectFrom('webhook_deliveries').select('event').orderBy('created_at').execute()).map((e) => e.event);

describe('creating articles', () => {
  it('refuses missing required fields, bad categories, bad URLs, both video sources, with 400 and stores nothing', async () => {
    const cases = [
      { ...valid, titulo: '  ' },
      { ...valid, categoria: 'esportes' },
      { ...valid, meta_descricao: '' },
      { ...valid, conteudo_html: '' },
      { ...valid, conteudo_html: '<p> </p><script>alert(1)</script>' },
      { ...valid, imagem_destaque_url: 'javascript:alert(1)' },
      { ...valid, video_url: '/media/videos/1.mp4', video_link_externo: 'https://youtu.be/dQw4w9WgXcQ' },
      { ...valid, status: 'arquivado' },
      { ...valid, tempo_leitura: 'abc' },
      { ...valid, products: [{ ...valid.products[0], affiliate_link: 'not a link', price: 'x' }] },
    ];
    for (const body of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await json(response)).error.code).toBe('validation_failed');
    }
    expect(await ctx.handle.db.selectFrom('articles').select('id').execute()).toEqual([]);
  });

  it('names the field with its message in the request’s language: required fields, the language, an unknown id', async () => {
    const body = JSON.stringify({ ...valid, titulo: ' ', meta_descricao: '', conteudo_html: '', idioma: 'fr' });
    const inPortuguese = { ...headers, 'Accept-Language': 'pt-BR' };
    const blank = await json(await ctx.app.request('/api/admin/articles', { method: 'POST', headers: inPortuguese, body }));
    expect(blank.error.issues).toEqual([
      { path: 'titulo', message: 'Título é obrigatório' },
      { path: 'meta_descricao', message: 'Meta descrição é obrigatória' },
      { path: 'conteudo_html', message: 'Conteúdo é obrigatório' },
      { path: 'idioma', message: 'O idioma deve ser en ou pt' },
    ]);
    expect((await json(await create(JSON.parse(body)))).error.issues).toEqual([
      { path: 'titulo', message: 'Title is required' },
      { path: 'meta_descricao', message: 'Meta description is required' },
      { path: 'conteudo_html', message: 'Content is required' },
      { path: 'idioma', message: 'Language must be en or pt' },
    ]);
    const badId = await ctx.app.request('/api/admin/articles/not-an-id', { headers });
    expect(badId.status).toBe(400);
    expect((await json(badId)).error.issues).toEqual([{ path: 'id', message: 'Unknown article' }]);
    const badIdInPortuguese = await ctx.app.request('/api/admin/articles/not-an-id', { headers: inPortuguese });
    expect((await json(badIdInPortuguese)).error.issues).toEqual([{ path: 'id', message: 'Artigo desconhecido' }]);
  });

  it('accepts the write shape the back office sends, limits included', async () => {
    const input: ArticleInput = {
      titulo: 'T'.repeat(200),
      categoria: 'culinaria',
      meta_descricao: 'M'.repeat(320),
      conteudo_html: '<p>ok</p>',
      autor: 'A'.repeat(100),
      tempo_leitura: 600,
      imagem_destaque_url: null,
      imagem_social_url: null,
      audio_url: null,
      video_titulo: 'V'.repeat(200),
      video_descricao: 'D'.repeat(2000),
      video_url: null,
      video_link_externo: 'https://youtu.be/dQw4w9WgXcQ',
      status: 'rascunho',
      idioma: 'pt',
      slug: 'limits',
      products: [],
    };
    const response = await create(input);
    expect(response.status).toBe(201);
    const { id } = await saved(response);
    expect(await getArticle(id)).toMatchObject({
      titulo: input.titulo,
      idioma: 'pt',
      slug: 'limits',
      video_link_externo: input.video_link_externo,
    });
    expect((await create({ ...input, slug: undefined, titulo: 'T'.repeat(201) })).status).toBe(400);
    expect((await ctx.app.request(`/api/admin/articles/${id}`, { method: 'DELETE', headers })).status).toBe(200);
  });

  it('creates a published article: slug from the title, sanitized HTML, usable products only, an event queued', async () => {
    const response = await create({
      ...valid,
      conteudo_html: `${valid.conteudo_html}<script>alert(1)</script><p onclick="x()" style="color:red">ok <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p>`,
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    savedArticleAnswerSchema.parse(body);
    const { article } = articleAnswerSchema.parse(body);
    expect(article).toMatchObject({ slug: 'pao-de-queijo-receita-facil', status: 'publicado', tempo_leitura: 4, autor: 'Marina' });
    expect(article.data_publicacao).toBeTruthy();
    expect(article.conteudo_html).not.toMatch(/script|onclick|style=|javascript:/);
    expect(article.conteudo_html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');

    expect((await getArticle(article.id)).products).toEqual([
      expect.objectContaining({ nome: 'Forma', preco: 29.9, url_afiliado: 'https://www.amazon.com/dp/B01' }),
    ]);
    expect(await events()).toEqual(['article.published']);
  });

  it('gives a same-titled article a suffixed slug, and a draft no public event', async () => {
    const article = await saved(await create({ ...valid, status: 'rascunho' }));
    expect(article.slug).toBe('pao-de-queijo-receita-facil-2');
    expect(article.data_publicacao).toBeNull();
    expect(await events()).toEqual(['article.published']);
  });

  it('lists articles with status filter and search by title', async () => {
    expect(await listArticles()).toHaveLength(2);
    expect((await listArticles('?status=rascunho')).map((a) => a.status)).toEqual(['rascunho']);
    expect(await listArticles('?search=QUEIJO')).toHaveLength(2);
    expect((await ctx.app.request('/api/admin/articles?status=outro', { headers })).status).toBe(400);
  });
});

describe('editing, featuring and deleting', () => {
  it('updates, keeps a published slug, replaces products, and queues article.updated', async () => {
    const [published] = await listArticles('?status=publicado');
    if (!published) throw new Error('no published article to edit');
    const { id } = published;
    const response = await ctx.app.request(`/api/admin/articles/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        ...valid,
        titulo: 'Pão de Queijo Mineiro',
        products: [{ name: 'Novo', description: 'Outro', price: null, affiliate_link: 'https://www.amazon.com/dp/B09' }],
      }),
    });
    expect(response.status).toBe(200);
    expect(await saved(response)).toMatchObject({ titulo: 'Pão de Queijo Mineiro', slug: 'pao-de-queijo-receita-facil' });
    expect((await getArticle(id)).products.map((p) => [p.nome, p.preco])).toEqual([['Novo', null]]);
    expect((await events()).at(-1)).toBe('article.updated');
  });

  it('unpublishing queues article.unpublished; 404 for an unknown id', async () => {
    const { articles } = await json(await ctx.app.request('/api/admin/articles?status=publicado', { headers }));
    const response = await ctx.app.request(`/api/admin/articles/${articles[0].id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...valid, status: 'rascunho' }),
    });
    expect((await json(response)).article.status).toBe('rascunho');
    expect((await events()).at(-1)).toBe('article.unpublished');
    const missing = await ctx.app.request('/api/admin/articles/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      headers,
      body: JSON.stringify(valid),
    });
    expect(missing.status).toBe(404);
  });

  it('toggles the featured flag and deletes with the article’s products', async () => {
    const article = await saved(await create({ ...valid, titulo: 'To feature' }));
    const starred = await ctx.app.request(`/api/admin/articles/${article.id}/destaque`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ destaque: true }),
    });
    expect(changedArticleAnswerSchema.parse(await json(starred)).article.destaque).toBe(true);
    expect(
      (
        await ctx.app.request(`/api/admin/articles/${article.id}/destaque`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ destaque: 'yes' }),
        })
      ).status,
    ).toBe(400);

    const deleted = await ctx.app.request(`/api/admin/articles/${article.id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    expect((await events()).at(-1)).toBe('article.deleted');
    expect(await ctx.handle.db.selectFrom('related_products').select('id').where('article_id', '=', article.id).execute()).toEqual([]);
    expect((await ctx.app.request(`/api/admin/articles/${article.id}`, { method: 'DELETE', headers })).status).toBe(404);
  });

  it('shows the dashboard with real counts and the site’s own page views', async () => {
    await ctx.app.request('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'page_view', path: '/', locale: 'en' }),
    });
    const dashboard = await json(await ctx.app.request('/api/admin/dashboard', { headers }));
    expect(dashboard).toMatchObject({ published: 0, drafts: 2, views: 1 });
    expect(dashboard.recent.length).toBe(2);
  });
});

describe('the AI writer', () => {
  it('needs a niche and a theme, and offline returns a labelled outline within the limits', async () => {
    for (const body of [{}, { nicho: 'saude' }, { tema: 'sleep' }, { nicho: 'esportes', tema: 'x y z' }]) {
      const response = await ctx.app.request('/api/functions/generate-article', { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
    }
    const response = await ctx.app.request('/api/functions/generate-article', {
      method: 'POST',
      headers,
      body: JSON.stringify({ nicho: 'culinaria', tema: 'Meal prep for a busy week with very little time', idioma: 'en' }),
    });
    expect(response.status).toBe(200);
    const draft = await json(response);
    expect(draft.source).toBe('offline');
    expect(draft.titulo.length).toBeLessThanOrEqual(60);
    expect(draft.meta_descricao.length).toBeLessThanOrEqual(160);
    expect(draft.conteudo_html).toMatch(/Offline outline/);
    expect(draft.conteudo_html.match(/<h2>/g).length).toBeGreaterThanOrEqual(5);
    expect(draft.conteudo_html).toContain('Ingredients and substitutions');
  });
});
