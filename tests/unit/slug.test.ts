import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, uniqueSlug } from '../../src/lib/slug.ts';

describe('slugify (back-office spec section 5)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Ten Minute Morning Routine')).toBe('ten-minute-morning-routine');
  });

  it('removes accents', () => {
    expect(slugify('Orçamento Doméstico: Educação Financeira')).toBe('orcamento-domestico-educacao-financeira');
    expect(slugify('Pão de Queijo à Mineira')).toBe('pao-de-queijo-a-mineira');
  });

  it('drops characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify('5 Tips (That Work!) for $100 & Less?')).toBe('5-tips-that-work-for-100-less');
  });

  it('collapses repeated spaces and hyphens', () => {
    expect(slugify('a  --  b   c')).toBe('a-b-c');
  });

  it('trims hyphens at the ends and falls back when nothing is left', () => {
    expect(slugify('  -- Hello --  ')).toBe('hello');
    expect(slugify('!!!')).toBe('artigo');
    expect(slugify('')).toBe('artigo');
  });

  it('never exceeds the maximum length and does not end on a hyphen', () => {
    const slug = slugify(`${'word '.repeat(60)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('budget', new Set(['other']))).toBe('budget');
  });

  it('adds the first free numeric suffix on collision', () => {
    expect(uniqueSlug('budget', new Set(['budget']))).toBe('budget-2');
    expect(uniqueSlug('budget', new Set(['budget', 'budget-2', 'budget-3']))).toBe('budget-4');
  });

  it('stays within the maximum length with a suffix', () => {
    const long = 'a'.repeat(MAX_SLUG_LENGTH);
    const next = uniqueSlug(long, new Set([long]));
    expect(next.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(next.endsWith('-2')).toBe(true);
  });
});
