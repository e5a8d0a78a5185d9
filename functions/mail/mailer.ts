/**
 * The one mailer (docs/decisions/044): SMTP through nodemailer to SMTP_URL, signed with DKIM
 * when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set. The contact form, team
 * invitations and newsletters all send through it; without SMTP_URL there is none (null).
 * nodemailer runs on a thread of its own at a lowered priority (smtp-thread.ts, decision 094):
 * a newsletter send's MIME building, signing and SMTP no longer take turns with page requests.
 */
import type { Logger } from '../lib/logger.ts';
import { SmtpThread } from './smtp-thread.ts';
import type { MailSettings } from './settings.ts';

export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  to: string | MailAddress;
  /** Defaults to the configured sender (MAIL_FROM). */
  from?: string | MailAddress;
  replyTo?: string | MailAddress;
  subject: string;
  text: string;
  /** With it the message is multipart/alternative: text and HTML. */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, …); every one of them is DKIM-signed. */
  headers?: Record<string, string>;
}

export interface MailSent {
  messageId: string;
  /** The thread that built and sent it (the SMTP thread's id; the main thread is 0). */
  threadId: number;
}

export interface Mailer {
  /** The configured sender. */
  readonly from: string;
  /** Resolves once the SMTP server accepted the message; rejects with a MailError (mail-error.ts). */
  send(message: MailMessage): Promise<MailSent>;
  /** Closes the pooled SMTP connections (on shutdown), rather than leaving them to time out: ends the SMTP thread; a send still waiting fails as temporary (MailError). The next send starts a new thread. */
  close(): void;
}

/** The header fields RFC 6376 5.4.1 suggests signing, plus RFC 8058's one-click unsubscribe. */
const SIGNED_FIELDS = (
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive'
).split(':');

const HEADER_NAME = /^[!-9;-~]+$/;

function checkHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    // A line break would start a header (or a body) of the caller's choosing.
    if (!HEADER_NAME.test(name) || /[\r\n]/.test(value)) {
      throw new TypeError(`mail header ${JSON.stringify(name)} is not a single header line`);
    }
  }
}

/** The domain DMARC compares: the From address's, relaxed (one may be a subdomain of the other). */
function aligned(from: string, dkimDomain: string): boolean {
  const domain = from.slice(from.lastIndexOf('@') + 1).toLowerCase();
  const signer = dkimDomain.toLowerCase();
  return domain === signer || domain.endsWith(`.${signer}`) || signer.endsWith(`.${domain}`);
}

/**
 * The SMTP thread's nice value (Linux): below the server's, so that a page request waits for no
 * message being built or sent; a lone contact mail does not notice, a send of thousands yields.
 */
const SMTP_THREAD_NICE = 10;

export function createMailer(settings: MailSettings | null, logger: Logger): Mailer | null {
  if (!settings) return null;
  const { dkim } = settings;
  if (dkim && !aligned(settings.from, dkim.domainName)) {
    logger.warn('mail sender is not in the DKIM domain: DMARC will not pass', { from: settings.from, dkimDomain: dkim.domainName });
  }
  // Timeouts here; the same names in SMTP_URL's query string win (nodemailer reads them there too).
  // Pooled: a newsletter send reuses its connections instead of a new SMTP session (connect,
  // EHLO, STARTTLS, AUTH) per message: 12 ms a message into a local sink instead of 127 ms.
  // Idle connections close after socketTimeout. As many connections as a newsletter send keeps
  // messages in flight (decision 087), and no new session every 100 messages (nodemailer's
  // default maxMessages): a send of 10,000 reconnected 100 times for nothing.
  const thread = new SmtpThread({
    transport: {
      url: settings.smtpUrl,
      pool: true,
      maxConnections: Math.max(settings.connections ?? 5, 5),
      maxMessages: Infinity,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    dkim,
    nice: SMTP_THREAD_NICE,
  });
  return {
    from: settings.from,
    async send(message) {
      const headers = message.headers ?? {};
      checkHeaders(headers);
      const fieldNames = [...new Set([...SIGNED_FIELDS, ...Object.keys(headers)])].join(':');
      // Rejects with a MailError (the SMTP thread's failure, or the thread's own end).
      return thread.send(
        {
          from: message.from ?? settings.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers,
        },
        fieldNames,
      );
    },
    close() {
      thread.close();
    },
  };
}
