/**
 * sanitizeArticleHtml remembers its last results (docs/decisions/102): whatever it remembers or
 * forgets, it answers exactly what sanitize-html answers for the same input with the article
 * options, trimmed.
 */
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_OPTIONS, sanitizeArticleHtml } from '../../functions/articles/sanitize.ts';

const fresh = (html: string) => sanitizeHtml(html, ARTICLE_HTML_OPTIONS).trim();
const hostile = (n: number, size = 0) =>
  `<p onclick="x(${n})">Body ${n} <a href="javascript:y()">a</a> <a href="https://ok.example/${n}" target="_blank">b</a></p>` +
  `<script>z(${n})</script><h1 style="c">T${n}</h1>` +
  '<p>filler</p>'.repeat(size);

describe('sanitizeArticleHtml with its memo', () => {
  it('answers a body seen again the same string sanitize-html gives', () => {
    const body = hostile(1);
    const first = sanitizeArticleHtml(body);
    expect(first).toBe(fresh(body));
    expect(sanitizeArticleHtml(body)).toBe(first);
    // An equal string built apart is the same input.
    expect(sanitizeArticleHtml(`${hostile(1).slice(0, 10)}${hostile(1).slice(10)}`)).toBe(first);
    expect(first).not.toMatch(/onclick|javascript:|<script|<h1|style=/);
  });

  it('stays right past its bounds: many bodies, and bodies too large to keep', () => {
    const bodies = Array.from({ length: 80 }, (_, n) => hostile(n, n % 20 === 0 ? 20_000 : 3));
    for (const body of bodies) expect(sanitizeArticleHtml(body)).toBe(fresh(body));
    // Again, in the other order: the oldest were dropped, the newest are remembered; all answer the same.
    for (const body of [...bodies].reverse()) expect(sanitizeArticleHtml(body)).toBe(fresh(body));
  });

  it('keeps no state a caller can change: its answer is a string, and the next call is unaffected by what was done to it', () => {
    const body = hostile(2);
    let answer = sanitizeArticleHtml(body);
    answer += '<script>later()</script>';
    expect(answer).toContain('<script>');
    expect(sanitizeArticleHtml(body)).toBe(fresh(body));
  });
});
