/**
 * Mensagens (issue 22, point 1): the readers' messages of the contact form in the back office.
 * Sent through the real form route, then listed newest first with the unread ones counted,
 * searched, paged, read in full, marked read and unread, and deleted; editors and
 * administrators only; the delivery outcome of each message (mailed, or why not) is on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  contactMessageAnswerSchema,
  contactMessagePageSchema,
  contactMessagesUnreadSchema,
  deletedContactMessageSchema,
  replyLink,
} from '../../src/lib/contracts/contact-message.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, fromAddress, json, signIn, type TestContext } from '../support/test-app.ts';

type Who = { headers: Record<string, string> };
const request = (ctx: TestContext, who: Who, method: string, url: string, body?: unknown, language = 'en') =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': language },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

let sender = 0;
/** A reader sends the contact form (each from its own address, so the hourly limit stays out of the way). */
async function sendForm(ctx: TestContext, fields: { name: string; email: string; subject: string; message: string }) {
  sender += 1;
  const response = await ctx.app.request(
    '/api/functions/send-contact-email',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) },
    fromAddress(`203.0.113.${sender}`),
  );
  expect(response.status).toBe(200);
  return (await json<{ id: string }>(response)).id;
}

describe('Mensagens without SMTP', () => {
  let ctx: TestContext;
  const as = {} as Record<'admin' | 'editor' | 'author', Who>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as.admin = await signIn(ctx);
    as.editor = await signIn(ctx, { role: 'editor' });
    as.author = await signIn(ctx, { role: 'author' });
  });
  afterAll(() => ctx.close());

  const list = async (query = '', who: Who = as.editor) => {
    const response = await request(ctx, who, 'GET', `/api/admin/contact-messages${query}`);
    expect(response.status).toBe(200);
    return contactMessagePageSchema.parse(await json(response));
  };
  const unread = async () =>
    contactMessagesUnreadSchema.parse(await json(await request(ctx, as.editor, 'GET', '/api/admin/contact-messages/unread-count'))).unread;

  it('refuses bad input with 400 in the request language, and authors with 403', async () => {
    for (const query of ['?page=0', '?page=abc', '?status=maybe', `?search=${'x'.repeat(201)}`]) {
      const response = await request(ctx, as.editor, 'GET', `/api/admin/contact-messages${query}`);
      expect(response.status, query).toBe(400);
      expect((await json(response)).error.code).toBe('validation_failed');
    }
    const malformed = await request(ctx, as.editor, 'GET', '/api/admin/contact-messages/not-an-id', undefined, 'pt-BR');
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.issues).toEqual([{ path: 'id', message: 'Mensagem desconhecida' }]);
    const id = await sendForm(ctx, { name: 'Bia', email: 'bia@example.com', subject: 'Oi', message: 'Teste' });
    for (const body of [{}, { read: 'yes' }, { read: 1 }]) {
      const response = await request(ctx, as.editor, 'PATCH', `/api/admin/contact-messages/${id}`, body, 'pt-BR');
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).error.issues).toEqual([{ path: 'read', message: 'read deve ser true ou false' }]);
    }
    for (const [method, url] of [
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/contact-messages/unread-count'],
      ['GET', `/api/admin/contact-messages/${id}`],
      ['PATCH', `/api/admin/contact-messages/${id}`],
      ['DELETE', `/api/admin/contact-messages/${id}`],
    ] as const) {
      const response = await request(ctx, as.author, method, url, method === 'PATCH' ? { read: true } : undefined);
      expect(response.status, `${method} ${url}`).toBe(403);
    }
    // Nothing changed for the author's attempts.
    const row = await ctx.handle.db.selectFrom('contact_messages').select('read_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
    await ctx.handle.db.deleteFrom('contact_messages').execute();
  });

  it('lists newest first with the unread count, searches and pages', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= CONTACT_MESSAGES_PAGE_SIZE + 2; n += 1) {
      ids.push(
        await sendForm(ctx, {
          name: `Leitor ${n}`,
          email: `leitor${n}@example.com`,
          subject: n === 7 ? 'Parceria com a marca' : `Pergunta ${n}`,
          message: n === 9 ? `Quero saber sobre 100% integral. ${'palavra '.repeat(100)}` : `Mensagem número ${n}`,
        }),
      );
      // Distinct times, so that "newest first" is one order whatever the clock's resolution.
      await ctx.handle.db
        .updateTable('contact_messages')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 0, n)) })
        .where('id', '=', ids.at(-1)!)
        .execute();
    }
    const first = await list();
    expect(first.total).toBe(CONTACT_MESSAGES_PAGE_SIZE + 2);
    expect(first.unread).toBe(CONTACT_MESSAGES_PAGE_SIZE + 2);
    expect(first.messages).toHaveLength(CONTACT_MESSAGES_PAGE_SIZE);
    expect(first.messages[0]).toMatchObject({ id: ids.at(-1), name: `Leitor ${ids.length}`, read_at: null, delivery_status: 'stored' });
    const second = await list('?page=2');
    expect(second.messages.map((m) => m.id)).toEqual([ids[1], ids[0]]);

    expect((await list('?search=PARCERIA')).messages.map((m) => m.id)).toEqual([ids[6]]);
    expect((await list('?search=leitor12%40')).messages.map((m) => m.id)).toEqual([ids[11]]);
    // % and _ are searched as themselves, not as patterns.
    const percent = await list(`?search=${encodeURIComponent('100%')}`);
    expect(percent.messages.map((m) => m.id)).toEqual([ids[8]]);
    expect(percent.messages[0]!.preview.length).toBeLessThanOrEqual(160);
    expect(percent.messages[0]).not.toHaveProperty('message');
    expect((await list('?search=nothing-like-this')).total).toBe(0);
  });

  it('shows one message in full, marks it read and unread, and counts the unread', async () => {
    const { messages } = await list('?search=leitor9%40');
    const id = messages[0]!.id;
    const opened = contactMessageAnswerSchema.parse(await json(await request(ctx, as.editor, 'GET', `/api/admin/contact-messages/${id}`)));
    expect(opened.message.message).toMatch(/^Quero saber sobre 100% integral\. (palavra ){99}palavra$/);
    expect(opened.message.read_at).toBeNull();
    const before = await unread();

    const read = await request(ctx, as.editor, 'PATCH', `/api/admin/contact-messages/${id}`, { read: true });
    expect(read.status).toBe(200);
    const readAt = contactMessageAnswerSchema.parse(await json(read)).message.read_at;
    expect(readAt).not.toBeNull();
    expect(await unread()).toBe(before - 1);
    // Marking it read again keeps the first time it was read.
    const again = contactMessageAnswerSchema.parse(
      await json(await request(ctx, as.admin, 'PATCH', `/api/admin/contact-messages/${id}`, { read: true })),
    );
    expect(again.message.read_at).toBe(readAt);
    expect((await list('?status=read')).messages.map((m) => m.id)).toEqual([id]);
    expect((await list('?status=unread')).messages.map((m) => m.id)).not.toContain(id);

    const unmarked = contactMessageAnswerSchema.parse(
      await json(await request(ctx, as.editor, 'PATCH', `/api/admin/contact-messages/${id}`, { read: false })),
    );
    expect(unmarked.message.read_at).toBeNull();
    expect(await unread()).toBe(before);
    expect(replyLink(opened.message)).toBe('mailto:leitor9@example.com?subject=Re%3A%20Pergunta%209');
  });

  it('deletes a message, records it in the audit log without the reader, and answers 404 after', async () => {
    const { messages } = await list('?search=leitor3%40');
    const id = messages[0]!.id;
    const removed = await request(ctx, as.editor, 'DELETE', `/api/admin/contact-messages/${id}`);
    expect(removed.status).toBe(200);
    expect(deletedContactMessageSchema.parse(await json(removed))).toEqual({ deleted: id });
    for (const [method, body] of [['GET'], ['PATCH', { read: true }], ['DELETE']] as const) {
      const gone = await request(ctx, as.editor, method, `/api/admin/contact-messages/${id}`, body, 'pt-BR');
      expect(gone.status, method).toBe(404);
      expect((await json(gone)).error).toMatchObject({ code: 'contact_message_not_found', message: expect.stringMatching(/excluída/) });
    }
    const audit = await ctx.handle.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).executeTakeFirstOrThrow();
    expect(audit.action).toBe('contact_message.deleted');
    expect(audit.summary).not.toMatch(/leitor3|Leitor 3/);
  });
});

describe('Mensagens with SMTP that refuses', () => {
  it('shows the delivery failure on the message', async () => {
    const smtp = await startSmtpServer({ reject: true });
    const ctx = await createTestContext({ env: { SMTP_URL: smtp.url, CONTACT_TO: 'owner@example.com' } });
    try {
      const admin = await signIn(ctx);
      const id = await sendForm(ctx, { name: 'Caio', email: 'caio@example.com', subject: 'Dúvida', message: 'Olá' });
      const { messages } = contactMessagePageSchema.parse(await json(await request(ctx, admin, 'GET', '/api/admin/contact-messages')));
      expect(messages).toEqual([
        expect.objectContaining({ id, delivery_status: 'failed', delivery_error: expect.stringMatching(/mailbox unavailable/) }),
      ]);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
