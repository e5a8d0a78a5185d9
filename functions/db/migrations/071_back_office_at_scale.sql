-- The back office answers as fast at 100,000 articles as at 1,000 (issue 27, point 4;
-- docs/decisions/077). Nothing existing changes: indexes and one table of counts.

-- The article list's order, newest first (functions/articles/store.ts listAdminArticles): its
-- first 500 rows come from the index instead of sorting every article, with and without a
-- status filter.
CREATE INDEX articles_admin_order_idx ON articles ((coalesce(data_publicacao, updated_at)) DESC, id);
CREATE INDEX articles_admin_status_order_idx ON articles (status, (coalesce(data_publicacao, updated_at)) DESC, id);

-- The list's title search (accents and case folded, any part of a word): trigrams of every
-- article's title, drafts included (the public search's trigram index holds published ones only).
CREATE INDEX articles_admin_title_trgm_idx ON articles USING gin (immutable_unaccent(lower(titulo)) gin_trgm_ops);

-- The dashboard's latest changed articles.
CREATE INDEX articles_updated_idx ON articles (updated_at DESC);

-- The dashboard's counts, kept by a trigger instead of counted on every visit. One row; a write
-- updates it only when it changes a count (a status, the featured flag, a review request, a
-- translation falling out of date), so editing an article's text never touches it.
CREATE TABLE article_tallies (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  published integer NOT NULL,
  drafts integer NOT NULL,
  featured integer NOT NULL,
  awaiting_review integer NOT NULL,
  translations_out_of_date integer NOT NULL
);

INSERT INTO article_tallies (published, drafts, featured, awaiting_review, translations_out_of_date)
SELECT
  count(*) FILTER (WHERE status = 'publicado'),
  count(*) FILTER (WHERE status = 'rascunho'),
  count(*) FILTER (WHERE status = 'publicado' AND destaque),
  count(*) FILTER (WHERE revisao_solicitada_em IS NOT NULL),
  count(*) FILTER (WHERE traducao_desatualizada)
FROM articles;

CREATE OR REPLACE FUNCTION article_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_published integer := 0;
  d_drafts integer := 0;
  d_featured integer := 0;
  d_awaiting integer := 0;
  d_outdated integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    d_published := d_published - (OLD.status = 'publicado')::integer;
    d_drafts := d_drafts - (OLD.status = 'rascunho')::integer;
    d_featured := d_featured - (OLD.status = 'publicado' AND coalesce(OLD.destaque, false))::integer;
    d_awaiting := d_awaiting - (OLD.revisao_solicitada_em IS NOT NULL)::integer;
    d_outdated := d_outdated - coalesce(OLD.traducao_desatualizada, false)::integer;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    d_published := d_published + (NEW.status = 'publicado')::integer;
    d_drafts := d_drafts + (NEW.status = 'rascunho')::integer;
    d_featured := d_featured + (NEW.status = 'publicado' AND coalesce(NEW.destaque, false))::integer;
    d_awaiting := d_awaiting + (NEW.revisao_solicitada_em IS NOT NULL)::integer;
    d_outdated := d_outdated + coalesce(NEW.traducao_desatualizada, false)::integer;
  END IF;
  IF d_published <> 0 OR d_drafts <> 0 OR d_featured <> 0 OR d_awaiting <> 0 OR d_outdated <> 0 THEN
    UPDATE article_tallies SET
      published = published + d_published,
      drafts = drafts + d_drafts,
      featured = featured + d_featured,
      awaiting_review = awaiting_review + d_awaiting,
      translations_out_of_date = translations_out_of_date + d_outdated;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER article_tallies_follow AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION article_tallies_follow();
