-- 0009 upload abuse (issue 17 §3): the same audio cannot be contributed twice, and uploads per user are
-- counted per minute and per day in the database, so the limits hold across API processes.

-- sha256 of the audio samples (a WAV's data chunk), whatever the file's header says. Unique: a recording
-- already contributed, by anyone, is refused. Rows older than this migration have none (NULLs never clash).
ALTER TABLE recordings ADD COLUMN audio_sha256 text;
CREATE UNIQUE INDEX recordings_audio_sha256_key ON recordings (audio_sha256);

-- Committed uploads per user in the current UTC minute and UTC day (fixed windows). Updated in the upload's
-- own transaction, so concurrent uploads of one user are counted one after the other.
CREATE TABLE upload_counts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  minute_start timestamptz NOT NULL,
  minute_count integer NOT NULL,
  day_start date NOT NULL,
  day_count integer NOT NULL
);
