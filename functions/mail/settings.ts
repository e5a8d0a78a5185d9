/**
 * The mailer's settings as env.ts hands them over, and the DKIM key read from
 * DKIM_PRIVATE_KEY: the PEM itself, or the path of a PEM file (docs/decisions/044).
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface DkimSettings {
  /** The `d=` domain; DMARC passes when it aligns with the From address's domain. */
  domainName: string;
  /** The `s=` selector: the public key is published at `<selector>._domainkey.<domain>`. */
  keySelector: string;
  /** An RSA private key, PEM. */
  privateKey: string;
}

export interface MailSettings {
  smtpUrl: string;
  /** The sender of every message that does not name one (MAIL_FROM, else CONTACT_FROM). */
  from: string;
  dkim: DkimSettings | null;
  /** Pooled SMTP connections at most (NEWSLETTER_CONCURRENCY: a send keeps that many messages in flight); nodemailer's 5 without it. */
  connections?: number;
}

/** Below this, receivers treat a DKIM signature as no signature (RFC 8301). */
const MIN_RSA_BITS = 1024;

/**
 * The PEM in DKIM_PRIVATE_KEY. A value that starts with `-----BEGIN` is the key itself, with
 * its line breaks written as `\n` where an env file allows no real ones; anything else is
 * the path of a PEM file. Throws a message meant to follow the variable's name.
 */
export function readDkimPrivateKey(value: string): string {
  const inline = value.trimStart().startsWith('-----BEGIN');
  let pem: string;
  if (inline) {
    pem = value.replace(/\\n/g, '\n');
  } else {
    try {
      pem = readFileSync(value, 'utf8');
    } catch (error) {
      throw new Error(
        `must be a PEM private key or the path of a readable PEM file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
    }
  }
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${inline ? 'is' : 'names a file that is'} not a PEM private key (write it as -----BEGIN PRIVATE KEY----- …)`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) {
    throw new Error(
      `must be an RSA key of at least ${MIN_RSA_BITS} bits (2048 recommended); this one is ${key.asymmetricKeyType} ${bits || ''}`.trim(),
    );
  }
  return pem;
}
