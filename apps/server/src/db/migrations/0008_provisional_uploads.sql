-- 0008 provisional uploads (issue 20): a resumable upload in progress (tus 1.0 at /api/v1/uploads). It is not
-- a recording until it is committed. The row says whose it is (only the owner may continue, inspect, discard
-- or commit it) and when it began (one never committed is deleted after 24 hours). The bytes themselves live
-- in the tus store (DATA_DIR/provisional-uploads, or the S3 bucket), keyed by the same id.
CREATE TABLE provisional_uploads (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- Set, in the transaction that inserts the recording, when the upload became that recording: a repeated
  -- commit answers with it, and a concurrent second commit cannot make another one.
  recording_id uuid REFERENCES recordings (id) ON DELETE CASCADE
);
-- A user's open uploads (the per-user cap), and the 24-hour sweep.
CREATE INDEX provisional_uploads_user_idx ON provisional_uploads (user_id, created_at);
CREATE INDEX provisional_uploads_created_idx ON provisional_uploads (created_at);
