/** The redirects table's rules (functions/redirects/rules.ts): what is refused, and how a move collapses chains. */
import { describe, expect, it } from 'vitest';
import { collapseMove, redirectRefusal, type StoredRedirect } from '../../functions/redirects/rules.ts';
import { isReservedPath } from '../../src/lib/contracts/redirect.ts';

const none = { fromTarget: null, intoSource: null, sameSource: null };
const r = (from_path: string, to_path: string): StoredRedirect => ({ from_path, to_path });

describe('redirectRefusal', () => {
  it('lets a redirect between two free paths through', () => {
    expect(redirectRefusal('/a', '/b', false, none)).toBeNull();
  });

  it('refuses a redirect to itself before anything else', () => {
    expect(redirectRefusal('/a', '/a', true, { ...none, fromTarget: r('/a', '/b') })).toEqual({ code: 'redirect_to_itself' });
  });

  it('refuses reserved paths', () => {
    expect(redirectRefusal('/api/x', '/b', true, none)).toEqual({ code: 'redirect_reserved_path' });
  });

  it('tells a loop (B→A exists) from a chain after (B→C exists)', () => {
    expect(redirectRefusal('/a', '/b', false, { ...none, fromTarget: r('/b', '/a') })).toEqual({
      code: 'redirect_loop',
      to: '/b',
      from: '/a',
    });
    expect(redirectRefusal('/a', '/b', false, { ...none, fromTarget: r('/b', '/c') })).toEqual({
      code: 'redirect_chain_target',
      to: '/b',
      next: '/c',
    });
  });

  it('refuses a chain before (C→A exists) and a second redirect from one path', () => {
    expect(redirectRefusal('/a', '/b', false, { ...none, intoSource: r('/c', '/a') })).toEqual({
      code: 'redirect_chain_source',
      previous: '/c',
      from: '/a',
      to: '/b',
    });
    expect(redirectRefusal('/a', '/b', false, { ...none, sameSource: r('/a', '/d') })).toEqual({
      code: 'redirect_exists',
      from: '/a',
      current: '/d',
    });
  });
});

describe('collapseMove', () => {
  const add = (from: string, to: string) => r(from, to);
  const chains = (rows: StoredRedirect[]) => rows.filter((row) => rows.some((other) => other.from_path === row.to_path));

  it('A→B then B→C stores A→C and B→C', () => {
    const once = collapseMove([], '/a', '/b', add);
    const twice = collapseMove(once, '/b', '/c', add);
    expect(twice).toEqual([r('/a', '/c'), r('/b', '/c')]);
    expect(chains(twice)).toEqual([]);
  });

  it('moving back drops the loop and the redirect from the page that lives again', () => {
    const rows = collapseMove(collapseMove([], '/a', '/b', add), '/b', '/a', add);
    expect(rows).toEqual([r('/b', '/a')]);
  });

  it('replaces an older redirect leaving the same path, and is a no-op for a path to itself', () => {
    expect(collapseMove([r('/a', '/x')], '/a', '/b', add)).toEqual([r('/a', '/b')]);
    expect(collapseMove([r('/a', '/x')], '/a', '/a', add)).toEqual([r('/a', '/x')]);
  });
});

describe('isReservedPath', () => {
  it('covers the site’s own paths, both home pages and its fixed files, whatever the letter case, and nothing else', () => {
    for (const path of [
      '/',
      '/pt',
      '/PT',
      '/api',
      '/api/x',
      '/ADMIN/x',
      '/media/a.png',
      '/go/1',
      '/_astro/x.css',
      '/sample/og-default.png',
      '/preview/x',
      '/pt/preview/x',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-articles-3.xml',
      '/rss.xml',
      '/pt/rss.xml',
      '/favicon.svg',
      '/favicon.ico',
      '/404',
      '/pt/404',
      '/build-settings.json',
    ])
      expect(isReservedPath(path), path).toBe(true);
    for (const path of ['/apis', '/administrar', '/artigos/x', '/pt/artigos/x', '/ptx', '/gone', '/rss', '/wp-sitemap.xml', '/samples'])
      expect(isReservedPath(path), path).toBe(false);
  });
});
