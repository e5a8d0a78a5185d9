/** Every /api/admin route (and the AI writer) refuses: no session 401, no admin role 403, bad input 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

const ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/site'],
  ['POST', '/api/admin/site/rebuild'],
  ['GET', '/api/admin/sitemap-entries'],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/articles'],
  ['GET', `/api/admin/articles/${ID}`],
  ['POST', '/api/admin/articles', {}],
  ['PUT', `/api/admin/articles/${ID}`, {}],
  ['PATCH', `/api/admin/articles/${ID}/destaque`, { destaque: true }],
  ['DELETE', `/api/admin/articles/${ID}`],
  ['POST', '/api/admin/uploads/images', 'bytes'],
  ['GET', '/api/admin/media'],
  ['GET', `/api/admin/media/${ID}/usage`],
  ['DELETE', `/api/admin/media/${ID}`],
  ['GET', '/api/admin/reviews'],
  ['POST', '/api/admin/reviews', {}],
  ['PUT', `/api/admin/reviews/${ID}`, {}],
  ['PATCH', `/api/admin/reviews/${ID}/ativo`, { ativo: false }],
  ['DELETE', `/api/admin/reviews/${ID}`],
  ['GET', '/api/admin/ebooks'],
  ['POST', '/api/admin/ebooks', {}],
  ['PUT', `/api/admin/ebooks/${ID}`, {}],
  ['PATCH', `/api/admin/ebooks/${ID}/active`, { is_active: false }],
  ['DELETE', `/api/admin/ebooks/${ID}`],
  ['GET', '/api/admin/webhooks'],
  ['GET', '/api/admin/webhooks/logs'],
  ['POST', '/api/admin/webhooks', {}],
  ['PATCH', `/api/admin/webhooks/${ID}`, { is_active: false }],
  ['POST', `/api/admin/webhooks/${ID}/test`],
  ['DELETE', `/api/admin/webhooks/${ID}`],
  ['GET', '/api/admin/affiliate/clicks'],
  ['GET', '/api/admin/affiliate/prices/stale'],
  ['GET', '/api/admin/affiliate/links/broken'],
  ['POST', '/api/admin/affiliate/links/check'],
  ['POST', `/api/admin/affiliate/prices/${ID}/confirm`],
  ['POST', '/api/functions/generate-article', { nicho: 'saude', tema: 'sleep' }],
];

let ctx: TestContext;
let reader: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestContext();
  reader = await signIn(ctx, { admin: false });
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const init: RequestInit = { method, headers: { Origin: TEST_ORIGIN, ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = typeof body === 'string' ? 'image/png' : 'application/json';
  }
  return ctx.app.request(path, init);
}

describe('every back-office route', () => {
  it('answers 401 without a session', async () => {
    for (const [method, path, body] of ROUTES) {
      const response = await send(method, path, body, {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await json(response)).error.code).toBe('unauthenticated');
    }
  });

  it('answers 403 to a signed-in account without the admin role', async () => {
    for (const [method, path, body] of ROUTES) {
      const response = await send(method, path, body, { Cookie: reader.cookie });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await json(response)).error.code).toBe('forbidden');
    }
  });

  it('answers 400 (never 500) to malformed JSON and to ids that are not ids', async () => {
    for (const [method, path, body] of ROUTES) {
      if (body === undefined || typeof body === 'string') continue;
      const response = await ctx.app.request(path, {
        method,
        headers: { ...admin.headers, 'Content-Type': 'application/json' },
        body: '{"broken": ',
      });
      expect(response.status, `${method} ${path}`).toBe(400);
    }
    for (const path of ['/api/admin/articles/123', '/api/admin/media/abc/usage']) {
      expect((await ctx.app.request(path, { headers: admin.headers })).status, path).toBe(400);
    }
    for (const [method, path] of [
      ['PUT', '/api/admin/reviews/x'],
      ['DELETE', '/api/admin/ebooks/x'],
      ['PATCH', '/api/admin/webhooks/x'],
    ]) {
      const response = await ctx.app.request(path!, {
        method,
        headers: { ...admin.headers, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status, `${method} ${path}`).toBe(400);
    }
  });
});
