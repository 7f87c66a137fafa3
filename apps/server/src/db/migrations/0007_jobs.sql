-- 0007 jobs (issue 20, docs/jobs.md, docs/decisions/0015): the one durable queue of background work for every
-- feature (grading now; dataset releases, data exports and retention clean-up later).
--
-- A job is claimed by one worker at a time: the claim is one UPDATE over rows picked with FOR UPDATE SKIP
-- LOCKED, and it sets a lease (locked_by, locked_until) that the worker renews while it runs. A worker that dies
-- stops renewing; once its lease has run out any process takes the job over. (locked_by, attempts) names one
-- claim, so a worker that lost its lease can no longer finish or fail the job.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  -- The handler that runs it, e.g. 'recording.grade'. A process only claims kinds it has a handler for.
  kind text NOT NULL,
  -- What the job is about (e.g. the recording id), so that asking twice for the same work while it is still
  -- waiting or running adds nothing (the partial unique index below), and so that it can be found again.
  key text,
  payload jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  -- Attempts started, counting the running one. A lease taken over counts as an attempt, so a job that kills
  -- its worker every time still ends as failed.
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts >= 1),
  -- Not before: now for new work, later for a retry's backoff or a periodic job's next run.
  run_at timestamptz NOT NULL,
  locked_by text,
  locked_until timestamptz,
  progress jsonb,
  result jsonb,
  -- The last failed attempt: { message, code?, permanent? }.
  error jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  CONSTRAINT jobs_running_has_lease CHECK (state <> 'running' OR (locked_by IS NOT NULL AND locked_until IS NOT NULL))
);
CREATE UNIQUE INDEX jobs_open_key_unique ON jobs (kind, key) WHERE key IS NOT NULL AND state IN ('queued', 'running');
-- The claim's two ways in: due queued jobs, and running jobs whose lease has run out.
CREATE INDEX jobs_due_idx ON jobs (kind, run_at) WHERE state = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (kind, locked_until) WHERE state = 'running';
CREATE INDEX jobs_key_idx ON jobs (kind, key, created_at DESC) WHERE key IS NOT NULL;
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;

-- Recordings uploaded before grading became a job and never evaluated get their grading job now, so that no
-- recording stays ungraded (the payload is the grading job's: modules/recordings/grading-job.ts).
INSERT INTO jobs (id, kind, key, payload, state, max_attempts, run_at, created_at, updated_at)
SELECT gen_random_uuid(), 'recording.grade', r.id::text, jsonb_build_object('recordingId', r.id), 'queued', 5,
       now(), now(), now()
  FROM recordings r
 WHERE r.quality IS NULL;
