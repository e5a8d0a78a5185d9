import { describe, it, expect } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { pt } from '../../src/i18n/pt.ts';
import { alternatePath, langParam, pageLocale, localizePath, parseLocalePath, useTranslations } from '../../src/i18n/index.ts';

describe('localizePath', () => {
  it('keeps English at the specification paths', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/artigos/foo', 'en')).toBe('/artigos/foo');
  });

  it('puts Portuguese under /pt without a trailing slash', () => {
    expect(localizePath('/', 'pt')).toBe('/pt');
    expect(localizePath('/sobre', 'pt')).toBe('/pt/sobre');
    expect(localizePath('/artigos/foo/', 'pt')).toBe('/pt/artigos/foo');
  });

  it('keeps the query string and the fragment', () => {
    expect(localizePath('/artigos?categoria=saude', 'pt')).toBe('/pt/artigos?categoria=saude');
    expect(localizePath('/?x=1#recentes', 'pt')).toBe('/pt?x=1#recentes');
  });

  it('never prefixes the back office, the API or assets', () => {
    expect(localizePath('/admin', 'pt')).toBe('/admin');
    expect(localizePath('/admin/novo-artigo', 'pt')).toBe('/admin/novo-artigo');
    expect(localizePath('/api/content/articles', 'pt')).toBe('/api/content/articles');
    expect(localizePath('/sample/og-default.png', 'pt')).toBe('/sample/og-default.png');
  });

  it('leaves anchors and absolute URLs alone', () => {
    expect(localizePath('#categorias', 'pt')).toBe('#categorias');
    expect(localizePath('https://example.com/x', 'pt')).toBe('https://example.com/x');
  });
});

describe('parseLocalePath and alternatePath', () => {
  it('reads the locale and the default-locale path', () => {
    expect(parseLocalePath('/pt')).toEqual({ locale: 'pt', path: '/' });
    expect(parseLocalePath('/pt/artigos/foo')).toEqual({ locale: 'pt', path: '/artigos/foo' });
    expect(parseLocalePath('/artigos/foo')).toEqual({ locale: 'en', path: '/artigos/foo' });
    expect(parseLocalePath('/pt/sobre.html')).toEqual({ locale: 'pt', path: '/sobre' });
    expect(parseLocalePath('/index.html')).toEqual({ locale: 'en', path: '/' });
  });

  it('does not mistake a path that merely starts with pt', () => {
    expect(parseLocalePath('/ptolemy')).toEqual({ locale: 'en', path: '/ptolemy' });
  });

  it('gives the same page in the other locale', () => {
    expect(alternatePath('/pt/artigos/foo', 'en')).toBe('/artigos/foo');
    expect(alternatePath('/artigos/foo', 'pt')).toBe('/pt/artigos/foo');
    expect(alternatePath('/', 'pt')).toBe('/pt');
    expect(alternatePath('/pt', 'en')).toBe('/');
  });
});

describe('route parameters', () => {
  it('maps locales to the [...lang] parameter and back', () => {
    expect(langParam('en')).toBeUndefined();
    expect(langParam('pt')).toBe('pt');
    expect(pageLocale(undefined)).toBe('en');
    expect(pageLocale('')).toBe('en');
    expect(pageLocale('pt')).toBe('pt');
    // The default locale has no prefix, and an unknown one is no page: both answer 404.
    expect(pageLocale('en')).toBeNull();
    expect(pageLocale('fr')).toBeNull();
  });
});

describe('dictionaries', () => {
  it('have exactly the same keys and no empty strings', () => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of [...Object.entries(en), ...Object.entries(pt)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(pt[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('carry the specification texts', () => {
    expect(en['notFound.title']).toBe('Oops! Page not found');
    expect(pt['notFound.title']).toBe('Ops! Página não encontrada');
    expect(pt['article.videoUnsupported']).toBe('Seu navegador não suporta reprodução de vídeo.');
    expect(pt['article.products.cta']).toBe('Ver Produto');
    expect(en['lang.pt']).toBe('Português');
    expect(pt['lang.en']).toBe('English');
  });
});

describe('useTranslations', () => {
  it('fills placeholders and keeps unknown ones', () => {
    const t = useTranslations('pt');
    expect(t('article.by', { author: 'Ana' })).toBe('Por Ana');
    expect(t('article.by')).toBe('Por {author}');
    expect(t.locale).toBe('pt');
  });

  it('picks the plural form (singular only for exactly one)', () => {
    const en = useTranslations('en');
    const pt = useTranslations('pt');
    expect(en.plural('list.count', 1)).toBe('1 article');
    expect(en.plural('list.count', 0)).toBe('0 articles');
    expect(pt.plural('list.count', 0)).toBe('0 artigos');
    expect(pt.plural('list.count', 22)).toBe('22 artigos');
  });
});
