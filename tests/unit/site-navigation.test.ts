import { describe, it, expect } from 'vitest';
import {
  FOOTER_CATEGORIES,
  HEADER_NAV,
  articleHref,
  categoryFilterHref,
  categoryPageHref,
  isActiveNavItem,
} from '../../src/lib/navigation.ts';
import { shareLinks } from '../../src/lib/share.ts';

const item = (href: string) => HEADER_NAV.find((entry) => entry.href === href)!;

describe('navigation', () => {
  it('lists the specification header links in order', () => {
    expect(HEADER_NAV.map((entry) => entry.href)).toEqual([
      '/',
      '/artigos',
      '/products',
      '/interactive-ebooks',
      '/life-coach',
      '/sobre',
      '/contato',
    ]);
    expect(FOOTER_CATEGORIES).toEqual(['saude', 'dinheiro', 'relacionamentos', 'tecnologia', 'culinaria']);
  });

  it('marks home only on the home page', () => {
    expect(isActiveNavItem(item('/'), '/')).toBe(true);
    expect(isActiveNavItem(item('/'), '/artigos')).toBe(false);
  });

  it('marks a section on its pages and sub-pages, not on look-alikes', () => {
    expect(isActiveNavItem(item('/artigos'), '/artigos')).toBe(true);
    expect(isActiveNavItem(item('/artigos'), '/artigos/foo')).toBe(true);
    expect(isActiveNavItem(item('/artigos'), '/categoria/saude')).toBe(true);
    expect(isActiveNavItem(item('/artigos'), '/artigosx')).toBe(false);
    expect(isActiveNavItem(item('/sobre'), '/artigos')).toBe(false);
  });

  it('marks nothing on a page without a path (404)', () => {
    expect(HEADER_NAV.some((entry) => isActiveNavItem(entry, null))).toBe(false);
  });

  it('builds the canonical article, category and filter links', () => {
    expect(articleHref('a-b')).toBe('/artigos/a-b');
    expect(categoryPageHref('culinaria')).toBe('/categoria/culinaria');
    expect(categoryFilterHref('saude')).toBe('/artigos?categoria=saude');
  });
});

describe('shareLinks', () => {
  it('carries the title and the URL to each network', () => {
    const links = shareLinks('Pão & café', 'https://bemviver.example/pt/artigos/pao');
    expect(links.map((link) => link.network)).toEqual(['whatsapp', 'x', 'facebook']);
    const [whatsapp, x, facebook] = links.map((link) => new URL(link.href));
    expect(whatsapp!.origin).toBe('https://wa.me');
    expect(whatsapp!.searchParams.get('text')).toBe('Pão & café https://bemviver.example/pt/artigos/pao');
    expect(x!.pathname).toBe('/intent/tweet');
    expect(x!.searchParams.get('text')).toBe('Pão & café');
    expect(x!.searchParams.get('url')).toBe('https://bemviver.example/pt/artigos/pao');
    expect(facebook!.pathname).toBe('/sharer/sharer.php');
    expect(facebook!.searchParams.get('u')).toBe('https://bemviver.example/pt/artigos/pao');
  });
});
