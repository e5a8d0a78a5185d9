import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_PER_HOUR } from '../../functions/contact/routes.ts';
import { readContactSent } from '../../src/lib/contact-form.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, fromAddress, json, type TestContext } from '../support/test-app.ts';

const valid = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Parceria', message: 'Olá! Gostaria de falar sobre uma parceria.' };

function send(ctx: TestContext, body: unknown, address = '198.51.100.7', headers: Record<string, string> = {}) {
  return ctx.app.request(
    '/api/functions/send-contact-email',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(address),
  );
}

const storedCount = async (ctx: TestContext) =>
  Number(
    (
      await ctx.handle.db
        .selectFrom('contact_messages')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('send-contact-email with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', CONTACT_FROM: 'site@example.com' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const cases: unknown[] = [
      '{"name": "x"',
      {},
      { ...valid, name: '   ' },
      { ...valid, email: 'not-an-email' },
      { ...valid, subject: '' },
      { ...valid, message: ' ' },
      { ...valid, message: 'x'.repeat(5001) },
      { ...valid, name: 'a'.repeat(101) },
    ];
    for (const body of cases) {
      const response = await send(ctx, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await json(response)).error.code).toMatch(/^(invalid_json|validation_failed)$/);
    }
    expect(await storedCount(ctx)).toBe(0);
  });

  it('refuses header injection: line breaks in name, email or subject', async () => {
    for (const body of [
      { ...valid, name: 'Ana\r\nBcc: victim@example.com' },
      { ...valid, email: 'ana@example.com\nBcc: victim@example.com' },
      { ...valid, subject: 'Hi\rBcc: victim@example.com' },
    ]) {
      const response = await send(ctx, body);
      expect(response.status).toBe(400);
      const error = (await json(response)).error;
      expect(error.issues.map((i: { message: string }) => i.message).join(' ')).toMatch(/line breaks|e-mail/);
    }
    expect(await storedCount(ctx)).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('stores the message and mails it to the editors with the visitor as reply-to', async () => {
    const response = await send(ctx, valid);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toEqual({ success: true, id: expect.any(String), delivered: true });
    // The form thanks the visitor only when its reader takes the answer.
    expect(readContactSent(body)).toBe(true);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['editors@example.com']);
    expect(smtp.received[0]!.raw).toMatch(/Reply-To: .*ana@example\.com/);
    expect(smtp.received[0]!.raw).toContain('Gostaria de falar sobre uma parceria');
    const row = await ctx.handle.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ana Souza', delivery_status: 'sent' });
    expect(row.sender_hash).toBeTruthy();
    expect(row.sender_hash).not.toContain('198.51.100.7');
  });

  it(`limits each address to ${CONTACT_LIMIT_PER_HOUR} messages an hour, in the visitor's language`, async () => {
    const address = '203.0.113.9';
    const results = await Promise.all(
      Array.from({ length: CONTACT_LIMIT_PER_HOUR + 3 }, () => send(ctx, valid, address, { 'Accept-Language': 'pt-BR' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT_LIMIT_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = results.find((r) => r.status === 429)!;
    expect((await json(refused)).error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Aguarde/) });
    // Another address is not affected.
    expect((await send(ctx, valid, '203.0.113.10')).status).toBe(200);
  });
});

describe('send-contact-email when the mail server refuses', () => {
  it('keeps the message, marked failed, and still tells the visitor it was received', async () => {
    const smtp = await startSmtpServer({ reject: true });
    const ctx = await createTestContext({ env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com' } });
    try {
      const response = await send(ctx, valid);
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body).toEqual({ success: true, id: expect.any(String), delivered: false });
      // The form thanks the visitor only when its reader takes the answer.
      expect(readContactSent(body)).toBe(true);
      const row = await ctx.handle.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
      expect(row.delivery_status).toBe('failed');
      expect(row.delivery_error).toMatch(/mailbox unavailable/);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
