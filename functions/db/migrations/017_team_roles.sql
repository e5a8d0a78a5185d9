-- A newsroom, not a single admin (issue 12; docs/decisions/019-team-roles-and-invitations.md).
-- Three roles; one role per account (the existing rows are all 'admin', one per account, so
-- every administrator keeps working); a deactivated member keeps their row for the record.
ALTER TABLE user_roles DROP CONSTRAINT user_roles_role_check;
ALTER TABLE user_roles ADD CONSTRAINT user_roles_role_check CHECK (role IN ('admin', 'editor', 'author'));
CREATE UNIQUE INDEX user_roles_one_per_user ON user_roles (user_id);
ALTER TABLE user_roles ADD COLUMN deactivated_at timestamptz;

-- An invitation is a one-time link: only the SHA-256 of its token is stored, so a copy of
-- the database cannot be used to join the team.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  role text NOT NULL CHECK (role IN ('admin', 'editor', 'author')),
  token_hash text NOT NULL UNIQUE,
  invited_by text REFERENCES "user"(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
-- At most one open invitation per address.
CREATE UNIQUE INDEX invitations_open_email ON invitations (email) WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Who wrote an article, so an author edits only their own; NULL for articles written before
-- roles existed (editors and administrators edit those). "Submitted for review" is its own
-- column, not a status: the status CHECK belongs to publishing (issue 10, migration 015).
ALTER TABLE articles ADD COLUMN created_by text REFERENCES "user"(id) ON DELETE SET NULL;
ALTER TABLE articles ADD COLUMN revisao_solicitada_em timestamptz;
CREATE INDEX articles_created_by_idx ON articles (created_by);
