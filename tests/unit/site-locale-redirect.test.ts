import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { cspHash, inlineScriptHashes } from '../../src/lib/csp.ts';
import { LOCALE_REDIRECT_SCRIPT } from '../../src/lib/locale-redirect.ts';

interface Visit {
  htmlLang: 'en' | 'pt-BR';
  stored?: string | null;
  languages?: string[];
  search?: string;
  hash?: string;
  storageThrows?: boolean;
}

/** Runs the real inline script against a fake page and reports what it did. */
function visit({ htmlLang, stored = null, languages = ['en-US'], search = '', hash = '', storageThrows = false }: Visit) {
  const storage = new Map<string, string>(stored === null ? [] : [['lang', stored]]);
  const replaced: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const run = new Function('document', 'localStorage', 'navigator', 'location', LOCALE_REDIRECT_SCRIPT);
  run(
    { documentElement: { lang: htmlLang } },
    localStorage,
    { languages, language: languages[0] },
    { search, hash, replace: (url: string) => replaced.push(url) },
  );
  return { replaced, stored: storage.get('lang') ?? null };
}

describe('home page language redirect', () => {
  it('stays on / for an English browser, and stores nothing', () => {
    expect(visit({ htmlLang: 'en', languages: ['en-US', 'pt-BR'] })).toEqual({ replaced: [], stored: null });
  });

  it('sends a Portuguese browser from / to /pt once, remembering it', () => {
    expect(visit({ htmlLang: 'en', languages: ['pt-BR', 'en'] })).toEqual({ replaced: ['/pt'], stored: 'pt' });
  });

  it('reads past languages it does not offer', () => {
    expect(visit({ htmlLang: 'en', languages: ['es-ES', 'pt-PT'] }).replaced).toEqual(['/pt']);
    expect(visit({ htmlLang: 'en', languages: ['es-ES', 'fr'] }).replaced).toEqual([]);
  });

  it('never detects on /pt: a visitor who opened /pt stays there', () => {
    expect(visit({ htmlLang: 'pt-BR', languages: ['en-US'] })).toEqual({ replaced: [], stored: null });
  });

  it('follows a stored choice for the other locale, keeping the query and fragment', () => {
    expect(visit({ htmlLang: 'pt-BR', stored: 'en', search: '?x=1', hash: '#recentes' }).replaced).toEqual(['/?x=1#recentes']);
    expect(visit({ htmlLang: 'en', stored: 'pt', languages: ['en-US'] }).replaced).toEqual(['/pt']);
  });

  it('lets a stored choice win over the browser language', () => {
    expect(visit({ htmlLang: 'en', stored: 'en', languages: ['pt-BR'] }).replaced).toEqual([]);
  });

  it('ignores an unknown stored value and survives blocked storage', () => {
    expect(visit({ htmlLang: 'en', stored: 'fr', languages: ['en'] }).replaced).toEqual([]);
    expect(visit({ htmlLang: 'en', storageThrows: true, languages: ['pt-BR'] }).replaced).toEqual([]);
  });
});

describe('CSP hashes of inline scripts', () => {
  it('is the base64 SHA-256 of the exact source', () => {
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(inlineScriptHashes()).toEqual([`sha256-${createHash('sha256').update(LOCALE_REDIRECT_SCRIPT).digest('base64')}`]);
  });
});
