import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../../src/lib/reading-time.ts';

describe('reading time', () => {
  it('counts words after stripping tags', () => {
    expect(countWords('<h2>Hello world</h2><p>One <strong>two</strong> three.</p>')).toBe(5);
  });

  it('does not count markup, scripts or lone punctuation as words', () => {
    expect(countWords('<p>Real words</p><script>var a = 1;</script><p> — </p>')).toBe(2);
  });

  it('is words / 200 rounded up', () => {
    const words = (n: number) => `<p>${'word '.repeat(n)}</p>`;
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('is zero for empty content and at least one for any text', () => {
    expect(readingMinutes('')).toBe(0);
    expect(readingMinutes('<p></p>')).toBe(0);
    expect(readingMinutes('<p>hi</p>')).toBe(1);
  });
});
