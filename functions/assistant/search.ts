/**
 * Finds published articles for a free-text chat message with PostgreSQL full-text search in
 * the language each article is written in, accents ignored (see migration 010), and suggests
 * only those that clear a relevance floor: a question that matches nothing specific gets no
 * suggestion rather than an unrelated one (issue 22; docs/decisions/046).
 *
 * How relevance is judged: each word of the message weighs by how rare it is among the
 * published articles of a language (a word in a quarter of them or more says nothing about a
 * topic: "better", "how"), unless it is in few titles and descriptions; it counts fully in an article's title or description, a
 * little in its body. An article is suggested when a specific word is in its title or
 * description, or two are in its body, and its score is at least half of the best one, with as many specific words in its title or description as the best
 * match has ("morning walk for beginners" is not about a bread for beginners). The
 * chat's own language comes first, and an article found in the other language is suggested
 * as its translation when the chat's language has one (docs/decisions/013).
 */
import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../src/i18n/locales.ts';
import type { AssistantArticle } from '../ai/provider.ts';
import type { Database } from '../db/schema.ts';

const MAX_TERMS = 16;
/** How many of the newest matching articles are ranked for relevance. */
const RANKED_CANDIDATES = 200;
/** A word in more than this share of a language's published articles is not specific. */
export const SPECIFIC_SHARE = 0.25;
/** A word in this share of titles and descriptions or fewer is specific, however common in bodies ("say", "work"). */
export const SPECIFIC_TITLE_SHARE = 0.1;
/** Below this share of the best suggestion's score, an article is not suggested. */
export const RELATIVE_FLOOR = 0.5;
/** How much a word found only in an article's body counts, against its title or description. */
const BODY_WEIGHT = 0.3;

/**
 * Words a chat question is made of whatever its topic, dropped before searching. The
 * languages' own stop-word lists keep "how", "can", "como" and "fazer".
 */
const FILLER = new Set(
  [
    // English
    'how can could would should want need help please tell know get make like good better best way ways tips thing',
    'things something anything about any some what why when where which who does did doing really much many more most',
    'give show find look looking article articles thanks thank idea ideas today now',
    // Portuguese
    'como quero queria gostaria preciso posso pode fazer faco ajuda ajudar dica dicas melhor melhores bom boa coisa',
    'coisas algo sobre qual quais quando onde porque por que mais muito muita jeito forma saber ter ser estar artigo',
    'artigos obrigado obrigada voce mim minha meu ideia ideias hoje agora',
  ].flatMap((line) => line.split(' ')),
);

export interface AssistantSuggestion extends AssistantArticle {
  idioma: Locale;
}

/** The message's words as safe tsquery terms: accent-free, lowercase, letters and digits only, no filler. */
export function searchTerms(message: string): string[] {
  const words = message
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && word.length <= 40 && !FILLER.has(word));
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
  // Each language's configuration drops its own stop words (their query is empty and matches
  // nothing). Ranking reads each candidate's vectors, so only the newest matches are ranked,
  // and a word's rarity is one index count per word and language: the cost stays bounded on
  // large sites.
  const { rows } = await sql<AssistantSuggestion>`
    WITH words AS (
      SELECT w.term, l.idioma,
             CASE l.idioma WHEN 'pt' THEN to_tsquery('portuguese', w.term) ELSE to_tsquery('english', w.term) END AS q
      FROM unnest(${terms}::text[]) AS w(term) CROSS JOIN (VALUES ('en'), ('pt')) AS l(idioma)
      -- A stop word of either language is dropped for both: "the" is no topic in a Portuguese text.
      WHERE numnode(to_tsquery('english', w.term)) > 0 AND numnode(to_tsquery('portuguese', w.term)) > 0
    ),
    sizes AS (
      SELECT idioma, count(*) AS n FROM articles WHERE status = 'publicado' GROUP BY idioma
    ),
    weights AS (
      SELECT w.term, w.idioma, w.q, s.n,
             (SELECT count(*) FROM articles a WHERE a.status = 'publicado' AND a.idioma = w.idioma AND a.search_vector @@ w.q) AS df,
             (SELECT count(*) FROM articles a
               WHERE a.status = 'publicado' AND a.idioma = w.idioma AND a.list_search_vector @@ w.q) AS df_title
      FROM words w JOIN sizes s ON s.idioma = w.idioma
    ),
    scored_words AS (
      SELECT term, idioma, q, ln(n::float8 / df) AS idf,
             df <= greatest(1, ${SPECIFIC_SHARE}::float8 * n) OR df_title <= greatest(1, ${SPECIFIC_TITLE_SHARE}::float8 * n) AS specific
      FROM weights WHERE df > 0
    ),
    candidates AS (
      SELECT DISTINCT a.id, a.data_publicacao
      FROM scored_words w JOIN articles a ON a.idioma = w.idioma AND a.status = 'publicado' AND a.search_vector @@ w.q
      ORDER BY a.data_publicacao DESC
      LIMIT ${RANKED_CANDIDATES}
    ),
    ranked AS (
      SELECT a.id, a.idioma, a.grupo_traducao,
             sum(w.idf * CASE WHEN a.list_search_vector @@ w.q THEN 1 ELSE ${BODY_WEIGHT}::float8 END) AS score,
             count(*) FILTER (WHERE w.specific AND a.list_search_vector @@ w.q) AS specific_in_title,
             count(*) FILTER (WHERE w.specific) AS specific_anywhere
      FROM candidates c
      JOIN articles a ON a.id = c.id
      JOIN scored_words w ON w.idioma = a.idioma AND a.search_vector @@ w.q
      GROUP BY a.id, a.idioma, a.grupo_traducao
    ),
    relevant AS (
      SELECT * FROM ranked WHERE specific_in_title >= 1 OR specific_anywhere >= 2
    ),
    floored AS (
      SELECT * FROM relevant
      WHERE score >= ${RELATIVE_FLOOR}::float8 * (SELECT max(score) FROM relevant)
        AND specific_in_title >= (SELECT max(specific_in_title) FROM relevant)
    ),
    shown AS (
      SELECT DISTINCT ON (COALESCE(t.id, r.id)) COALESCE(t.id, r.id) AS id, r.score
      FROM floored r
      LEFT JOIN articles t
        ON r.idioma <> ${locale} AND t.grupo_traducao = r.grupo_traducao
       AND t.idioma = ${locale} AND t.status = 'publicado'
      ORDER BY COALESCE(t.id, r.id), r.score DESC
    )
    SELECT a.id, a.slug, a.idioma, a.titulo, a.categoria, a.meta_descricao
    FROM shown s JOIN articles a ON a.id = s.id
    ORDER BY (a.idioma = ${locale}) DESC, s.score DESC, a.data_publicacao DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}
