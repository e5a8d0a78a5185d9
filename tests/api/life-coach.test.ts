import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { readErrorBody } from '../../src/lib/api-error-body.ts';
import { readAssessment } from '../../src/lib/coach-assessment.ts';
import { readCoachReply, readCoachUsage } from '../../src/lib/coach-chat.ts';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../support/chat-completions-server.ts';
import { createTestContext, fromAddress, json, type TestContext } from '../support/test-app.ts';

const coach = (ctx: { app: TestContext['app'] }, body: unknown, address = '203.0.113.7', headers: Record<string, string> = {}) =>
  ctx.app.request(
    '/api/functions/life-coach-chat',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(address),
  );

/** The chat reads the limits check with readCoachUsage: it takes the counts, unchanged. */
function expectUsageRead(body: { messageCount: number; remainingMessages: number; maxMessages: number }) {
  const { messageCount, remainingMessages, maxMessages } = body;
  expect(readCoachUsage(body)).toEqual({ messageCount, remainingMessages, maxMessages });
}

/** The chat reads a reply with readCoachReply: all but `success` and `resetsAt`, unchanged. */
function expectReplyRead(body: Record<string, unknown>) {
  const { success, resetsAt, ...reply } = body;
  expect(success).toBe(true);
  expect(resetsAt === null || typeof resetsAt === 'string').toBe(true);
  expect(readCoachReply(body)).toEqual(reply);
}

