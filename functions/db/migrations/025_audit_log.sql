-- Who did what and when in the back office (issue 12, part 6; docs/decisions/025). The actor's
-- e-mail is copied at the time, so the record stays readable after the account changes or
-- goes; no passwords, tokens or addresses are stored.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order of writing: two events in the same clock tick (a failure and the lock it
  -- causes) still list in the order they happened.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_id text REFERENCES "user"(id) ON DELETE SET NULL,
  actor_email text CHECK (actor_email IS NULL OR length(actor_email) <= 254),
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$' AND length(action) <= 60),
  target_type text CHECK (target_type IS NULL OR length(target_type) <= 40),
  target_id text CHECK (target_id IS NULL OR length(target_id) <= 200),
  summary text NOT NULL DEFAULT '' CHECK (length(summary) <= 500)
);
-- Newest first with a (created_at, seq) cursor, by action, by person.
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, seq DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC, seq DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC, seq DESC);
