/**
 * A deterministic fuzz of every public and admin route: NUL and broken characters, invalid
 * UTF-8, deep nesting, wrong types, oversize values and bodies, malformed JSON. Whatever
 * comes in, nothing answers 5xx and nothing reaches the log as an unhandled error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let articleId: string;
let reviewId: string;
let ebookId: string;
let webhookId: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  admin = (await signIn(ctx)).headers;
  const first = (table: 'articles' | 'product_reviews' | 'interactive_ebooks') =>
    ctx.handle.db.selectFrom(table).select('id').executeTakeFirstOrThrow();
  articleId = (await first('articles')).id;
  reviewId = (await first('product_reviews')).id;
  ebookId = (await first('interactive_ebooks')).id;
  webhookId = (
    await ctx.handle.db
      .insertInto('webhook_configs')
      .values({ name: 'w', url: 'http://127.0.0.1:9/', secret: 'whsec_dGVzdA==', is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => ctx.close());

const DEEP = 1000;
const deepArray = (): unknown => JSON.parse(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`);

/** Values put in place of each field of a valid body. */
const VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '%00',
  '\\u0000',
  '',
  ' ',
  'x'.repeat(100_000),
  '\u202e\u200b\ufeff',
  "' OR 1=1; --",
  '../../../etc/passwd',
  'JavaScript:alert(1)',
  null,
  true,
  0,
  -1,
  1e308,
  [],
  {},
  ['\u0000'],
  { '\u0000': 1 },
  deepArray(),
];

/** Whole bodies that are not what any route expects. */
const RAW_BODIES: Array<string | Uint8Array<ArrayBuffer>> = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  new Uint8Array([0x00, 0x01, 0x02]),
  JSON.stringify({ message: 'x'.repeat(1_100_000) }),
];

/** Values for query parameters, already URL-encoded. */
const QUERY_VALUES = ['%00', 'a%00b', '%ff', '%ED%A0%80', '%', '%zz', 'x'.repeat(5000), '-1', '1e308', 'NaN', '%5Cu0000', '[]', 'a&b=%00'];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: () => string;
  admin?: boolean;
  /** A valid body, whose fields are replaced one at a time. */
  body?: Record<string, unknown>;
  query?: string[];
}

const article = {
  titulo: 'Fuzz',
  categoria: 'saude',
  meta_descricao: 'm',
  conteudo_html: '<p>x</p>',
  status: 'rascunho',
  products: [{ name: 'p', description: 'd', affiliate_link: 'https://example.com' }],
};

