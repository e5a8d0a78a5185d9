-- The articles list searches titles and meta descriptions, ignoring case and accents, for
-- any part of a word. The folded text is stored once per row (so a search never calls
-- unaccent per row) and a trigram index finds the rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE articles ADD COLUMN search_text text GENERATED ALWAYS AS (
  immutable_unaccent(lower(titulo)) || E'\n' || immutable_unaccent(lower(meta_descricao))
) STORED;

CREATE INDEX articles_search_text_trgm_idx ON articles
  USING gin (search_text gin_trgm_ops) WHERE status = 'publicado';
