-- Imports from WordPress and Ghost (issue 25; docs/decisions/049). An import is a row here and
-- a job on the one queue (043). The uploaded file is kept in the database in chunks, so any
-- instance can run the job and a restart finds it again; it is deleted when the import ends.
-- import_items remembers which article each source item became, so a second run of the same
-- file, or a run resumed after a crash, updates instead of duplicating; import_media does the
-- same for images fetched from the old site.
CREATE TABLE imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('wordpress', 'ghost')),
  dry_run boolean NOT NULL,
  options jsonb NOT NULL,
  file_name text NOT NULL,
  file_size bigint NOT NULL CHECK (file_size >= 0),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  progress_done integer NOT NULL DEFAULT 0,
  progress_total integer,
  report jsonb,
  error text,
  created_by text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_recent_idx ON imports (created_at DESC);

CREATE TABLE import_file_chunks (
  import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (import_id, seq)
);

CREATE TABLE import_items (
  -- wp:<site host>:<post id>, or ghost:<site host>:<post id>.
  source_key text PRIMARY KEY,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  -- Polylang's pll_… term or WPML's group, prefixed: items of one group are linked translations.
  translation_group text,
  -- A hash of what the import wrote: an unchanged item is not written again.
  content_hash text NOT NULL,
  import_id uuid REFERENCES imports (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_items_group_idx ON import_items (translation_group) WHERE translation_group IS NOT NULL;
CREATE INDEX import_items_article_idx ON import_items (article_id);

CREATE TABLE import_media (
  source_url text PRIMARY KEY,
  media_url text NOT NULL,
  sha256 text NOT NULL
);
CREATE INDEX import_media_hash_idx ON import_media (sha256);

-- An old address of an imported post redirects to its article: origin 'import'.
ALTER TABLE redirects DROP CONSTRAINT redirects_origin_check;
ALTER TABLE redirects ADD CONSTRAINT redirects_origin_check CHECK (origin IN ('slug_change', 'manual', 'import'));
