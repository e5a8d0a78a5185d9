import dns from 'node:dns/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  webhookAnswerSchema,
  webhookCreatedAnswerSchema,
  webhookDeletedAnswerSchema,
  webhookListAnswerSchema,
  webhookLogsAnswerSchema,
  webhookTestAnswerSchema,
} from '../../src/admin/features/webhooks/api/webhook-schemas.ts';
import { isPrivateAddress } from '../../functions/webhooks/safe-target.ts';
import { verifyWebhook } from '../../functions/webhooks/signing.ts';
import { enqueueEvent, RETRY_BACKOFF_SECONDS, webhookDeliveryJob } from '../../functions/webhooks/queue.ts';
import { deliverWebhook } from '../../functions/webhooks/delivery-job.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

/** vi.waitFor's default (one second) is short on a busy two-core machine: a condition gets this long. */
const WAIT_FOR = { timeout: 15_000 };

describe('webhooks, end to end', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  const post = (path: string, body: unknown) => ctx.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  /** The delivery log as the back office reads it. */
  const logs = async () => webhookLogsAnswerSchema.parse(await json(await ctx.app.request('/api/admin/webhooks/logs', { headers }))).logs;

  it('requires a name and an http(s) URL', async () => {
    for (const body of [
      {},
      { name: 'x' },
      { url: 'https://example.com' },
      { name: 'x', url: 'ftp://example.com' },
      { name: 'x', url: 'not a url' },
    ]) {
      const response = await post('/api/admin/webhooks', body);
      expect(response.status).toBe(400);
    }
  });

  it('says a name or URL is missing in the request’s language', async () => {
    const missing = (language?: string) =>
      ctx.app.request('/api/admin/webhooks', {
        method: 'POST',
        headers: language ? { ...headers, 'Accept-Language': language } : headers,
        body: JSON.stringify({ name: ' ', url: '' }),
      });
    const messages = async (response: Response) => (await json(response)).error.issues.map((issue: { message: string }) => issue.message);
    expect(await messages(await missing('pt-BR'))).toEqual(['Nome e URL são obrigatórios', 'Nome e URL são obrigatórios']);
    expect(await messages(await missing())).toEqual(['Name and URL are required', 'Name and URL are required']);
  });

  it('shows the secret once, signs deliveries (Standard Webhooks) and logs each attempt', async () => {
    const created = webhookCreatedAnswerSchema.parse(
      await json(await post('/api/admin/webhooks', { name: 'Receiver', url: receiver.url, description: 'tests' })),
    );
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({ name: 'Receiver', description: 'tests', is_active: true });
    const listed = webhookListAnswerSchema.parse(await json(await ctx.app.request('/api/admin/webhooks', { headers })));
    expect(listed.webhooks).toEqual([created.webhook]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const article = await post('/api/admin/articles', {
      titulo: 'Signed news',
      categoria: 'saude',
      meta_descricao: 'd',
      conteudo_html: '<p>x</p>',
      status: 'publicado',
    });
    expect(article.status).toBe(201);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.json).toMatchObject({ type: 'article.published', data: { slug: 'signed-news', titulo: 'Signed news' } });
    const signatureHeaders = {
      id: String(delivery!.headers['webhook-id']),
      timestamp: String(delivery!.headers['webhook-timestamp']),
      signature: String(delivery!.headers['webhook-signature']),
    };
    expect(signatureHeaders.signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(Math.abs(Number(signatureHeaders.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    expect(verifyWebhook(created.secret, signatureHeaders, delivery!.body)).toBe(true);
    expect(verifyWebhook(created.secret, signatureHeaders, delivery!.body.replace('Signed', 'Forged'))).toBe(false);

    // The log row is written once the receiver's answer is back, which can be just after the receiver saw the request.
    await vi.waitFor(
      async () =>
        expect((await logs())[0]).toMatchObject({
          success: true,
          response_status: 204,
          event: 'article.published',
          webhook_name: 'Receiver',
        }),
      WAIT_FOR,
    );
  });

  it('retries a failed delivery with backoff kept in the database, and a 410 deactivates the webhook', async () => {
    receiver.setAnswer(() => ({ status: 500 }));
    const before = receiver.deliveries.length;
    const queued = await post('/api/admin/webhooks/' + (await firstWebhookId()) + '/test', {});
    expect(queued.status).toBe(202);
    expect(webhookTestAnswerSchema.parse(await json(queued))).toEqual({ queued: 1 });
    await receiver.waitFor(before + 1);
    // The receiver answers before the worker records the attempt: wait for the record, not the request.
    await until(async () => {
      const rows = await pending();
      return rows.length === 1 && rows[0]!.attempts === 1 && rows[0]!.locked_until === null;
    });
    const [row] = await pending();
    expect(row!.attempts).toBe(1);
    const waitSeconds = (row!.next_attempt_at.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(RETRY_BACKOFF_SECONDS[0]! - 5);

    // A new worker (as after a restart) picks the retry up once it is due: its job's time is now.
    await ctx.handle.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('status', '=', 'pending')
      .execute();
    await ctx.handle.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000) })
      .where('type', '=', webhookDeliveryJob.type)
      .where('status', '=', 'queued')
      .execute();
    receiver.setAnswer(() => ({ status: 410 }));
    const logger = createMemoryLogger();
    const restarted = new JobQueue({ db: ctx.handle.db, logger }).register(
      webhookDeliveryJob,
      deliverWebhook({ db: ctx.handle.db, logger, allowPrivateTargets: true }),
    );
    await restarted.runDue();
    await restarted.stop();
    // The context's own queue can take the due retry first (a build that ends wakes it), and then
    // the receiver sees the request before that worker records the answer: wait for the records.
    await vi.waitFor(async () => {
      const webhook = await ctx.handle.db.selectFrom('webhook_configs').select('is_active').executeTakeFirstOrThrow();
      expect(webhook.is_active).toBe(false);
      expect(await pending()).toEqual([]);
      expect((await logs()).slice(0, 2).map((l) => [l.success, l.response_status])).toEqual([
        [false, 410],
        [false, 500],
      ]);
    }, WAIT_FOR);
    expect(receiver.deliveries.length).toBe(before + 2);
  });

  it('does not follow redirects', async () => {
    receiver.setAnswer(() => ({ status: 302, headers: { Location: 'http://169.254.169.254/latest/meta-data' } }));
    const id = await firstWebhookId();
    const resumed = await ctx.app.request(`/api/admin/webhooks/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ is_active: true }),
    });
    expect(webhookAnswerSchema.parse(await json(resumed)).webhook).toMatchObject({ id, is_active: true });
    const before = receiver.deliveries.length;
    await post(`/api/admin/webhooks/${id}/test`, {});
    await receiver.waitFor(before + 1);
    await until(async () => (await logs())[0]!.response_status === 302);
    expect((await logs())[0]).toMatchObject({ success: false, response_status: 302, error_message: expect.stringMatching(/not followed/) });
    expect(receiver.deliveries.length).toBe(before + 1);
  });

  it('keeps only the last 50 log entries on the screen and deletes a webhook with its deliveries', async () => {
    const id = await firstWebhookId();
    await ctx.handle.db
      .insertInto('webhook_logs')
      .values(
        Array.from({ length: 60 }, () => ({
          webhook_id: id,
          event: 'webhook.test',
          success: true,
          response_status: 200,
          error_message: null,
        })),
      )
      .execute();
    expect(await logs()).toHaveLength(50);
    const deleted = await ctx.app.request(`/api/admin/webhooks/${id}`, { method: 'DELETE', headers });
    expect(webhookDeletedAnswerSchema.parse(await json(deleted))).toEqual({ deleted: id });
    expect(await ctx.handle.db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([]);
  });

  async function firstWebhookId(): Promise<string> {
    return (await ctx.handle.db.selectFrom('webhook_configs').select('id').executeTakeFirstOrThrow()).id;
  }
  async function pending() {
    return ctx.handle.db.selectFrom('webhook_deliveries').selectAll().where('status', '=', 'pending').execute();
  }
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('webhook targets', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:4700::1111', '8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses loopback and private targets unless allowed, at creation and at connection time', async () => {
    const receiver = await startWebhookReceiver();
    const ctx = await createTestContext();
    try {
      const headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'http://[::1]/x',
        'http://10.0.0.5/x',
        'http://169.254.169.254/latest',
        'http://[64:ff9b::7f00:1]/',
        'http://[2002:7f00:1::]/',
        'http://[::127.0.0.1]/',
        'http://[fec0::1]/',
      ]) {
        const response = await ctx.app.request('/api/admin/webhooks', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'bad', url }),
        });
        expect(response.status, url).toBe(400);
      }
      // Why, in the request's language.
      for (const [language, message, issue] of [
        [
          'pt-BR',
          'Esta URL não pode receber webhooks: 10.0.0.5 é um endereço privado ou de loopback.',
          '10.0.0.5 é um endereço privado ou de loopback',
        ],
        ['en', 'This URL cannot receive webhooks: 10.0.0.5 is a private or loopback address.', '10.0.0.5 is a private or loopback address'],
      ]) {
        const response = await ctx.app.request('/api/admin/webhooks', {
          method: 'POST',
          headers: { ...headers, 'Accept-Language': language! },
          body: JSON.stringify({ name: 'bad', url: 'http://10.0.0.5/x' }),
        });
        expect((await response.json()).error).toEqual({ code: 'validation_failed', message, issues: [{ path: 'url', message: issue }] });
      }
      const local = await ctx.app.request('/api/admin/webhooks', {
        method: 'POST',
        headers: { ...headers, 'Accept-Language': 'pt-BR' },
        body: JSON.stringify({ name: 'bad', url: 'http://printer.local/x' }),
      });
      expect((await local.json()).error.issues).toEqual([{ path: 'url', message: 'printer.local é um nome local' }]);
      // A name that resolves to loopback (this machine's own name does) passes the form check
      // but is refused where the connection is made, after DNS.
      const name = os.hostname();
      expect(isPrivateAddress((await dns.lookup(name)).address)).toBe(true);
      await ctx.handle.db
        .insertInto('webhook_configs')
        .values({ name: 'rebinding', url: `http://${name}:${new URL(receiver.url).port}/hooks`, secret: 'whsec_dGVzdA==' })
        .execute();
      await enqueueEvent(ctx.handle.db, 'webhook.test', {});
      await ctx.deps.jobs.runDue();
      const log = await ctx.handle.db.selectFrom('webhook_logs').selectAll().executeTakeFirstOrThrow();
      expect(log).toMatchObject({ success: false, response_status: null, error_message: expect.stringMatching(/private or loopback/) });
      expect(receiver.deliveries).toHaveLength(0);
    } finally {
      await ctx.close();
      await receiver.close();
    }
  });
});
