-- better-auth's rate-limit counters, kept in the database so that every server process (and
-- every restart) shares them: sign-in attempts are limited per visitor address.
CREATE TABLE "rateLimit" (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  "lastRequest" bigint NOT NULL
);
