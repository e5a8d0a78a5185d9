/**
 * The one mailer (functions/mail/) against a real SMTP server on a loopback port: text and HTML
 * parts, custom headers, a DKIM signature that an independent verifier (mailauth) accepts with
 * the public key this test serves as DNS, and failures told apart as permanent (5xx: suppress)
 * or temporary (4xx, no connection: retry). The contact form and invitations send through it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { MailError } from '../../functions/mail/mail-error.ts';
import { createMailer, type Mailer } from '../../functions/mail/mailer.ts';
import { dkimKeys } from '../support/dkim.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

const keys = dkimKeys('example.com', 'mail2026');
const dkimEnv = { DKIM_DOMAIN: keys.domain, DKIM_SELECTOR: keys.selector, DKIM_PRIVATE_KEY: keys.privatePem };
const newsletter = {
  to: 'reader@example.org',
  subject: 'Novo artigo: Respiração',
  text: 'Leia o artigo novo.',
  html: '<p>Leia o <a href="https://example.com/pt/artigos/respiracao">artigo novo</a>.</p>',
  headers: {
    'List-Unsubscribe': '<https://example.com/api/newsletter/unsubscribe?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

/** The failure a send ended with. */
async function failureOf(promise: Promise<unknown>): Promise<MailError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MailError);
  return error as MailError;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer({ refuseRecipients: { 'gone@example.org': 550, 'full@example.org': 452 } });
});
const opened: Mailer[] = [];
afterAll(async () => {
  for (const mailer of opened) mailer.close();
  await smtp.close();
});

