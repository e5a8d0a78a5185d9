-- An article's three search columns (migrations 004 and 010: search_vector, list_search_vector,
-- search_text) were generated columns, and PostgreSQL computes a stored generated column again
-- on EVERY update of its row, whatever the update changes: a status change, a translation link,
-- the change counter a product's write bumps. Each time that was to_tsvector over the whole
-- body (about 3 ms for a 10 KB body on the embedded database, docs/decisions/093); an imported
-- translation pair paid it three times (two inserts and the original joining the group).
-- They become ordinary columns (DROP EXPRESSION keeps every row's value) kept by a trigger that
-- computes them with the same expressions on insert, and on update only when the title, the
-- meta description, the body or the language changed. Searches and indexes are unchanged.
-- The columns are marked "derived" so that backups leave them out as before (they were
-- generated): a restore's inserts compute them again through the trigger.

ALTER TABLE articles ALTER COLUMN search_vector DROP EXPRESSION;
ALTER TABLE articles ALTER COLUMN list_search_vector DROP EXPRESSION;
ALTER TABLE articles ALTER COLUMN search_text DROP EXPRESSION;

COMMENT ON COLUMN articles.search_vector IS 'derived: articles_search_columns()';
COMMENT ON COLUMN articles.list_search_vector IS 'derived: articles_search_columns()';
COMMENT ON COLUMN articles.search_text IS 'derived: articles_search_columns()';

CREATE OR REPLACE FUNCTION articles_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig;
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.titulo IS NOT DISTINCT FROM OLD.titulo
     AND NEW.meta_descricao IS NOT DISTINCT FROM OLD.meta_descricao
     AND NEW.conteudo_html IS NOT DISTINCT FROM OLD.conteudo_html
     AND NEW.idioma IS NOT DISTINCT FROM OLD.idioma THEN
    -- Nothing they are made of changed: the row keeps them (nobody else writes them).
    NEW.search_vector := OLD.search_vector;
    NEW.list_search_vector := OLD.list_search_vector;
    NEW.search_text := OLD.search_text;
    RETURN NEW;
  END IF;
  config := CASE NEW.idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END;
  NEW.search_vector :=
    setweight(to_tsvector(config, immutable_unaccent(NEW.titulo)), 'A') ||
    setweight(to_tsvector(config, immutable_unaccent(NEW.meta_descricao)), 'B') ||
    setweight(to_tsvector(config, immutable_unaccent(regexp_replace(NEW.conteudo_html, '<[^>]*>', ' ', 'g'))), 'C');
  NEW.list_search_vector := to_tsvector(config, immutable_unaccent(NEW.titulo || ' ' || NEW.meta_descricao));
  NEW.search_text := immutable_unaccent(lower(NEW.titulo)) || E'\n' || immutable_unaccent(lower(NEW.meta_descricao));
  RETURN NEW;
END
$$;

CREATE TRIGGER articles_search_columns BEFORE INSERT OR UPDATE ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_search_columns();
