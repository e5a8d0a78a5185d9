-- A time-based sign-in code opens one sign-in (issue 12, two-factor; docs/decisions/024).
-- better-auth accepts a code for as long as it is valid (one 30-second step either side of
-- now), so each code an account signs in with is claimed here first; a claim lasts two
-- minutes, longer than any code stays valid. Only a hash of the account and code is kept.
CREATE TABLE used_totp_codes (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code_hash)
);
