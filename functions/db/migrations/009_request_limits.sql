-- Per-visitor request limits, one table for every limit (docs/decisions/011): per bucket
-- ('coach', 'assistant', 'analytics', 'horoscope', 'assessment') and visitor (a salted hash
-- of the address, never the address), the times of the requests counted within the bucket's
-- rolling window. One row per bucket and visitor, updated by one statement that locks it.
CREATE TABLE request_limits (
  bucket text NOT NULL,
  visitor_hash text NOT NULL,
  hits timestamptz[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bucket, visitor_hash)
);

-- The coach's counts move here unchanged, so nobody's messages left are reset.
INSERT INTO request_limits (bucket, visitor_hash, hits, updated_at)
  SELECT 'coach', visitor_hash, sent_at, updated_at FROM coach_limits;
DROP TABLE coach_limits;
