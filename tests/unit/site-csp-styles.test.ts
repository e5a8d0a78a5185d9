import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { injectedStylesheet, runtimeStyleHashes } from '../../src/lib/csp.ts';

describe('runtime style hashes', () => {
  it('reads the string a bundle passes to __insertCSS', () => {
    const source = 'function __insertCSS(code) {}\n__insertCSS("[data-x]{content:\\"a\\"}.y{color:red}");\n';
    expect(injectedStylesheet(source, 'x.mjs')).toBe('[data-x]{content:"a"}.y{color:red}');
  });

  it('stops with a hint when the call is gone', () => {
    expect(() => injectedStylesheet('export {}', 'sonner/dist/index.mjs')).toThrow(/src\/lib\/csp\.ts/);
  });

  it('hashes the installed toast library’s stylesheet', () => {
    const [hash] = runtimeStyleHashes();
    expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(hash).not.toBe(`sha256-${createHash('sha256').update('').digest('base64')}`);
  });
});
