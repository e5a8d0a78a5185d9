/**
 * What a backup leaves out (docs/decisions/048). Every table is backed up, found in the
 * database's own catalog, except:
 *
 * - transient tables, never: live session tokens, e-mail verification tokens, rate and
 *   lockout counters, the two-minute claims of used sign-in codes. A restored site starts
 *   with everyone signed out and no counters, as after a long pause.
 * - secrets, only in an encrypted archive (BACKUP_PASSPHRASE set): two-step sign-in secrets
 *   and recovery codes, webhook signing secrets, OAuth tokens of accounts, and the
 *   installation's own keys (the auth secret that encrypts the two-step secrets, the salt of
 *   visitor address hashes). An archive without them has two-step sign-in off for everyone
 *   (they set it up again after a restore), a restore gives webhooks new signing secrets, and
 *   the server makes new installation keys on its next start. Password hashes are always kept: every
 *   member signs in with the same password after a restore.
 *
 * A new table is backed up whole by default; a column that holds a secret must be named here
 * (tests/api/backup-secrets.test.ts fails on a column whose name looks like one and is not).
 */

export const TRANSIENT_TABLES = ['session', 'verification', 'rateLimit', 'request_limits', 'sign_in_lockouts', 'used_totp_codes'];

/** Tables whose every row is a secret. */
export const SECRET_TABLES = ['twoFactor'];

/** Columns replaced by NULL in an archive without secrets (restore.ts fills the NOT NULL ones). */
export const SECRET_COLUMNS: Record<string, string[]> = {
  webhook_configs: ['secret'],
  account: ['accessToken', 'refreshToken', 'idToken'],
};

/**
 * Columns written with a fixed value in an archive without secrets, so that it says what a
 * restore of it gives: two-step sign-in off, as its secrets are not there.
 */
export const VALUES_WITHOUT_SECRETS: Record<string, Record<string, string>> = {
  user: { twoFactorEnabled: 'false' },
};

/** Rows of app_meta that are the installation's keys. */
export const SECRET_APP_META_KEYS = ['auth_secret', 'address_hash_salt'];

/**
 * Columns whose names look like secrets but are not: password hashes (scrypt, salted) and the
 * SHA-256 of one-time tokens, kept so that sign-in and open links keep working.
 */
export const NOT_SECRET_COLUMNS: Record<string, string[]> = {
  account: ['password', 'accessTokenExpiresAt', 'refreshTokenExpiresAt'],
  invitations: ['token_hash'],
  preview_links: ['token_hash'],
};

export const SECRET_NOTE_INCLUDED =
  'Encrypted archive: two-step sign-in secrets, webhook signing secrets, account tokens and the installation keys are included.';
export const SECRET_NOTE_OMITTED =
  'Not encrypted: two-step sign-in secrets, webhook signing secrets, account tokens and the installation keys are left out (set BACKUP_PASSPHRASE to keep them).';

/** A column name that suggests a secret; each such column is either in SECRET_COLUMNS or NOT_SECRET_COLUMNS. */
export const SECRET_LIKE_NAME = /secret|token|password|api_?key|private_?key|passphrase|credential/i;
