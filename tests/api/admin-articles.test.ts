import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('creates a published article: slug from the title, sanitized HTML, usable products only, an event queued', async () => {
    const response = await create({
      ...valid,
      conteudo_html: `${valid.conteudo_html}<script>alert(1)</script><p onclick="x()" style="color:red">ok <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p>`,
    });
    expect(response.status).toBe(201);
    const { article } = await json(response);
    expect(article).toMatchObject({ slug: 'pao-de-queijo-receita-facil', status: 'publicado', tempo_leitura: 4, autor: 'Marina' });
    expect(article.data_publicacao).toBeTruthy();
    expect(article.conteudo_html).not.toMatch(/script|onclick|style=|javascript:/);
    expect(article.conteudo_html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');

    const full = await json(await ctx.app.request(`/api/admin/articles/${article.id}`, { headers }));
    expect(full.article.products).toEqual([
      expect.objectContaining({ nome: 'Forma', preco: 29.9, url_afiliado: 'https://www.amazon.com/dp/B01' }),
    ]);
    expect(await events()).toEqual(['article.published']);
  });

  it('gives a same-titled article a suffixed slug, and a draft no public event', async () => {
    const { article } = await json(await create({ ...valid, status: 'rascunho' }));
    expect(article.slug).toBe('pao-de-queijo-receita-facil-2');
    expect(article.data_publicacao).toBeNull();
    expect(await events()).toEqual(['article.published']);
  });

  it('lists articles with status filter and search by title', async () => {
    const all = await json(await ctx.app.request('/api/admin/articles', { headers }));
    expect(all.articles).toHaveLength(2);
    const drafts = await json(await ctx.app.request('/api/admin/articles?status=rascunho', { headers }));
    expect(drafts.articles.map((a: { status: string }) => a.status)).toEqual(['rascunho']);
    const search = await json(await ctx.app.request('/api/admin/articles?search=QUEIJO', { headers }));
    expect(search.articles).toHaveLength(2);
    expect((await ctx.app.request('/api/admin/articles?status=outro', { headers })).status).toBe(400);
  });
});

describe('editing, featuring and deleting', () => {
  it('updates, keeps a published slug, replaces products, and queues article.updated', async () => {
    const { articles } = await json(await ctx.app.request('/api/admin/articles?status=publicado', { headers }));
    const id = articles[0].id;
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
    const { article } = await json(response);
    expect(article).toMatchObject({ titulo: 'Pão de Queijo Mineiro', slug: 'pao-de-queijo-receita-facil' });
    const full = await json(await ctx.app.request(`/api/admin/articles/${id}`, { headers }));
    expect(full.article.products.map((p: { nome: string; preco: number | null }) => [p.nome, p.preco])).toEqual([['Novo', null]]);
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
    const { article } = await json(await create({ ...valid, titulo: 'To feature' }));
    const starred = await ctx.app.request(`/api/admin/articles/${article.id}/destaque`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ destaque: true }),
    });
    expect((await json(starred)).article.destaque).toBe(true);
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
