-- Incremental publishing reads only the articles that changed since the last build
-- (functions/site/renderer/site-content.ts, docs/decisions/030). updated_at is the date the
-- editor's text changed (pages print it) and is not touched by every write, so a separate
-- counter marks any change to an article or its related products. Existing rows get one
-- value each; nothing else changes.
CREATE SEQUENCE IF NOT EXISTS content_change_seq;

ALTER TABLE articles ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('content_change_seq');

CREATE OR REPLACE FUNCTION articles_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('content_change_seq');
  RETURN NEW;
END
$$;

CREATE TRIGGER articles_mark_changed BEFORE UPDATE ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_mark_changed();

CREATE OR REPLACE FUNCTION related_products_mark_article_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE articles SET change_seq = nextval('content_change_seq') WHERE id = OLD.article_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE articles SET change_seq = nextval('content_change_seq') WHERE id = NEW.article_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER related_products_mark_article_changed AFTER INSERT OR UPDATE OR DELETE ON related_products
  FOR EACH ROW EXECUTE FUNCTION related_products_mark_article_changed();
