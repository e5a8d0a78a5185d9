-- The SEO screen's sitemap preview names the sitemap's parts with their URL counts
-- (docs/decisions/083). An article's part is a hash of its id (src/lib/sitemap.ts, idHash:
-- FNV-1a over the id's text), so counting them needed every published id on each visit. This
-- keeps the published articles counted per 4,096 buckets of that hash (its low 12 bits);
-- a part count up to 4,096 (8 million articles at the default part size) is a sum of buckets
-- (docs/decisions/084). Nothing existing changes.

-- FNV-1a, 32 bits, over the uuid's text: the same number as idHash() in src/lib/sitemap.ts.
CREATE OR REPLACE FUNCTION sitemap_id_hash(id uuid) RETURNS bigint LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  t text := id::text;
  h bigint := 2166136261;
BEGIN
  FOR i IN 1..length(t) LOOP
    h := ((h # ascii(substr(t, i, 1))) * 16777619) & 4294967295;
  END LOOP;
  RETURN h;
END
$$;

CREATE TABLE sitemap_part_tallies (
  bucket integer PRIMARY KEY CHECK (bucket >= 0 AND bucket < 4096),
  urls integer NOT NULL CHECK (urls >= 0)
);

INSERT INTO sitemap_part_tallies (bucket, urls)
SELECT (sitemap_id_hash(id) & 4095)::integer, count(*) FROM articles WHERE status = 'publicado' GROUP BY 1;

-- An article becoming published, or stopping being (unpublished, deleted), moves its bucket's
-- count; any other write leaves the table alone.
CREATE OR REPLACE FUNCTION sitemap_part_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'publicado';
  now_published boolean := TG_OP <> 'DELETE' AND NEW.status = 'publicado';
  delta integer := now_published::integer - was::integer;
  b integer;
BEGIN
  IF delta <> 0 THEN
    b := (sitemap_id_hash(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END) & 4095)::integer;
    INSERT INTO sitemap_part_tallies AS t (bucket, urls) VALUES (b, greatest(delta, 0))
      ON CONFLICT (bucket) DO UPDATE SET urls = t.urls + delta;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sitemap_part_tallies_follow AFTER INSERT OR UPDATE OF status OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION sitemap_part_tallies_follow();

-- The redirects copy's read after an article change (functions/redirects/redirect-index.ts,
-- docs/decisions/084) asks for the rows at or leading to the article's addresses and the rows its
-- moves wrote: from_path and to_path have indexes, this gives article_id one (an article's delete
-- looks its rows up by it too), so the read is a bitmap of three index scans, not a table scan.
CREATE INDEX redirects_article_idx ON redirects (article_id) WHERE article_id IS NOT NULL;
