import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '../../functions/ai/provider.ts';
import { asReading } from '../../src/lib/horoscope.ts';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../support/chat-completions-server.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

const post = (ctx: TestContext, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request('/api/functions/get-horoscope', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const FIELDS = ['description', 'color', 'lucky_number', 'lucky_time', 'compatibility', 'mood', 'date_range'];

/** The answer as the home page's widget reads it (asReading): every field but the source, unchanged. */
function expectWidgetReads(body: Record<string, unknown>) {
  const { source, ...reading } = body;
  expect(source).toMatch(/^(model|offline)$/);
  expect(asReading(body)).toEqual(reading);
}

describe('get-horoscope, offline', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('refuses malformed JSON, a missing or unknown sign, with 400 and the error shape', async () => {
    const cases: Array<[unknown, string]> = [
      ['{"sign": "leo"', 'invalid_json'],
      [{}, 'validation_failed'],
      [{ sign: 'dragon' }, 'validation_failed'],
      [{ sign: 7 }, 'validation_failed'],
      [[], 'validation_failed'],
    ];
    for (const [body, code] of cases) {
      const response = await post(ctx, body);
      expect(response.status).toBe(400);
      expect((await json(response)).error.code).toBe(code);
    }
  });

  it('gives all seven fields for each of the 12 signs, labelled offline', async () => {
    const descriptions = new Set<string>();
    for (const sign of ZODIAC_SIGNS) {
      const body = await json(await post(ctx, { sign }));
      for (const field of FIELDS) expect(body[field], `${sign}.${field}`).toBeTruthy();
      expect(body.lucky_number).toBeGreaterThanOrEqual(1);
      expect(body.lucky_number).toBeLessThanOrEqual(99);
      expect(body.source).toBe('offline');
      expectWidgetReads(body);
      descriptions.add(body.description);
    }
    expect(descriptions.size).toBeGreaterThanOrEqual(10);
  });

  it('is the same all day for a sign and follows the request language', async () => {
    const first = await json(await post(ctx, { sign: 'leo' }));
    const again = await json(await post(ctx, { sign: 'leo' }));
    expect(again).toEqual(first);
    expect(first.date_range).toBe('July 23 – August 22');
    const pt = await json(await post(ctx, { sign: 'leo' }, { 'Accept-Language': 'pt-BR,pt;q=0.9' }));
    expect(pt.date_range).toBe('23 de julho – 22 de agosto');
    expect(pt.description).not.toBe(first.description);
    expect(pt.lucky_number).toBe(first.lucky_number);
    const explicit = await json(await post(ctx, { sign: 'leo', language: 'pt' }));
    expect(explicit).toEqual(pt);
    expectWidgetReads(pt);
  });
});

describe('get-horoscope through an OpenAI-compatible provider', () => {
  let ai: ChatCompletionsServer;
  let ctx: TestContext;
  beforeAll(async () => {
    ai = await startChatCompletionsServer(() => ({
      content: JSON.stringify({
        description: 'A bright and steady day for you.',
        color: 'Green',
        lucky_number: 12,
        lucky_time: '3 PM',
        compatibility: 'Libra',
        mood: 'Calm',
      }),
    }));
    ctx = await createTestContext({ env: { AI_BASE_URL: ai.url, AI_API_KEY: 'test-key', AI_MODEL: 'tiny-model', AI_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await ctx.close();
    await ai.close();
  });

  it('asks the model with the key and model, and caches the reading for the day', async () => {
    const body = await json(await post(ctx, { sign: 'aries' }));
    expect(body).toMatchObject({
      description: 'A bright and steady day for you.',
      lucky_number: 12,
      source: 'model',
      date_range: 'March 21 – April 19',
    });
    expectWidgetReads(body);
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.path).toBe('/v1/chat/completions');
    expect(ai.requests[0]!.headers.authorization).toBe('Bearer test-key');
    expect(ai.requests[0]!.body.model).toBe('tiny-model');
    expect(ai.requests[0]!.body.messages.at(-1)!.content).toContain('aries');
    await post(ctx, { sign: 'aries' });
    expect(ai.requests).toHaveLength(1);
  });

  it('falls back to the offline reading when the model fails, answers nonsense or is too slow', async () => {
    const replies = [
      () => ({ status: 500, raw: 'boom' }),
      () => ({ content: 'not json at all' }),
      () => ({ content: '{"description": 5}' }),
      () => ({ delayMs: 1500, content: '{}' }),
    ];
    const signs = ['taurus', 'gemini', 'cancer', 'virgo'] as const;
    const warn = ctx.logger.entries.length;
    for (const [index, reply] of replies.entries()) {
      ai.reply = reply;
      const response = await post(ctx, { sign: signs[index] });
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body.source).toBe('offline');
      for (const field of FIELDS) expect(body[field]).toBeTruthy();
      expectWidgetReads(body);
    }
    expect(ctx.logger.entries.slice(warn).filter((e) => e.level === 'warn')).toHaveLength(4);
  });
});
