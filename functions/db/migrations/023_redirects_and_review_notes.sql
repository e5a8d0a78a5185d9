-- Redirects (issue 12; docs/decisions/023-redirects.md): a path of this site that answers
-- 301 or 302 to another, served before the static site. Made by a published article's slug
-- change (origin 'slug_change', with its article) or by hand in the back office ('manual').
-- Paths are stored as sameSitePath() writes them (decoded, re-encoded, one leading slash),
-- and the table never holds a chain: a redirect's target is never another redirect's source.
CREATE TABLE redirects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_path text NOT NULL UNIQUE CHECK (from_path LIKE '/_%' AND length(from_path) <= 1000),
  to_path text NOT NULL CHECK (to_path LIKE '/%' AND length(to_path) <= 1000),
  status smallint NOT NULL DEFAULT 301 CHECK (status IN (301, 302)),
  origin text NOT NULL CHECK (origin IN ('slug_change', 'manual')),
  article_id uuid REFERENCES articles(id) ON DELETE SET NULL,
  created_by text REFERENCES "user"(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_path <> to_path)
);
CREATE INDEX redirects_to_path_idx ON redirects (to_path);

-- The review queue: an editor sends a submitted draft back with a note, which its author
-- reads until they submit it again.
ALTER TABLE articles ADD COLUMN revisao_devolvida_em timestamptz;
ALTER TABLE articles ADD COLUMN revisao_nota text CHECK (length(revisao_nota) <= 2000);
CREATE INDEX articles_awaiting_review_idx ON articles (revisao_solicitada_em) WHERE revisao_solicitada_em IS NOT NULL;
