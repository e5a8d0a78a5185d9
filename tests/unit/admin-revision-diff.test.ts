/** The revision comparison: readable paragraphs out of HTML, and a line diff that keeps order. */
import { describe, expect, it } from 'vitest';
import { diffLines, htmlParagraphs, revisionDiff } from '../../src/admin/features/articles/lib/revision-diff.ts';

describe('htmlParagraphs', () => {
  it('gives the text a reader sees, one block a line', () => {
    expect(
      htmlParagraphs(
        '<h2>Sleep</h2><p>Go to bed <strong>early</strong> &amp; rest.</p><ul><li>One</li><li>Two</li></ul><p><img src="/x.png" alt="A bed"></p>',
      ),
    ).toEqual(['Sleep', 'Go to bed early & rest.', 'One', 'Two', '[A bed]']);
  });
});

describe('diffLines', () => {
  it('marks a changed paragraph as removed then added, and keeps the rest', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'B', 'c', 'd'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'B' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines([], [])).toEqual([]);
  });
});

describe('revisionDiff', () => {
  it('lists only the fields that differ, in order, with products by name', () => {
    const before = { titulo: 'Old', categoria: 'saude', conteudo_html: '<p>Same</p><p>Old line</p>', products: [{ name: 'Mat' }] };
    const after = { titulo: 'New', categoria: 'saude', conteudo_html: '<p>Same</p><p>New line</p>', products: [] };
    const diffs = revisionDiff(before, after, ['titulo', 'categoria', 'conteudo_html', 'products']);
    expect(diffs.map((diff) => diff.field)).toEqual(['titulo', 'conteudo_html', 'products']);
    expect(diffs[0]).toMatchObject({ before: 'Old', after: 'New' });
    expect(diffs[1]!.parts!.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'added', text: 'New line' },
      { kind: 'removed', text: 'Old line' },
    ]);
    expect(diffs[2]).toMatchObject({ before: 'Mat', after: '—' });
  });
});
