import { describe, expect, it } from 'vitest';
import { sameSitePath } from '../../functions/site/same-site-path.ts';

describe('sameSitePath: a redirect target that stays on this site', () => {
  it.each([
    ['/artigos/', '/artigos'],
    ['/pt/', '/pt'],
    ['/', '/'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/%5Cevil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/evil.example'],
    ['/\t/evil.example/', '/%09/evil.example'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['/./artigos/./x/', '/artigos/x'],
    ['/artigos/p%C3%A3o-de-queijo/', '/artigos/p%C3%A3o-de-queijo'],
    ['/artigos/pão/', '/artigos/p%C3%A3o'],
    ['/%E0%A4%A/', '/%25E0%25A4%25A'],
    // Already in the form the function gives (returned at once): the same result as the long way.
    ['/artigos/a-b_c.d~e', '/artigos/a-b_c.d~e'],
    ['/pt/artigos/x2', '/pt/artigos/x2'],
    ['/...', '/...'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['/a/..', '/'],
    ['/a/.', '/a'],
  ])('%s → %s', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });
});
