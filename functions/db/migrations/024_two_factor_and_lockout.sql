-- Two-factor sign-in and account lockout (issue 12, parts 5 and 6; docs/decisions/024).

-- better-auth's twoFactor plugin: its user field and its table, camelCase as better-auth
-- expects them (like migration 001). The secret and the recovery codes are stored encrypted
-- with the installation's auth secret by better-auth itself; a used recovery code is removed.
ALTER TABLE "user" ADD COLUMN "twoFactorEnabled" boolean NOT NULL DEFAULT false;

CREATE TABLE "twoFactor" (
  id text PRIMARY KEY,
  secret text NOT NULL,
  "backupCodes" text NOT NULL,
  "userId" text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  verified boolean NOT NULL DEFAULT true,
  "failedVerificationCount" integer NOT NULL DEFAULT 0,
  "lockedUntil" timestamptz
);
CREATE INDEX two_factor_user_id_idx ON "twoFactor" ("userId");
CREATE INDEX two_factor_secret_idx ON "twoFactor" (secret);

-- Failed passwords per account address (lower-cased e-mail), whether or not an account has
-- it, so a lockout does not tell which addresses have accounts. A success deletes the row.
CREATE TABLE sign_in_lockouts (
  email text PRIMARY KEY CHECK (email = lower(email) AND length(email) <= 254),
  failures integer NOT NULL CHECK (failures >= 0),
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  -- Sign-ins refused during the current lock: only the first goes to the audit log.
  refusals integer NOT NULL DEFAULT 0
);
