-- The last check of each affiliate destination (a related product's or a review's link), by
-- URL: a link whose URL changes simply has no check yet. state: ok, broken (4xx, 5xx, DNS
-- failure, timeout, redirect loop) or refused (a private or local address, never contacted).
CREATE TABLE affiliate_link_status (
  url text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('ok', 'broken', 'refused')),
  http_status integer,
  error text,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_link_status_problem_idx ON affiliate_link_status (checked_at) WHERE state <> 'ok';
