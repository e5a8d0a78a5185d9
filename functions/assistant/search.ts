/**
 * Finds published articles for a free-text message with PostgreSQL full-text search in the
 * language each article is written in, accents ignored (see migration 010). Any word may
 * match; the best-ranked articles come first, the chat's own language before the other, and
 * an article found in the other language is suggested as its translation when the chat's
 * language has one (docs/decisions/013).
 */
import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../src/i18n/locales.ts';
import type { AssistantArticle } from '../ai/provider.ts';
import type { Database } from '../db/schema.ts';

const MAX_TERMS = 16;
/** How many of the newest matching articles are ranked for relevance. */
const RANKED_CANDIDATES = 200;

export interface AssistantSuggestion extends AssistantArticle {
  idioma: Locale;
}

/** The message's words as safe tsquery terms: accent-free, lowercase, letters and digits only. */
export function searchTerms(message: string): string[] {
  const words = message
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && word.length <= 40);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

export async function searchPublishedArticles(
  db: Kysely<Database>,
  message: string,
  locale: Locale,
  limit = 3,
): Promise<AssistantSuggestion[]> {
  const terms = searchTerms(message);
  if (terms.length === 0) return [];
  // Each language's configuration drops its own stop words, so "how" cannot match every
  // English text nor "para" every Portuguese one. Ranking reads each candidate's whole
  // vector, so only the newest matches are ranked: the cost stays bounded on large sites.
  const { rows } = await sql<AssistantSuggestion>`
    WITH q AS (
      SELECT to_tsquery('english', ${terms.join(' | ')}) AS en,
             to_tsquery('portuguese', ${terms.join(' | ')}) AS pt
    ),
    candidates AS (
      SELECT a.id
      FROM articles a, q
      WHERE a.status = 'publicado'
        AND ((a.idioma = 'en' AND a.search_vector @@ q.en) OR (a.idioma = 'pt' AND a.search_vector @@ q.pt))
      ORDER BY a.data_publicacao DESC
      LIMIT ${RANKED_CANDIDATES}
    ),
    ranked AS (
      SELECT a.id, a.idioma, a.grupo_traducao,
             ts_rank_cd(a.search_vector, CASE a.idioma WHEN 'pt' THEN q.pt ELSE q.en END) AS rank
      FROM candidates c JOIN articles a ON a.id = c.id, q
    ),
    shown AS (
      SELECT DISTINCT ON (COALESCE(t.id, r.id)) COALESCE(t.id, r.id) AS id, r.rank
      FROM ranked r
      LEFT JOIN articles t
        ON r.idioma <> ${locale} AND t.grupo_traducao = r.grupo_traducao
       AND t.idioma = ${locale} AND t.status = 'publicado'
      ORDER BY COALESCE(t.id, r.id), r.rank DESC
    )
    SELECT a.id, a.slug, a.idioma, a.titulo, a.categoria, a.meta_descricao
    FROM shown s JOIN articles a ON a.id = s.id
    ORDER BY (a.idioma = ${locale}) DESC, s.rank DESC, a.data_publicacao DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}
