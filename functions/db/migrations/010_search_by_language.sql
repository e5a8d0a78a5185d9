-- Search that knows the language: each article's search vectors are built with the full-text
-- configuration of the language it is written in (migration 008's idioma), accents ignored,
-- so Portuguese words stem as Portuguese ("orçamentos" finds "Orçamento") and English ones as
-- English ("routines" finds "Routine"). It replaces migration 002's vector, which mixed both
-- configurations on every article, so an English stop word could match a Portuguese text.
DROP INDEX IF EXISTS articles_search_idx;
ALTER TABLE articles DROP COLUMN search_vector;

-- Titles weigh most, then the meta description, then the body text.
ALTER TABLE articles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
    immutable_unaccent(titulo)), 'A') ||
  setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
    immutable_unaccent(meta_descricao)), 'B') ||
  setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
    immutable_unaccent(regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g'))), 'C')
) STORED;

CREATE INDEX articles_search_idx ON articles USING gin (search_vector) WHERE status = 'publicado';

-- The articles list searches titles and meta descriptions only: their own small vector keeps
-- a common word's many matches cheap to find (no body text to read back for each).
ALTER TABLE articles ADD COLUMN list_search_vector tsvector GENERATED ALWAYS AS (
  to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
    immutable_unaccent(titulo || ' ' || meta_descricao))
) STORED;

CREATE INDEX articles_list_search_idx ON articles USING gin (list_search_vector) WHERE status = 'publicado';