function mailerFor(env: Record<string, string>): Mailer {
  const settings = parseEnv({ SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', ...env }).mail;
  const mailer = createMailer(settings, createMemoryLogger())!;
  opened.push(mailer);
  return mailer;
}

describe('sending', () => {
  it('keeps its connection for the next message, and closes it when asked (shutdown)', async () => {
    const before = smtp.openConnections();
    const mailer = mailerFor({ MAIL_FROM: 'news@example.com' });
    await mailer.send(newsletter);
    await mailer.send(newsletter);
    expect(smtp.openConnections()).toBe(before + 1);
    mailer.close();
    await vi.waitFor(() => expect(smtp.openConnections()).toBe(before), { timeout: 5_000 });
  });

  it('builds and sends every message on its SMTP thread, not the main thread (decision 094)', async () => {
    const mailer = mailerFor({ MAIL_FROM: 'news@example.com', ...dkimEnv });
    const sent = await Promise.all([mailer.send(newsletter), mailer.send({ ...newsletter, to: 'other@example.org' })]);
    // The main thread's id is 0; both messages came from one other thread (one pool, one thread).
    expect(threadId).toBe(0);
    expect(sent[0]!.threadId).toBeGreaterThan(0);
    expect(sent[1]!.threadId).toBe(sent[0]!.threadId);
    // On Linux the thread (named `smtp`) runs at nice 10, below the server's threads.
    if (process.platform === 'linux') {
      const smtpThreads = readdirSync('/proc/self/task')
        .filter((task) => readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === 'smtp')
        .map((task) => {
          const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      expect(smtpThreads.length).toBeGreaterThan(0);
      expect(new Set(smtpThreads)).toEqual(new Set([10]));
    }
  });

  it('fails a message the thread held when the thread ends, as temporary, and sends the next on a new one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const holding = new Promise<void>((resolve) => (arrived = resolve));
    const slow = await startSmtpServer({
      beforeAccept: async () => {
        arrived();
        await held;
      },
    });
    try {
      const settings = parseEnv({ SMTP_URL: slow.url, CONTACT_TO: 'e@example.com', MAIL_FROM: 'news@example.com' }).mail;
      const mailer = createMailer(settings, createMemoryLogger())!;
      const first = mailer.send(newsletter);
      await holding;
      const before = (await Promise.race([first.then(() => 'sent'), Promise.resolve('waiting')])) as string;
      expect(before).toBe('waiting');
      mailer.close();
      const error = await failureOf(first);
      expect(error).toMatchObject({ permanent: false, responseCode: undefined });
      release();
      const next = await mailer.send({ ...newsletter, to: 'next@example.org' });
      expect(next.threadId).toBeGreaterThan(0);
      expect(slow.received.some((mail) => mail.to.includes('next@example.org'))).toBe(true);
      mailer.close();
    } finally {
      release();
      await slow.close();
    }
  });

  it('sends text and HTML parts with custom headers, DKIM-signed over the unsubscribe headers', async () => {
    const mailer = mailerFor({ MAIL_FROM: 'news@example.com', ...dkimEnv });
    const sent = await mailer.send(newsletter);
    expect(sent.messageId).toMatch(/^<.+@example\.com>$/);
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('news@example.com');
    expect(mail.to).toEqual(['reader@example.org']);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const [result, ...others] = await keys.verify(mail.raw);
    expect(others).toEqual([]);
    expect(result!.status.result).toBe('pass');
    expect(result!.signingDomain).toBe('example.com');
    expect(result!.selector).toBe('mail2026');
    // DMARC alignment: the signing domain is the From address's.
    expect(result!.status.aligned).toBe('example.com');
    // RFC 8058: both unsubscribe headers must be covered by the signature.
    const signed = String(result!.signingHeaders!.keys).toLowerCase();
    expect(signed).toMatch(/\blist-unsubscribe\b/);
    expect(signed).toMatch(/\blist-unsubscribe-post\b/);
    expect(signed).toMatch(/\bfrom\b/);
  });

  it('yields a signature the verifier rejects once the body is changed in transit', async () => {
    const mailer = mailerFor({ MAIL_FROM: 'news@example.com', ...dkimEnv });
    await mailer.send(newsletter);
    const raw = smtp.received.at(-1)!.raw;
    const tampered = raw.replace('Leia o artigo novo.', 'Leia o artigo falso.');
    expect(tampered).not.toBe(raw);
    const [result] = await keys.verify(tampered);
    expect(result!.status.result).not.toBe('pass');
  });

  it('signs with a key given as a one-line PEM (\\n escapes) and sends unsigned without DKIM settings', async () => {
    await mailerFor({ MAIL_FROM: 'news@example.com', ...dkimEnv, DKIM_PRIVATE_KEY: keys.privatePem.replace(/\n/g, '\\n') }).send(
      newsletter,
    );
    expect((await keys.verify(smtp.received.at(-1)!.raw))[0]!.status.result).toBe('pass');

    await mailerFor({ MAIL_FROM: 'news@example.com' }).send(newsletter);
    expect(smtp.received.at(-1)!.raw).not.toMatch(/^DKIM-Signature:/im);
  });

  it('warns at start-up when the sender is outside the DKIM domain (DMARC would fail)', () => {
    const logger = createMemoryLogger();
    createMailer(parseEnv({ SMTP_URL: smtp.url, CONTACT_TO: 'e@example.com', MAIL_FROM: 'news@other.example', ...dkimEnv }).mail, logger);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/DMARC/) })]);
    const quiet = createMemoryLogger();
    createMailer(
      parseEnv({ SMTP_URL: smtp.url, CONTACT_TO: 'e@example.com', MAIL_FROM: 'news@lists.example.com', ...dkimEnv }).mail,
      quiet,
    );
    expect(quiet.entries).toEqual([]);
  });

  it('refuses a header value with a line break before anything is sent', async () => {
    const count = smtp.received.length;
    const mailer = mailerFor({});
    await expect(mailer.send({ ...newsletter, headers: { 'X-Campaign': 'a\r\nBcc: victim@example.com' } })).rejects.toThrow(TypeError);
    expect(smtp.received).toHaveLength(count);
  });
});

