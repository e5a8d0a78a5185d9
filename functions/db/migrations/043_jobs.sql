-- One durable job queue for every background task (issue 24; docs/decisions/043): webhook
-- deliveries, scheduled publishing, link checks, price expiry, audit retention, and long jobs
-- (imports, backups, newsletter sends). A worker claims due rows with FOR UPDATE SKIP LOCKED
-- and holds a lease (locked_until) that its heartbeats extend; a row whose lease ran out
-- belongs to a process that died and is queued again. 'failed' is the dead state: no more
-- tries until someone retries it.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  run_at timestamptz NOT NULL DEFAULT now(),
  -- The worker (instance and process) holding the lease, and until when.
  locked_by text,
  locked_until timestamptz,
  -- At most one running job per key (the partial unique index below).
  singleton_key text,
  -- At most one job per key ever: a recurring occurrence is `type@period start`, so only one
  -- instance enqueues it.
  unique_key text UNIQUE,
  cancel_requested boolean NOT NULL DEFAULT false,
  progress_done integer NOT NULL DEFAULT 0,
  progress_total integer,
  progress_message text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'queued';
CREATE INDEX jobs_leases_idx ON jobs (locked_until) WHERE status = 'running';
CREATE UNIQUE INDEX jobs_one_running_per_key_idx ON jobs (singleton_key) WHERE status = 'running' AND singleton_key IS NOT NULL;
CREATE INDEX jobs_recent_idx ON jobs (updated_at DESC);
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;
