-- Durable background jobs (platform/jobs, docs/decisions/jobs.md). A job is enqueued in the
-- transaction of the write that causes it; workers on every instance claim due jobs with
-- FOR UPDATE SKIP LOCKED and hold them under a lease they renew while working. A job whose
-- lease ran out (its instance died) is due again and taken over by another worker.
CREATE TABLE job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts int NOT NULL DEFAULT 0,
  max_attempts int NOT NULL DEFAULT 5,
  locked_by text,
  lease_until timestamptz,
  progress_done bigint NOT NULL DEFAULT 0,
  progress_total bigint,
  cancel_requested boolean NOT NULL DEFAULT false,
  last_error text,
  result jsonb,
  -- At most one queued or running job per key (recurring schedules, "one compaction at a time").
  singleton_key text,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_due_idx ON job (run_at) WHERE state = 'queued';
CREATE INDEX job_lease_idx ON job (lease_until) WHERE state = 'running';
CREATE INDEX job_state_idx ON job (state, kind, id);
CREATE UNIQUE INDEX job_singleton_idx ON job (singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running');

-- Recurring jobs: one row per schedule; the instance that moves next_run_at on (a row lock makes
-- that one instance) enqueues the occurrence in the same transaction.
CREATE TABLE job_schedule (
  name text PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  every_ms bigint NOT NULL CHECK (every_ms >= 1000),
  next_run_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
