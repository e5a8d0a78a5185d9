/**
 * The articles list's text search, in the language of each article (migration 010): words
 * match by their stem in the article's own full-text configuration, and the last word as a
 * prefix, so "orçamentos" finds "Orçamento" and a half-typed "routi" finds "Routine". A
 * substring of the title or description still matches too (migration 004's trigram index),
 * accents and case ignored, as the list's search always has.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Words of a search as safe tsquery operands: accent-free, lowercase, letters and digits only. */
export function searchWords(search: string): string[] {
  const words = search
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && word.length <= MAX_TERM_LENGTH);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * A to_tsquery text where every word must match as a prefix of a stem (of the title or the
 * meta description: list_search_vector, migration 010); null when the search has no words.
 */
export function prefixQuery(search: string): string | null {
  const words = searchWords(search);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Text for a LIKE pattern over articles.search_text (migration 004): lowercase, accents
 * removed, line breaks folded to spaces (the stored text separates title and description
 * with one), wildcards escaped.
 */
export function likePattern(search: string): string {
  const folded = search
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The WHERE condition of a list search: a stem match in the article's language, or a substring. */
export function listSearchCondition(search: string): Expression<SqlBool> {
  const substring = sql<SqlBool>`search_text LIKE ${likePattern(search)}`;
  const query = prefixQuery(search);
  if (!query) return substring;
  // One condition per language, so each can use the GIN index with its own configuration.
  return sql<SqlBool>`(${substring}
    OR (idioma = 'en' AND list_search_vector @@ to_tsquery('english', ${query}))
    OR (idioma = 'pt' AND list_search_vector @@ to_tsquery('portuguese', ${query})))`;
}
