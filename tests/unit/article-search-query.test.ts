import { describe, expect, it } from 'vitest';
import { likePattern, prefixQuery, searchWords } from '../../functions/articles/public/search-query.ts';
import { searchTerms } from '../../functions/assistant/search.ts';

describe('the list search’s words', () => {
  it('folds accents and case, and keeps only letters and digits', () => {
    expect(searchWords('Orçamentos  FAMILIARES!')).toEqual(['orcamentos', 'familiares']);
    expect(searchWords("it's a:b|c & d")).toEqual(['it', 's', 'a', 'b', 'c', 'd']);
  });

  it('every word must match, each as a stem prefix (a half-typed word still finds)', () => {
    expect(prefixQuery('sleep routi')).toBe('sleep:* & routi:*');
    expect(prefixQuery(' ¿! ')).toBeNull();
  });

  it('drops repeats and caps the words, so a pasted paragraph stays a small query', () => {
    expect(searchWords('a a a')).toEqual(['a']);
    expect(searchWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(8);
    expect(searchWords(`${'x'.repeat(41)} ok`)).toEqual(['ok']);
  });

  it('the substring pattern escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('Pão\nCaseiro')).toBe('%pao caseiro%');
  });
});

describe('the chat assistant’s words', () => {
  it('keeps words of 3 to 40 letters, accent-free', () => {
    expect(searchTerms('Como fazer orçamentos em família?')).toEqual(['como', 'fazer', 'orcamentos', 'familia']);
  });
});
