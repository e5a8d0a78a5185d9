-- An article's three search columns (migrations 004 and 010: search_vector, list_search_vector,
-- search_text) were generated columns, and PostgreSQL computes a stored generated column again
-- on EVERY update of its row, whatever the update changes: a status change, a translation link,
-- the change counter a product's write bumps. Each time that was to_tsvector over the whole
-- body (about 3 ms for a 10 KB body on the embedded database, docs/decisions/093); an imported
-- translation pair paid it three times (two inserts and the original joining the group).
-- They become ordinary columns (DROP EXPRESSION keeps every row's value) kept by a trigger that
-- computes them with the same expressions on insert, and on update only when the title, the
-- meta description, the body or the language changed. Searches and indexes are unchanged.
-- The columns are marked "derived" with the function that fills them, so that backups leave
-- them out as before (they were generated) and a restore, which loads rows with the triggers
-- off, fills them once after its load (functions/backups/load-database.ts); a bulk load with
-- the triggers off (scripts/bench/generate-articles.ts) calls it too.

ALTER TABLE articles ALTER COLUMN search_vector DROP EXPRESSION;
ALTER TABLE articles ALTER COLUMN list_search_vector DROP EXPRESSION;
ALTER TABLE articles ALTER COLUMN search_text DROP EXPRESSION;

COMMENT ON COLUMN articles.search_vector IS 'derived: articles_fill_search_columns()';
COMMENT ON COLUMN articles.list_search_vector IS 'derived: articles_fill_search_columns()';
COMMENT ON COLUMN articles.search_text IS 'derived: articles_fill_search_columns()';

-- Rows written with the triggers off (a restore, a bulk load) have none: computed here, in one
-- statement. Called with the triggers still off, so no other trigger sees this update.
CREATE OR REPLACE FUNCTION articles_fill_search_columns() RETURNS void LANGUAGE sql AS $$
  UPDATE articles SET
    search_vector =
      setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
        immutable_unaccent(titulo)), 'A') ||
      setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
        immutable_unaccent(meta_descricao)), 'B') ||
      setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
        immutable_unaccent(regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g'))), 'C'),
    list_search_vector = to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
      immutable_unaccent(titulo || ' ' || meta_descricao)),
    search_text = immutable_unaccent(lower(titulo)) || E'\n' || immutable_unaccent(lower(meta_descricao))
  WHERE search_vector IS NULL OR list_search_vector IS NULL OR search_text IS NULL;
$$;

CREATE OR REPLACE FUNCTION articles_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig;
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.titulo IS NOT DISTINCT FROM OLD.titulo
     AND NEW.meta_descricao IS NOT DISTINCT FROM OLD.meta_descricao
     AND NEW.conteudo_html IS NOT DISTINCT FROM OLD.conteudo_html
     AND NEW.idioma IS NOT DISTINCT FROM OLD.idioma
     AND OLD.search_vector IS NOT NULL AND OLD.list_search_vector IS NOT NULL AND OLD.search_text IS NOT NULL THEN
    -- Nothing they are made of changed: the row keeps them (nobody else writes them). A row
    -- written with the triggers off has none yet: any update computes them.
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
