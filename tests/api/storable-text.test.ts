/** Text PostgreSQL cannot store (NUL, lone surrogates) is refused with 400, for queries and bodies alike. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
});
afterAll(() => ctx.close());

const post = (path: string, body: string, extra: Record<string, string> = {}) =>
  ctx.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...extra }, body });

describe('NUL and lone surrogates', () => {
  it('are refused in query strings with 400 in the visitor’s language', async () => {
    for (const url of [
      '/api/articles?search=%00',
      '/api/articles?search=a%00b',
      '/api/products?search=%00',
      '/api/content/articles?after=%00',
      '/api/articles?%00=x',
      '/api/articles?search=%ED%A0%80',
    ]) {
      const response = await ctx.app.request(url);
      if (url.endsWith('%ED%A0%80')) {
        // Invalid UTF-8 in a query decodes to U+FFFD, which PostgreSQL stores: answered normally.
        expect(response.status, url).toBe(200);
        continue;
      }
      expect(response.status, url).toBe(400);
      expect((await json(response)).error.code).toBe('invalid_characters');
    }
    const pt = await json(await ctx.app.request('/api/articles?search=%00', { headers: { 'Accept-Language': 'pt-BR' } }));
    expect(pt.error).toMatchObject({
      code: 'invalid_characters',
      issues: [{ path: 'search', message: 'contém um caractere que não pode ser armazenado' }],
    });
    expect(pt.error.message).toMatch(/^A requisição contém caracteres/);
  });

  it('are refused in JSON bodies, naming the field, on public, admin and sign-in routes', async () => {
    const cases: Array<[string, unknown, string, Record<string, string>?]> = [
      ['/api/functions/send-contact-email', { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello' }, 'name'],
      ['/api/analytics', { type: 'search', path: '/', locale: 'en', search_term: '\u0000', results_count: 0 }, 'search_term'],
      [
        '/api/functions/chatbot-assistant',
        { message: 'hi', conversationHistory: [{ role: 'user', content: 'x\u0000' }] },
        'conversationHistory.0.content',
      ],
      ['/api/functions/chatbot-assistant', { message: '\ud800' }, 'message'],
      ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'whatever-long' }, 'email'],
      ['/api/admin/articles', { titulo: 'T\u0000', categoria: 'saude', meta_descricao: 'm', conteudo_html: '<p>x</p>' }, 'titulo', headers],
      ['/api/admin/reviews', { 'ti\u0000tulo': 'T' }, 'ti\u0000tulo', headers],
    ];
    for (const [path, body, field, extra] of cases) {
      const response = await post(path, JSON.stringify(body), extra);
      expect(response.status, path).toBe(400);
      const error = (await json(response)).error;
      expect(error.code, path).toBe('invalid_characters');
      expect(error.issues[0].path, path).toBe(field);
    }
    const form = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
      body: 'email=a%00%40example.com&password=x',
    });
    expect(form.status).toBe(400);
    expect(await ctx.handle.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it('are refused in admin search queries', async () => {
    for (const url of ['/api/admin/articles?search=%00', '/api/admin/media?search=%00']) {
      expect((await ctx.app.request(url, { headers })).status, url).toBe(400);
    }
  });

  it('leave alone text that merely looks like them, and keep the other limits first', async () => {
    const escaped = await post('/api/functions/chatbot-assistant', JSON.stringify({ message: 'What does \\u0000 or %00 mean?' }));
    expect(escaped.status).toBe(200);
    const paired = await post('/api/functions/chatbot-assistant', JSON.stringify({ message: 'Sleep 😴 tips' }));
    expect(paired.status).toBe(200);
    const oversize = await post('/api/functions/send-contact-email', JSON.stringify({ message: `\u0000${'x'.repeat(1_100_000)}` }));
    expect(oversize.status).toBe(413);
  });
});
