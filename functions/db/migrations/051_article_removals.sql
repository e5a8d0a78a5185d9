-- A build reads only what changed since the last one (docs/decisions/052): the articles whose
-- change counter (migration 030) passed the last one seen, found through an index, instead of
-- every published article's counter. A deleted article leaves no row to find, so deleting one
-- records its id and translation group here, numbered from the same counter. Rows older than
-- two days are pruned by the reader (a reader that has not looked for that long reads
-- everything again). Existing rows and writes are unchanged.
CREATE INDEX IF NOT EXISTS articles_change_seq_idx ON articles (change_seq);

CREATE TABLE article_removals (
  change_seq bigint PRIMARY KEY DEFAULT nextval('content_change_seq'),
  article_id uuid NOT NULL,
  grupo_traducao uuid,
  removed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX article_removals_removed_at_idx ON article_removals (removed_at);

CREATE OR REPLACE FUNCTION articles_record_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_removals (article_id, grupo_traducao) VALUES (OLD.id, OLD.grupo_traducao);
  RETURN NULL;
END
$$;

CREATE TRIGGER articles_record_removal AFTER DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_record_removal();
