/**
 * Mail settings (functions/env.ts, functions/mail/settings.ts): the sender's fallbacks, and
 * DKIM all three or none, with a start-up error naming the variable and never the key.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../functions/env.ts';

const pem = (type: 'rsa' | 'ed25519', modulusLength = 2048) =>
  (type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength }) : generateKeyPairSync('ed25519')).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();
const rsaKey = pem('rsa');
const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_TO: 'editors@example.com' };
const dkim = { DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: rsaKey };

describe('the sender', () => {
  it('is MAIL_FROM, else CONTACT_FROM (its older name), else no-reply@localhost', () => {
    // The connections a newsletter send keeps busy: NEWSLETTER_CONCURRENCY, 1 by default (decision 087).
    expect(parseEnv(smtp).mail).toEqual({ smtpUrl: smtp.SMTP_URL, from: 'no-reply@localhost', dkim: null, connections: 1 });
    expect(parseEnv({ ...smtp, NEWSLETTER_CONCURRENCY: '8' }).mail?.connections).toBe(8);
    expect(parseEnv({ ...smtp, CONTACT_FROM: 'site@example.com' }).mail?.from).toBe('site@example.com');
    const both = parseEnv({ ...smtp, CONTACT_FROM: 'contact@example.com', MAIL_FROM: 'news@example.com' });
    expect(both.mail?.from).toBe('news@example.com');
    // The contact form keeps its own sender when it has one.
    expect(both.CONTACT_FROM).toBe('contact@example.com');
  });

  it('means nothing is mailed without SMTP_URL', () => {
    expect(parseEnv({ MAIL_FROM: 'news@example.com', ...dkim }).mail).toBeNull();
  });

  it('must be an address', () => {
    expect(() => parseEnv({ MAIL_FROM: 'news' })).toThrowError(/MAIL_FROM="news": must be an e-mail address/);
  });
});

describe('DKIM settings', () => {
  it('sign when all three are set, with the key as PEM or as the path of a PEM file', () => {
    expect(parseEnv({ ...smtp, ...dkim }).mail?.dkim).toEqual({ domainName: 'example.com', keySelector: 'mail2026', privateKey: rsaKey });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dkim-')), 'mail2026.pem');
    writeFileSync(file, rsaKey);
    expect(parseEnv({ ...smtp, ...dkim, DKIM_PRIVATE_KEY: file }).mail?.dkim?.privateKey).toBe(rsaKey);
    expect(parseEnv({ ...smtp, ...dkim, DKIM_PRIVATE_KEY: rsaKey.replace(/\n/g, '\\n') }).mail?.dkim?.privateKey).toBe(rsaKey);
  });

  it('stop the start naming each missing variable when only some are set', () => {
    expect(() => parseEnv({ ...smtp, DKIM_DOMAIN: 'example.com' })).toThrowError(EnvError);
    expect(() => parseEnv({ ...smtp, DKIM_DOMAIN: 'example.com' })).toThrowError(
      /^Invalid configuration:\n {2}DKIM_SELECTOR, DKIM_PRIVATE_KEY: missing; /,
    );
    const { DKIM_PRIVATE_KEY: _key, ...withoutKey } = dkim;
    expect(() => parseEnv({ ...smtp, ...withoutKey })).toThrowError(/^Invalid configuration:\n {2}DKIM_PRIVATE_KEY: missing; [^\n]+$/);
  });

  it('refuse a key that cannot sign, naming DKIM_PRIVATE_KEY without echoing it', () => {
    const cases: [string, RegExp][] = [
      ['/nonexistent/dkim.pem', /DKIM_PRIVATE_KEY: must be a PEM private key or the path of a readable PEM file \(ENOENT\)/],
      ['-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----', /DKIM_PRIVATE_KEY: is not a PEM private key/],
      [pem('ed25519'), /DKIM_PRIVATE_KEY: must be an RSA key of at least 1024 bits/],
      [pem('rsa', 512), /DKIM_PRIVATE_KEY: must be an RSA key of at least 1024 bits .*rsa 512/],
    ];
    for (const [value, message] of cases) {
      let error: unknown;
      try {
        parseEnv({ ...smtp, ...dkim, DKIM_PRIVATE_KEY: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(message);
      for (const keyLine of value.split('\n').filter((line) => !line.startsWith('-----') && line.length > 8)) {
        expect((error as Error).message).not.toContain(keyLine);
      }
    }
  });

  it('check the domain and selector names', () => {
    expect(() => parseEnv({ ...dkim, DKIM_DOMAIN: 'https://example.com' })).toThrowError(
      /DKIM_DOMAIN="https:\/\/example.com": must be a domain name/,
    );
    expect(() => parseEnv({ ...dkim, DKIM_SELECTOR: 'mail 2026' })).toThrowError(/DKIM_SELECTOR="mail 2026": must be a DNS label/);
  });
});
