-- Preview pages posted their own address, /preview/{token} or /pt/preview/{token}, to
-- /api/analytics, so a copy of the database held open preview links (against
-- docs/decisions/031, which keeps only a token's hash) and a draft's views were counted as the
-- site's. The pages send nothing from a preview and the endpoint refuses such a path now
-- (src/lib/preview-path.ts); the events already recorded there are a draft's, not a reader's,
-- so they go. Pages send location.pathname, which a browser writes with these letters; letter
-- case and repeated slashes are read loosely, as the router reads them.
DELETE FROM analytics_events WHERE lower(path) ~ '^/+(pt/+)?preview(/|$)';