const ROUTES: Route[] = [
  { method: 'GET', path: () => '/api/health' },
  { method: 'GET', path: () => '/api/content/articles', query: ['limit', 'after'] },
  { method: 'GET', path: () => '/api/content/reviews' },
  { method: 'GET', path: () => '/api/content/ebooks' },
  { method: 'GET', path: () => '/api/articles', query: ['search', 'categoria', 'offset', 'limit'] },
  { method: 'GET', path: () => '/api/products', query: ['search'] },
  { method: 'POST', path: () => '/api/functions/get-horoscope', body: { sign: 'aries', language: 'en' } },
  {
    method: 'POST',
    path: () => '/api/functions/chatbot-assistant',
    body: { message: 'sleep', conversationHistory: [{ role: 'user', content: 'hi' }], language: 'en' },
  },
  {
    method: 'POST',
    path: () => '/api/functions/send-contact-email',
    body: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
  },
  { method: 'POST', path: () => '/api/functions/life-coach-chat', body: { message: 'hello', history: [], language: 'en' } },
  { method: 'POST', path: () => '/api/functions/personal-assessment', body: { answers: [1, 2, 3, 4, 5, 1, 2, 3, 4, 5], language: 'en' } },
  { method: 'POST', path: () => '/api/analytics', body: { type: 'search', path: '/', locale: 'en', search_term: 'x', results_count: 1 } },
  { method: 'POST', path: () => '/api/auth/sign-in/email', body: { email: 'nobody@example.com', password: 'not-the-password' } },
  { method: 'GET', path: () => '/api/auth/get-session' },
  { method: 'GET', path: () => '/api/auth/verify-email', query: ['token', 'callbackURL'] },
  { method: 'GET', path: () => '/api/auth/reset-password/abc', query: ['callbackURL'] },
  { method: 'POST', path: () => '/api/functions/generate-article', admin: true, body: { nicho: 'saude', tema: 'sleep', idioma: 'en' } },
  { method: 'GET', path: () => '/api/admin/me', admin: true },
  { method: 'GET', path: () => '/api/admin/dashboard', admin: true },
  { method: 'GET', path: () => '/api/admin/site', admin: true },
  { method: 'GET', path: () => '/api/admin/sitemap-entries', admin: true },
  { method: 'GET', path: () => '/api/admin/contact-messages', admin: true },
  { method: 'GET', path: () => '/api/admin/articles', admin: true, query: ['status', 'search'] },
  { method: 'GET', path: () => `/api/admin/articles/${articleId}`, admin: true },
  { method: 'POST', path: () => '/api/admin/articles', admin: true, body: article },
  { method: 'PUT', path: () => `/api/admin/articles/${articleId}`, admin: true, body: { ...article, status: 'publicado' } },
  { method: 'PATCH', path: () => `/api/admin/articles/${articleId}/destaque`, admin: true, body: { destaque: true } },
  { method: 'GET', path: () => '/api/admin/reviews', admin: true },
  {
    method: 'POST',
    path: () => '/api/admin/reviews',
    admin: true,
    body: { titulo: 'R', descricao: 'D', link_produto: 'https://example.com', ordem: 1 },
  },
  {
    method: 'PUT',
    path: () => `/api/admin/reviews/${reviewId}`,
    admin: true,
    body: { titulo: 'R', descricao: 'D', link_produto: 'https://example.com', ordem: 1 },
  },
  { method: 'PATCH', path: () => `/api/admin/reviews/${reviewId}/ativo`, admin: true, body: { ativo: true } },
  { method: 'GET', path: () => '/api/admin/ebooks', admin: true },
  {
    method: 'POST',
    path: () => '/api/admin/ebooks',
    admin: true,
    body: { title: 'E', description: 'D', interactive_link: 'https://example.com', display_order: 1 },
  },
  {
    method: 'PUT',
    path: () => `/api/admin/ebooks/${ebookId}`,
    admin: true,
    body: { title: 'E', description: 'D', interactive_link: 'https://example.com' },
  },
  { method: 'PATCH', path: () => `/api/admin/ebooks/${ebookId}/active`, admin: true, body: { is_active: true } },
  { method: 'GET', path: () => '/api/admin/webhooks', admin: true },
  { method: 'GET', path: () => '/api/admin/webhooks/logs', admin: true },
  {
    method: 'POST',
    path: () => '/api/admin/webhooks',
    admin: true,
    body: { name: 'W', url: 'https://example.com/hook', description: 'd' },
  },
  { method: 'PATCH', path: () => `/api/admin/webhooks/${webhookId}`, admin: true, body: { is_active: false } },
  { method: 'GET', path: () => '/api/admin/media', admin: true, query: ['search', 'kind'] },
  { method: 'GET', path: () => `/api/admin/media/${articleId}/usage`, admin: true },
  { method: 'DELETE', path: () => `/api/admin/media/${articleId}`, admin: true, query: ['force'] },
  { method: 'GET', path: () => '/api/admin/affiliate/clicks', admin: true, query: ['days'] },
  { method: 'GET', path: () => '/api/admin/affiliate/prices/stale', admin: true },
  { method: 'GET', path: () => '/api/admin/affiliate/links/broken', admin: true },
  { method: 'GET', path: () => '/go/ID', query: ['l'] },
];

/** Path segments in place of an id. */
const ID_VALUES = ['%00', 'not-a-uuid', '%ff', '..%2F..%2Fetc', 'x'.repeat(3000)];

let sent = 0;
const serverErrors: string[] = [];

async function send(route: Route, path: string, body?: string | Uint8Array<ArrayBuffer>, contentType = 'application/json') {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...(route.admin ? admin : {}) };
  if (body !== undefined) headers['Content-Type'] = contentType;
  const response = await ctx.app.request(path, { method: route.method, headers, body });
  await response.arrayBuffer();
  sent += 1;
  if (response.status >= 500)
    serverErrors.push(`${route.method} ${path.slice(0, 120)} ${typeof body === 'string' ? body.slice(0, 80) : ''} → ${response.status}`);
}

describe('fuzzing every route', () => {
  it('answers no malformed request with 5xx', async () => {
    for (const route of ROUTES) {
      const path = route.path();
      for (const name of route.query ?? []) {
        for (const value of QUERY_VALUES) await send(route, `${path}?${name}=${value}`);
      }
      if (!route.body) continue;
      for (const raw of RAW_BODIES) await send(route, path, raw);
      await send(route, path, JSON.stringify(route.body), 'text/plain');
      for (const field of Object.keys(route.body)) {
        for (const value of VALUES) await send(route, path, JSON.stringify({ ...route.body, [field]: value }));
      }
    }
    for (const template of [
      '/api/admin/articles/ID',
      '/api/admin/reviews/ID',
      '/api/admin/ebooks/ID/active',
      '/api/admin/webhooks/ID/test',
      '/api/admin/media/ID/usage',
      '/api/admin/affiliate/prices/ID/confirm',
      '/go/ID',
    ]) {
      for (const id of ID_VALUES) {
        await send(
          { method: template.endsWith('test') || template.endsWith('confirm') ? 'POST' : 'GET', path: () => '', admin: true },
          template.replace('ID', id),
        );
      }
    }
    for (const kind of ['images', 'videos', '%00', 'x']) {
      await send({ method: 'POST', path: () => '', admin: true }, `/api/admin/uploads/${kind}`, new Uint8Array([0, 1, 2, 3]), 'image/png');
    }
    expect(serverErrors).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect(ctx.logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  }, 120_000);
});