describe('life-coach-chat', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('checks limits without spending one', async () => {
    for (let i = 0; i < 2; i++) {
      const body = await json(await coach(ctx, { action: 'check_limits' }));
      expect(body).toEqual({
        success: true,
        messageCount: 0,
        remainingMessages: 3,
        maxMessages: 3,
        resetsAt: null,
      });
      expectUsageRead(body);
    }
  });

  it('refuses bad input with 400 and does not charge the visitor', async () => {
    const address = '203.0.113.20';
    for (const body of [
      '{"message":',
      {},
      { action: 'reset_limits' },
      { message: '' },
      { message: ' \n ' },
      { message: 'x'.repeat(501) },
      { message: 42 },
      { message: 'hi', extra: true },
      { action: 'check_limits', message: 'hi' },
    ]) {
      const response = await coach(ctx, body, address);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).error.code).toMatch(/^(invalid_json|validation_failed)$/);
    }
    expect((await json(await coach(ctx, { action: 'check_limits' }, address))).remainingMessages).toBe(3);
  });

  it('answers offline to what the visitor wrote, and says it is the offline guide', async () => {
    const response = await coach(ctx, { message: 'I am so stressed at work, my boss keeps piling things on me.' }, '203.0.113.21');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ success: true, source: 'offline', messageCount: 1, remainingMessages: 2, maxMessages: 3 });
    expect(body.reply).toContain('my boss keeps piling things on me');
    expect(body.reply).toMatch(/\?/);
    expect(body.reply).toMatch(/One step you could take:/);
    expect(body.reply).toMatch(/Offline coach/);
    expectReplyRead(body);

    const pt = await json(
      await coach(ctx, { message: 'Não consigo dormir direito, vivo cansada.' }, '203.0.113.22', { 'Accept-Language': 'pt-BR' }),
    );
    expect(pt.reply).toMatch(/Um passo que você pode dar/);
    expect(pt.reply).toMatch(/celular|luz do dia/);
    expectReplyRead(pt);
  });

  it('gives exactly 3 answers and 17 refusals to 20 simultaneous messages from one address', async () => {
    const address = '198.51.100.200';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => coach(ctx, { message: `Message number ${i} about my habits` }, address)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = await json(responses.find((r) => r.status === 429)!);
    expect(refused.error.code).toBe('limit_reached');
    expect(readCoachReply(refused)).toBeUndefined();
    // The first answered message leaves the window 24 hours after it was sent.
    const hoursLeft = (Date.parse(refused.resetsAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const spent = await json(await coach(ctx, { action: 'check_limits' }, address));
    expect(spent).toMatchObject({ messageCount: 3, remainingMessages: 0 });
    expect(spent.resetsAt).toBe(refused.resetsAt);
    expectUsageRead(spent);
    // Several addresses at once each get their own three.
    const others = await Promise.all(
      ['198.51.100.201', '198.51.100.202'].flatMap((a) => Array.from({ length: 5 }, () => coach(ctx, { message: 'hello coach' }, a))),
    );
    expect(others.filter((r) => r.status === 200)).toHaveLength(6);
  });

  it('stores only salted hashes of addresses, and forgets messages older than the window', async () => {
    const rows = (
      await sql<{ visitor_hash: string }>`SELECT visitor_hash FROM request_limits WHERE bucket = 'coach'`.execute(ctx.handle.db)
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.visitor_hash).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    const address = '198.51.100.210';
    await coach(ctx, { message: 'first' }, address);
    await sql`UPDATE request_limits SET hits = ARRAY[now() - interval '25 hours', now() - interval '24.5 hours', now() - interval '1 hour'] WHERE bucket = 'coach'`.execute(
      ctx.handle.db,
    );
    expect(await json(await coach(ctx, { action: 'check_limits' }, address))).toMatchObject({ messageCount: 1, remainingMessages: 2 });
  });

  it('takes the address from X-Forwarded-For only when the socket is a trusted proxy', async () => {
    const trusting = await createTestContext({ env: { TRUST_PROXY: '10.0.0.1' } });
    try {
      for (let i = 0; i < 3; i++) await coach(trusting, { message: 'hi' }, '10.0.0.1', { 'X-Forwarded-For': '192.0.2.50' });
      // Through the proxy, another visitor is a different address.
      expect((await coach(trusting, { message: 'hi' }, '10.0.0.1', { 'X-Forwarded-For': '192.0.2.51' })).status).toBe(200);
      // A visitor talking directly cannot pick an address with the header.
      for (let i = 0; i < 3; i++) await coach(trusting, { message: 'hi' }, '192.0.2.60', { 'X-Forwarded-For': `192.0.2.${70 + i}` });
      expect((await coach(trusting, { message: 'hi' }, '192.0.2.60', { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(429);
    } finally {
      await trusting.close();
    }
  });
});

describe('life-coach-chat with the external automation', () => {
  it('posts {message, timestamp} to COACH_WEBHOOK_URL and returns its plain-text answer; falls back when it fails', async () => {
    const received: Array<{ message: string; timestamp: string }> = [];
    let healthy = true;
    const automation = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(JSON.parse(body));
        if (!healthy) {
          res.statusCode = 500;
          return res.end('down');
        }
        res.setHeader('Content-Type', 'text/plain');
        res.end('Keep going — one small step today.');
      });
    });
    await new Promise<void>((resolve) => automation.listen(0, '127.0.0.1', resolve));
    const ctx = await createTestContext({
      env: { COACH_WEBHOOK_URL: `http://127.0.0.1:${(automation.address() as AddressInfo).port}/coach` },
    });
    try {
      const body = await json(await coach(ctx, { message: 'I need motivation' }, '192.0.2.1'));
      expect(body).toMatchObject({ reply: 'Keep going — one small step today.', source: 'automation', messageCount: 1 });
      expectReplyRead(body);
      expect(received[0]).toEqual({ message: 'I need motivation', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      healthy = false;
      const fallback = await json(await coach(ctx, { message: 'I need motivation' }, '192.0.2.1'));
      expect(fallback).toMatchObject({ source: 'offline', messageCount: 2 });
      expectReplyRead(fallback);
    } finally {
      await ctx.close();
      automation.close();
    }
  });
});

describe('life-coach-chat with other limit settings', () => {
  it('counts, refuses and words its refusal with COACH_MESSAGE_LIMIT=2 and COACH_WINDOW_HOURS=6', async () => {
    const ctx = await createTestContext({ env: { COACH_MESSAGE_LIMIT: '2', COACH_WINDOW_HOURS: '6' } });
    try {
      const address = '198.51.100.60';
      expect(await json(await coach(ctx, { action: 'check_limits' }, address))).toMatchObject({
        messageCount: 0,
        remainingMessages: 2,
        maxMessages: 2,
      });
      for (let i = 0; i < 2; i++) expect((await coach(ctx, { message: `Message ${i} about my sleep` }, address)).status).toBe(200);
      const en = await coach(ctx, { message: 'one too many' }, address);
      expect(en.status).toBe(429);
      const refusedEn = await json(en);
      expect(refusedEn.error.message).toBe(
        'You have used all your messages for now. Your limit resets within 6 hours of your first message.',
      );
      // The chat's toast shows the message as the shared error reader finds it.
      expect(readErrorBody(refusedEn)).toEqual({ code: 'limit_reached', message: refusedEn.error.message, issues: [] });
      const hoursLeft = (Date.parse(refusedEn.resetsAt) - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(5.9);
      expect(hoursLeft).toBeLessThanOrEqual(6);
      const pt = await json(await coach(ctx, { message: 'mais uma' }, address, { 'Accept-Language': 'pt-BR' }));
      expect(pt.error.message).toBe(
        'Você usou todas as suas mensagens por enquanto. O limite é renovado em até 6 horas após a sua primeira mensagem.',
      );
    } finally {
      await ctx.close();
    }
  });
});

describe('the limit across a restart', () => {
  it('keeps counting after the server restarts on the same database', async () => {
    const ctx = await createTestContext();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-restart-'));
    // The embedded database restarts from its folder; PostgreSQL from its URL.
    const location = ctx.databaseUrl ? { databaseUrl: ctx.databaseUrl } : { dataDir };
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const start = async () => {
      const handle = await openDatabase(location);
      await migrate(handle);
      return { app: createApp(await createDeps(env, handle, createMemoryLogger())), close: () => handle.close() };
    };
    try {
      const first = await start();
      for (let i = 0; i < 2; i++) expect((await coach(first, { message: 'before restart' })).status).toBe(200);
      await first.close();
      const second = await start();
      expect(await json(await coach(second, { action: 'check_limits' }))).toMatchObject({ messageCount: 2, remainingMessages: 1 });
      expect((await coach(second, { message: 'after restart' })).status).toBe(200);
      expect((await coach(second, { message: 'one too many' })).status).toBe(429);
      await second.close();
    } finally {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('personal-assessment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  const assess = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request('/api/functions/personal-assessment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('accepts exactly ten integers from 1 to 5', async () => {
    for (const answers of [
      [],
      Array(9).fill(3),
      Array(11).fill(3),
      [...Array(9).fill(3), 6],
      [...Array(9).fill(3), 0],
      [...Array(9).fill(3), 2.5],
      [...Array(9).fill(3), '3'],
      'all good',
    ]) {
      expect((await assess({ answers, language: 'en' })).status, JSON.stringify(answers)).toBe(400);
    }
    expect((await assess('{"answers": [1,')).status).toBe(400);
    expect((await assess({ answers: Array(10).fill(3), language: 'fr' })).status).toBe(400);
  });

  it('analyses the actual answers: all top answers give 100% and the top level', async () => {
    const body = await json(await assess({ answers: Array(10).fill(5), language: 'en' }));
    expect(body.source).toBe('offline');
    expect(body.assessment.split('\n')[0]).toBe('Your overall score is 100%: excellent.');
    // The page reads it with readAssessment, one paragraph per line.
    expect(readAssessment(body)?.[0]).toBe('Your overall score is 100%: excellent.');
  });

  it('names the strongest and weakest areas and what to work on first', async () => {
    const answers = [5, 4, 4, 4, 4, 1, 4, 4, 4, 4];
    const en = await json(await assess({ answers, language: 'en' }));
    expect(en.assessment).toMatch(/Your overall score is 76%: good\./);
    expect(en.assessment).toMatch(/strongest areas: energy/);
    expect(en.assessment).toMatch(/most room to grow: money/);
    expect(en.assessment).toMatch(/Work on money first/);
    const pt = await json(await assess({ answers, language: 'pt' }));
    expect(pt.assessment).toMatch(/Sua pontuação geral é 76%: bom\./);
    expect(pt.assessment).toMatch(/Comece trabalhando dinheiro/);
    expect(readAssessment(pt)?.join('\n')).toMatch(/Sua pontuação geral é 76%: bom\.[\s\S]*Comece trabalhando dinheiro/);
  });
});

describe('the coach and the assessment through an OpenAI-compatible provider', () => {
  let ai: ChatCompletionsServer;
  let ctx: TestContext;
  beforeAll(async () => {
    ai = await startChatCompletionsServer(() => ({ content: 'First idea.\n\nSecond idea.' }));
    ctx = await createTestContext({ env: { AI_BASE_URL: ai.url, AI_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await ctx.close();
    await ai.close();
  });

  it('labels the coach reply of the model, which the chat reads whole', async () => {
    const body = await json(await coach(ctx, { message: 'I want to sleep better' }, '192.0.2.40'));
    expect(body).toMatchObject({ reply: 'First idea.\n\nSecond idea.', source: 'model', messageCount: 1, remainingMessages: 2 });
    expectReplyRead(body);
  });

  it('gives the analysis of the model, which the page reads one paragraph per line', async () => {
    const response = await ctx.app.request('/api/functions/personal-assessment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ answers: Array(10).fill(3), language: 'en' }),
    });
    const body = await json(response);
    expect(body).toEqual({ assessment: 'First idea.\n\nSecond idea.', source: 'model' });
    expect(readAssessment(body)).toEqual(['First idea.', 'Second idea.']);
  });
});
