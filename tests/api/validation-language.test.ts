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
  return post('/api/analytics', body, language);
}

async function post(url: string, body: unknown, language?: string) {
  const response = await ctx.app.request(
    url,
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

describe('the public forms’ own messages are catalogue keys, in both languages', () => {
  const contact = { name: ' ', email: 'ana@example.com', subject: 'x'.repeat(151), message: 'Hello' };

  it('on the contact form, with the limit in the text', async () => {
    expect((await post('/api/functions/send-contact-email', contact)).issues).toEqual([
      { path: 'name', message: 'is required' },
      { path: 'subject', message: 'must be at most 150 characters' },
    ]);
    expect((await post('/api/functions/send-contact-email', contact, 'pt-BR')).issues).toEqual([
      { path: 'name', message: 'é obrigatório' },
      { path: 'subject', message: 'deve ter no máximo 150 caracteres' },
    ]);
  });

  it('on the coach and the site chat', async () => {
    expect((await post('/api/functions/life-coach-chat', { message: '  ' }, 'pt-BR')).issues).toContainEqual({
      path: 'message',
      message: 'a mensagem não pode estar em branco',
    });
    const history = Array.from({ length: 11 }, () => ({ role: 'user', content: 'hi' }));
    expect((await post('/api/functions/chatbot-assistant', { message: 'hi', conversationHistory: history })).issues).toEqual([
      { path: 'conversationHistory', message: 'send at most the last 10 messages of the conversation' },
    ]);
    expect((await post('/api/functions/chatbot-assistant', { message: 'hi', conversationHistory: history }, 'pt-BR')).issues).toEqual([
      { path: 'conversationHistory', message: 'envie no máximo as últimas 10 mensagens da conversa' },
    ]);
  });
});
