-- 0015 data exports (issue 23, docs/privacy.md): one row per archive of a person's own data. The archive is
-- built by the 'privacy.export' job (its progress is on the job) and kept in storage under exports/ until
-- expires_at, when the retention job deletes file and row. Deleting the account deletes both.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL,
  storage_key text,
  size_bytes bigint,
  created_at timestamptz NOT NULL,
  ready_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC);
CREATE INDEX data_exports_expires_idx ON data_exports (expires_at) WHERE expires_at IS NOT NULL;
