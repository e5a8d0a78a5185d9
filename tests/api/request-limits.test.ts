/**
 * Per-address limits on the public functions that cost something: counted in the database,
 * per address, atomically; a 429 in the visitor's language; settings honoured; invalid input
 * costs nothing; the assistant's history is bounded.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, fromAddress, json, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { ASSISTANT_RATE_LIMIT: '3/10m', ANALYTICS_RATE_LIMIT: '2/1m', HOROSCOPE_RATE_LIMIT: '2/1h', ASSESSMENT_RATE_LIMIT: '2/1h' },
  });
});
afterAll(() => ctx.close());

const post = (path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
  ctx.app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    fromAddress(address),
  );

const ROUTES = {
  assistant: ['/api/functions/chatbot-assistant', { message: 'How do I sleep better?' }],
  analytics: ['/api/analytics', { type: 'page_view', path: '/', locale: 'en' }],
  horoscope: ['/api/functions/get-horoscope', { sign: 'leo' }],
  assessment: ['/api/functions/personal-assessment', { answers: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3] }],
} as const;

describe('request limits per address', () => {
  it('give the assistant exactly its limit of simultaneous answers, then a kind 429 in the visitor’s language', async () => {
    const [path, body] = ROUTES.assistant;
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(path, body, '203.0.113.1')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);

    const en = await post(path, body, '203.0.113.1', { 'Accept-Language': 'en' });
    expect(en.status).toBe(429);
    const retryAfter = Number(en.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const enBody = await json(en);
    expect(enBody.error).toEqual({
      code: 'rate_limited',
      message: 'You have sent many messages in a short time. Please wait a few minutes and try again.',
    });
    expect(Date.parse(enBody.resetsAt)).toBeGreaterThan(Date.now());
    const pt = await json(await post(path, body, '203.0.113.1', { 'Accept-Language': 'pt-BR' }));
    expect(pt.error.message).toBe('Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.');

    // Another address has its own count.
    expect((await post(path, body, '203.0.113.2')).status).toBe(200);
  });

  it.each([
    [
      'analytics',
      204,
      'Too many events from this address. Try again in a minute.',
      'Eventos demais deste endereço. Tente novamente em um minuto.',
    ],
    [
      'horoscope',
      200,
      'You have asked for many readings in a short time. Please try again later.',
      'Você pediu muitas leituras em pouco tempo. Tente novamente mais tarde.',
    ],
    [
      'assessment',
      200,
      'You have sent several assessments in a short time. Please try again later.',
      'Você enviou várias avaliações em pouco tempo. Tente novamente mais tarde.',
    ],
  ] as const)('limit %s per address, in both languages', async (bucket, okStatus, en, pt) => {
    const [path, body] = ROUTES[bucket];
    const address = '198.51.100.9';
    expect((await post(path, body, address)).status).toBe(okStatus);
    expect((await post(path, body, address)).status).toBe(okStatus);
    const refused = await post(path, body, address);
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toEqual({ code: 'rate_limited', message: en });
    expect((await json(await post(path, body, address, { 'Accept-Language': 'pt-BR' }))).error.message).toBe(pt);
    expect((await post(path, body, '198.51.100.10')).status).toBe(okStatus);
  });

  it('store only what was allowed, and only salted hashes of addresses', async () => {
    const events = await ctx.handle.db.selectFrom('analytics_events').select('id').execute();
    expect(events).toHaveLength(3);
    const { rows } = await sql<{ bucket: string; visitor_hash: string }>`SELECT bucket, visitor_hash FROM request_limits`.execute(
      ctx.handle.db,
    );
    expect(new Set(rows.map((row) => row.bucket))).toEqual(new Set(['assistant', 'analytics', 'horoscope', 'assessment']));
    for (const row of rows) expect(row.visitor_hash).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });

  it('count nothing for refused input, and forget requests older than the window', async () => {
    const [path, body] = ROUTES.assessment;
    const address = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await post(path, { answers: [9] }, address)).status).toBe(400);
    expect((await post(path, body, address)).status).toBe(200);
    expect((await post(path, body, address)).status).toBe(200);
    expect((await post(path, body, address)).status).toBe(429);
    await sql`UPDATE request_limits SET hits = ARRAY[now() - interval '2 hours', now() - interval '61 minutes'] WHERE bucket = 'assessment'`.execute(
      ctx.handle.db,
    );
    expect((await post(path, body, address)).status).toBe(200);
  });
});

describe('the assistant’s history', () => {
  const [path] = ROUTES.assistant;
  it('accepts the newest 10 messages of up to 1,000 characters, and refuses more with 400', async () => {
    const turn = (content: string, i: number) => ({ role: i % 2 ? 'assistant' : 'user', content });
    const ok = await post(
      path,
      { message: 'hi', conversationHistory: Array.from({ length: 10 }, (_, i) => turn('x'.repeat(1000), i)) },
      '192.0.2.30',
    );
    expect(ok.status).toBe(200);
    for (const conversationHistory of [Array.from({ length: 11 }, (_, i) => turn('x', i)), [turn('x'.repeat(1001), 0)]]) {
      const refused = await post(path, { message: 'hi', conversationHistory }, '192.0.2.31');
      expect(refused.status).toBe(400);
      expect((await json(refused)).error.code).toBe('validation_failed');
    }
  });
});

describe('the settings', () => {
  it('default to 20 assistant answers per 10 minutes, 120 events a minute, 60 readings and 10 assessments an hour', async () => {
    const { parseEnv } = await import('../../functions/env.ts');
    const env = parseEnv({});
    expect(env.ASSISTANT_RATE_LIMIT).toEqual({ limit: 20, windowSeconds: 600 });
    expect(env.ANALYTICS_RATE_LIMIT).toEqual({ limit: 120, windowSeconds: 60 });
    expect(env.HOROSCOPE_RATE_LIMIT).toEqual({ limit: 60, windowSeconds: 3600 });
    expect(env.ASSESSMENT_RATE_LIMIT).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(() => parseEnv({ ANALYTICS_RATE_LIMIT: '120 a minute' })).toThrow(/ANALYTICS_RATE_LIMIT="120 a minute": must be COUNT\/WINDOW/);
  });
});
