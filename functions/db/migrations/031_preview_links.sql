-- Secret preview links of a draft or scheduled article (issue 12, part 3;
-- docs/decisions/031-draft-preview-links.md). Only the SHA-256 of a link's token is stored, so
-- a copy of the database opens no preview; a link lives 7 days unless revoked, and goes with
-- its article.
CREATE TABLE preview_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by text REFERENCES "user"(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX preview_links_article_idx ON preview_links (article_id, created_at DESC);
