import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from '../../functions/webhooks/signing.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

describe('POST /api/newsletter/events (bounces and complaints)', () => {
  const secret = newWebhookSecret();
  let ctx: TestContext;

  function post(body: string, options: { secret?: string; timestamp?: number; id?: string; signature?: string } = {}) {
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
    return ctx.app.request('/api/newsletter/events', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': options.signature ?? signWebhook(options.secret ?? secret, id, timestamp, body),
      },
      body,
    });
  }

  async function reader(email: string) {
    const { id } = await ctx.handle.db
      .insertInto('newsletter_subscribers')
      .values({ email, locale: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const newsletter of ['en', 'pt']) {
      await ctx.handle.db
        .insertInto('newsletter_subscriptions')
        .values({ subscriber_id: id, newsletter_id: newsletter, status: 'active' })
        .execute();
    }
    return id;
  }
  const suppression = async (id: string) =>
    await ctx.handle.db
      .selectFrom('newsletter_subscribers')
      .select(['suppressed_at', 'suppressed_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ctx = await createTestContext({ env: { NEWSLETTER_EVENTS_SECRET: secret } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a bad, missing, foreign or stale signature with 401 and changes nothing', async () => {
    const id = await reader('victim@example.com');
    const body = JSON.stringify({ type: 'complaint', email: 'victim@example.com' });
    const cases = [
      await post(body, { secret: newWebhookSecret() }),
      await post(body, { signature: 'v1,AAAA' }),
      await post(body, { signature: '' }),
      await post(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await ctx.app.request('/api/newsletter/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
    ];
    for (const response of cases) {
      expect(response.status).toBe(401);
      expect((await json(response)).error.code).toBe('bad_signature');
    }
    expect((await suppression(id)).suppressed_at).toBeNull();
  });

  it('refuses a signed body of the wrong shape with 400', async () => {
    for (const body of [
      '{"type":',
      JSON.stringify({ type: 'delivered', email: 'a@example.com' }),
      JSON.stringify({ type: 'bounce', email: 'x' }),
    ]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
    }
  });

  it('suppresses on a hard bounce or a complaint, in every newsletter; a soft bounce changes nothing', async () => {
    const hard = await reader('hard@example.com');
    const soft = await reader('soft@example.com');
    const complaint = await reader('Complains@Example.com');
    const response = await post(
      JSON.stringify({
        events: [
          { type: 'bounce', bounce_type: 'hard', email: 'hard@example.com', detail: '550 5.1.1 no such user' },
          { type: 'bounce', bounce_type: 'soft', email: 'soft@example.com' },
          { type: 'complaint', email: 'complains@example.com' },
          { type: 'complaint', email: 'unknown@example.com' },
        ],
      }),
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ received: 4, suppressed: 2 });
    expect((await suppression(hard)).suppressed_reason).toMatch(/^hard bounce: 550/);
    expect((await suppression(complaint)).suppressed_reason).toBe('complaint');
    expect((await suppression(soft)).suppressed_at).toBeNull();

    // The same event again (a replayed delivery) changes nothing more.
    const again = await post(JSON.stringify({ type: 'complaint', email: 'complains@example.com' }));
    expect(await json(again)).toEqual({ received: 1, suppressed: 0 });
  });
});
