import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../functions/content/queries.ts';
import { EnvError, parseEnv } from '../../functions/env.ts';
import { localeFromAcceptLanguage } from '../../functions/lib/locale.ts';
import { preferredEncoding } from '../../functions/site/send-file.ts';

describe('localeFromAcceptLanguage', () => {
  it('picks Portuguese when it is preferred', () => {
    expect(localeFromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(localeFromAcceptLanguage('en;q=0.5, pt;q=0.9')).toBe('pt');
  });
  it('falls back to English', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en-US,pt;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('pt;q=0')).toBe('en');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('article cursors', () => {
  it('round-trips', () => {
    const cursor = { publishedAt: '2026-03-04T10:00:00.000Z', id: '6f1c2a1e-6d2e-4a4b-9b1f-1a2b3c4d5e6f' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });
  it('rejects anything it did not write', () => {
    expect(decodeCursor('garbage')).toBeNull();
    expect(decodeCursor(Buffer.from('not-a-date|x').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from("2026-01-01T00:00:00Z|1' or 1=1").toString('base64url'))).toBeNull();
  });
});

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.siteUrl).toBe('http://127.0.0.1:4321');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrowError(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrowError(/PORT="eighty"/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrowError(/LOG_LEVEL/);
    expect(() => parseEnv({ SITE_URL: 'javascript:alert(1)' })).toThrowError(/SITE_URL/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(4321);
  });
});

describe('failureSummary', () => {
  it('finds the reason Astro prints before its location and stack', async () => {
    const { failureSummary } = await import('../../functions/site/astro-build.ts');
    expect(
      failureSummary([
        'building…',
        'Cannot reach the content API at CONTENT_API_URL=x',
        '  Location:',
        '    /a.js:1',
        '  Stack trace:',
        '    at f (/b.js:2)',
      ]),
    ).toBe('Cannot reach the content API at CONTENT_API_URL=x');
    expect(failureSummary(['[ERROR] Something failed', '    at f (/b.js:2)', '    at g (/c.js:3)'])).toBe('[ERROR] Something failed');
    expect(failureSummary(['one', 'two', 'three', 'four'])).toBe('two | three | four');
  });
});
