-- 0030 what several API processes must share instead of keeping in memory (issue 34, docs/deploy.md,
-- docs/decisions/0039 and 0041).
--
-- Per-IP request counters (sign-in, code checks, existence checks, refresh, contact, data export) when no Redis
-- is configured: one row per route and address, counted and reset on the database's clock, so a limit of N
-- allows N however many processes answer and across restarts. Rows past their reset are deleted by the store.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_resets_idx ON rate_limit_counters (resets_at);

-- Who may write a resumable upload right now: one request in one process at a time (the tus protocol's lock,
-- shared). A lease on the database's clock, renewed while the request runs, so the lock of a process that died
-- runs out by itself; `release_requested` asks the holder to give the upload up to a newer request (a client
-- that reconnected while its old request hangs on a dead connection).
CREATE TABLE upload_locks (
  upload_id text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  release_requested boolean NOT NULL DEFAULT false
);