describe('failures', () => {
  it('reports a 5xx refusal of the recipient as permanent', async () => {
    const error = await failureOf(mailerFor({}).send({ ...newsletter, to: 'gone@example.org' }));
    expect(error).toMatchObject({ permanent: true, responseCode: 550 });
  });

  it('reports a 4xx refusal as temporary', async () => {
    const error = await failureOf(mailerFor({}).send({ ...newsletter, to: 'full@example.org' }));
    expect(error).toMatchObject({ permanent: false, responseCode: 452 });

    const refusing = await startSmtpServer({ reject: true });
    const settings = parseEnv({ SMTP_URL: refusing.url, CONTACT_TO: 'e@example.com' }).mail;
    const mailer = createMailer(settings, createMemoryLogger())!;
    try {
      const afterData = await failureOf(mailer.send(newsletter));
      expect(afterData).toMatchObject({ permanent: false, responseCode: 450 });
    } finally {
      // The pool's idle connection would hold the server's close until its socket timeout.
      mailer.close();
      await refusing.close();
    }
  });

  it('reports an unreachable server as temporary, with no reply code', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const settings = parseEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'e@example.com' }).mail;
    const mailer = createMailer(settings, createMemoryLogger())!;
    opened.push(mailer);
    const error = await failureOf(mailer.send(newsletter));
    expect(error).toMatchObject({ permanent: false, responseCode: undefined });
  });
});

describe('the contact form and invitations send through it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, CONTACT_TO: 'editors@example.com', MAIL_FROM: 'site@example.com', ...dkimEnv },
    });
  });
  afterAll(async () => ctx.close());

  it('signs a contact message and an invitation with the site key', async () => {
    const contact = await ctx.app.request('/api/functions/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ name: 'Ana Souza', email: 'ana@example.org', subject: 'Parceria', message: 'Olá, equipe.' }),
    });
    expect(await json(contact)).toMatchObject({ success: true, delivered: true });
    const contactMail = smtp.received.at(-1)!;
    expect(contactMail.to).toEqual(['editors@example.com']);
    expect(contactMail.from).toBe('site@example.com');
    expect((await keys.verify(contactMail.raw))[0]!.status).toMatchObject({ result: 'pass', aligned: 'example.com' });

    const admin = await signIn(ctx);
    const invitation = await ctx.app.request('/api/admin/team/invitations', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'writer@example.org', role: 'author' }),
    });
    expect(await json(invitation)).toMatchObject({ mailed: true });
    const invitationMail = smtp.received.at(-1)!;
    expect(invitationMail.to).toEqual(['writer@example.org']);
    expect((await keys.verify(invitationMail.raw))[0]!.status).toMatchObject({ result: 'pass', aligned: 'example.com' });
  });

  it('name the site as its owner named it (Configurações)', async () => {
    const admin = await signIn(ctx);
    const headers = { ...admin.headers, 'Content-Type': 'application/json' };
    const { settings } = await json(await ctx.app.request('/api/admin/settings', { headers }));
    const saved = await ctx.app.request('/api/admin/settings', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...settings, name: { en: 'Good Living', pt: 'Viver Bem' } }),
    });
    expect(saved.status).toBe(200);

    await ctx.app.request('/api/functions/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ name: 'Ana Souza', email: 'ana@example.org', subject: 'Parceria', message: 'Olá.', language: 'pt' }),
    });
    expect(readable(smtp.received.at(-1)!.raw)).toMatch(/^Subject: \[Viver Bem · Contato\] Parceria$/m);

    await ctx.app.request('/api/admin/team/invitations', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'second-writer@example.org', role: 'author' }),
    });
    // One language per invitation (the inviter's, Portuguese here), with the site's name in it.
    const invitation = readable(smtp.received.at(-1)!.raw);
    expect(invitation).toMatch(/^Subject: Convite para a equipe Viver Bem$/m);
    expect(invitation).toContain('Você foi convidado(a) para o painel de Viver Bem como autor(a).');

    await ctx.app.request('/api/admin/team/invitations', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'third-writer@example.org', role: 'editor', idioma_interface: 'en' }),
    });
    const english = readable(smtp.received.at(-1)!.raw);
    expect(english).toMatch(/^Subject: Invitation to the Good Living team$/m);
    expect(english).toContain('You have been invited to the Good Living back office as an editor.');
  });
});

/** A raw message as a person reads it: headers unfolded, encoded words and quoted-printable decoded. */
function readable(raw: string): string {
  const bytes = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  return raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : bytes(text.replace(/_/g, ' '))).toString('utf8'),
    )
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/gi, (run) => bytes(run).toString('utf8'));
}
