/**
 * Authors see only their own articles in every answer of the back office. The test walks every
 * GET route the role table (functions/auth/permissions.ts) opens to authors, its parameters
 * filled with the author's own article, revision and a shared media file, and checks that no
 * answer names another member's draft (its id or its title) while the editor's answers do.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ROLES } from '../../functions/auth/permissions.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
const as = {} as Record<'admin' | 'author', Awaited<ReturnType<typeof signIn>>>;
const SECRET = 'Unannounced merger, a draft';
let secretId: string;
let ownId: string;
let ownRevisionId: string;
let mediaId: string;

type Who = { headers: Record<string, string> };
const send = (who: Who, method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const draft = (titulo: string, imageUrl: string) => ({
  titulo,
  categoria: 'dinheiro',
  meta_descricao: 'Not for everyone yet.',
  conteudo_html: `<p>Numbers first.</p><img src="${imageUrl}" alt="">`,
  imagem_destaque_url: imageUrl,
  status: 'rascunho',
  idioma: 'en',
  products: [{ name: `${titulo} product`, description: 'A product', price: '', affiliate_link: 'https://shop.example.com/p' }],
});

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await signIn(ctx);
  as.author = await signIn(ctx, { role: 'author' });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e5b4f' } })
    .png()
    .toBuffer();
  const uploaded = await ctx.app.request('/api/admin/uploads/images', {
    method: 'POST',
    headers: { ...as.admin.headers, 'Content-Type': 'image/png', 'X-File-Name': 'chart.png' },
    body: new Uint8Array(png),
  });
  expect(uploaded.status).toBe(201);
  const { media } = await json(uploaded);
  mediaId = media.id;

  const secret = await send(as.admin, 'POST', '/api/admin/articles', draft(SECRET, media.publicUrl));
  expect(secret.status).toBe(201);
  secretId = (await json(secret)).article.id;
  const own = await send(as.author, 'POST', '/api/admin/articles', draft('My own draft', media.publicUrl));
  expect(own.status).toBe(201);
  ownId = (await json(own)).article.id;
  ownRevisionId = (await json(await send(as.author, 'GET', `/api/admin/articles/${ownId}/revisoes`))).revisions[0].id;

  // Clicks recorded on both drafts' products (counted before /go/{id} refused drafts' products).
  const products = await ctx.handle.db.selectFrom('related_products').select(['id', 'nome', 'article_id']).execute();
  await ctx.handle.db
    .insertInto('affiliate_clicks')
    .values(
      products.map((product) => ({
        day: new Date().toISOString().slice(0, 10),
        link_kind: 'related_product' as const,
        link_id: product.id,
        locale: 'en' as const,
        article_id: product.article_id,
        product_name: product.nome,
        count: product.article_id === secretId ? 7 : 2,
      })),
    )
    .execute();
});
afterAll(() => ctx.close());

/** The author's GET routes, their parameters filled in; a parameter this test does not know fails it. */
function authorGetUrls(): string[] {
  const fill: Record<string, () => string> = {
    '/articles/:id': () => ownId,
    '/media/:id': () => mediaId,
    ':revisionId': () => ownRevisionId,
  };
  return ROUTE_ROLES.filter(([method, , roles]) => method === 'GET' && roles.includes('author')).map(([, pattern]) => {
    const url = pattern
      .replace(/^\/articles\/:id/, () => `/articles/${fill['/articles/:id']!()}`)
      .replace(/^\/media\/:id/, () => `/media/${fill['/media/:id']!()}`)
      .replace(/:revisionId/, () => fill[':revisionId']!());
    expect(url, `a parameter of ${pattern} this test does not fill`).not.toContain(':');
    return `/api/admin${url}`;
  });
}

describe('an author in the back office', () => {
  it('is answered by every GET route open to authors without another member’s draft in it', async () => {
    const urls = authorGetUrls();
    // The three answers the security review found, at least, are walked.
    expect(urls).toEqual(
      expect.arrayContaining(['/api/admin/dashboard', `/api/admin/media/${mediaId}/usage`, '/api/admin/affiliate/clicks']),
    );
    for (const url of urls) {
      const response = await send(as.author, 'GET', url);
      expect(response.status, url).toBe(200);
      const text = await response.text();
      expect(text, url).not.toContain(secretId);
      expect(text, url).not.toContain(SECRET);
    }
  });

  it('sees their own draft where the answers list articles', async () => {
    const dashboard = await json(await send(as.author, 'GET', '/api/admin/dashboard'));
    expect(dashboard.recent.map((a: { id: string }) => a.id)).toEqual([ownId]);
    const usage = (await json(await send(as.author, 'GET', `/api/admin/media/${mediaId}/usage`))).usage;
    expect(usage).toEqual({ articles: [{ id: ownId, titulo: 'My own draft', slug: expect.any(String) }], reviews: [], ebooks: [] });
    const clicks = await json(await send(as.author, 'GET', '/api/admin/affiliate/clicks'));
    expect(clicks.by_article).toEqual([expect.objectContaining({ article_id: ownId, clicks: 2 })]);
    expect(clicks.by_product).toEqual([expect.objectContaining({ article_id: ownId, clicks: 2 })]);
    expect(clicks.total).toBe(2);
  });

  it('is refused another member’s draft where a route names it', async () => {
    for (const url of [
      `/api/admin/articles/${secretId}`,
      `/api/admin/articles/${secretId}/revisoes`,
      `/api/admin/articles/${secretId}/previas`,
    ]) {
      const response = await send(as.author, 'GET', url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).not.toContain(SECRET);
    }
  });

  it('leaves editors and administrators every member’s articles', async () => {
    const dashboard = await json(await send(as.admin, 'GET', '/api/admin/dashboard'));
    expect(dashboard.recent.map((a: { id: string }) => a.id).sort()).toEqual([ownId, secretId].sort());
    const usage = (await json(await send(as.admin, 'GET', `/api/admin/media/${mediaId}/usage`))).usage;
    expect(usage.articles.map((a: { id: string }) => a.id).sort()).toEqual([ownId, secretId].sort());
    const clicks = await json(await send(as.admin, 'GET', '/api/admin/affiliate/clicks'));
    expect(clicks.total).toBe(9);
    expect(clicks.by_article.map((a: { article_id: string }) => a.article_id)).toEqual([secretId, ownId]);
  });
});
