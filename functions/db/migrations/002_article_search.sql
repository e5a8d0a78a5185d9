-- Full-text search over published articles in both languages, accents ignored: used by the
-- site chat assistant. Titles weigh most, then the meta description, then the body text.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is STABLE (its dictionary could change); a generated column needs IMMUTABLE.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

ALTER TABLE articles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', immutable_unaccent(titulo)), 'A') ||
  setweight(to_tsvector('portuguese', immutable_unaccent(titulo)), 'A') ||
  setweight(to_tsvector('english', immutable_unaccent(meta_descricao)), 'B') ||
  setweight(to_tsvector('portuguese', immutable_unaccent(meta_descricao)), 'B') ||
  setweight(to_tsvector('english', immutable_unaccent(regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g'))), 'C') ||
  setweight(to_tsvector('portuguese', immutable_unaccent(regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g'))), 'C')
) STORED;

CREATE INDEX articles_search_idx ON articles USING gin (search_vector) WHERE status = 'publicado';
