-- The articles list searches titles and meta descriptions, ignoring case and accents, for
-- any part of a word: trigram indexes keep that fast on large sites.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX articles_titulo_trgm_idx ON articles
  USING gin (immutable_unaccent(lower(titulo)) gin_trgm_ops) WHERE status = 'publicado';
CREATE INDEX articles_meta_trgm_idx ON articles
  USING gin (immutable_unaccent(lower(meta_descricao)) gin_trgm_ops) WHERE status = 'publicado';
