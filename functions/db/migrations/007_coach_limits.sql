-- The life coach's message limit: per visitor (a salted hash of the address, never the
-- address), the times of the messages answered within the rolling window. One row per
-- visitor, updated by one statement that locks it, so concurrent messages cannot slip past.
CREATE TABLE coach_limits (
  visitor_hash text PRIMARY KEY,
  sent_at timestamptz[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
