/**
 * A malformed request is told what is wrong in the language it asked for: zod's own messages
 * come from zod's locale, and a schema's own messages (catalogue keys) are rendered per locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, fromAddress, json, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function postEvent(body: unknown, language?: string) {
  const response = await ctx.app.request(
    '/api/analytics',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      body: JSON.stringify(body),
    },
    fromAddress('198.51.100.40'),
  );
  expect(response.status).toBe(400);
  return (await json(response)).error as { code: string; message: string; issues: Array<{ path: string; message: string }> };
}

describe('field messages follow the request’s language', () => {
  const event = { type: 'search', path: '/en/artigos', locale: 'en', search_term: 'tea', results_count: 'many' };

  it('in English by default', async () => {
    const error = await postEvent(event);
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([{ path: 'results_count', message: expect.stringMatching(/expected number/i) }]);
  });

  it('in Portuguese when the request prefers it, message and issue alike', async () => {
    const error = await postEvent(event, 'pt-BR,pt;q=0.9');
    expect(error.message).toMatch(/[ãçé]/);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]!.path).toBe('results_count');
    expect(error.issues[0]!.message).toMatch(/^Entrada inválida: esperava um número/);
  });
});
