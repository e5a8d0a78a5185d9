/**
 * Finds published articles for a free-text message with PostgreSQL full-text search in
 * English and Portuguese, accents ignored (see migration 002). Any word may match; the
 * best-ranked articles come first.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AssistantArticle } from '../ai/provider.ts';

const MAX_TERMS = 16;
/** How many of the newest matching articles are ranked for relevance. */
const RANKED_CANDIDATES = 200;

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

export async function searchPublishedArticles(db: Kysely<Database>, message: string, limit = 3): Promise<AssistantArticle[]> {
  const terms = searchTerms(message);
  if (terms.length === 0) return [];
  // A word that is a stop word in either language ("how", "para") would match everything in
  // the other one, so only words meaningful in both take part. Ranking reads each candidate's
  // whole vector, so only the newest matches are ranked: the cost stays bounded on large sites.
  const { rows } = await sql<AssistantArticle>`
    WITH q AS (
      SELECT to_tsquery('english', string_agg(t, ' | ')) || to_tsquery('portuguese', string_agg(t, ' | ')) AS query
      FROM unnest(${terms}::text[]) AS t
      WHERE to_tsvector('english', t) <> ''::tsvector AND to_tsvector('portuguese', t) <> ''::tsvector
    ),
    candidates AS (
      SELECT a.id
      FROM articles a, q
      WHERE a.status = 'publicado' AND q.query IS NOT NULL AND a.search_vector @@ q.query
      ORDER BY a.data_publicacao DESC
      LIMIT ${RANKED_CANDIDATES}
    )
    SELECT a.id, a.slug, a.titulo, a.categoria, a.meta_descricao
    FROM candidates c JOIN articles a ON a.id = c.id, q
    ORDER BY ts_rank_cd(a.search_vector, q.query) DESC, a.data_publicacao DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}
