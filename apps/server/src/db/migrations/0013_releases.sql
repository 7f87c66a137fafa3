-- 0013 releases (issue 22, docs/datasets.md): dataset releases built by the 'release.build' job.
--
-- One row per release the admin asked for. Its state is kept here (not only in the job, which the jobs'
-- clean-up deletes after a while): queued until the job starts, running, then done (with the archive's
-- storage key, size and report) or failed (with the reason).
CREATE TABLE releases (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  filters jsonb NOT NULL,
  -- The build job; null for a release written by the CLI (`npm run release`).
  job_id uuid,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  storage_key text,
  size_bytes bigint,
  report jsonb,
  error text
);
CREATE INDEX releases_created_idx ON releases (created_at DESC, id DESC);

-- Which recordings each release published, and in which split: the next release lists in deleted.tsv those
-- that are gone or withdrawn since, and the datasheet counts sentences shared between splits. No foreign key
-- to recordings: a deleted recording's id must stay here for that. An attempt that fails deletes its rows.
CREATE TABLE release_clips (
  release_id uuid NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  recording_id uuid NOT NULL,
  split text NOT NULL CHECK (split IN ('train', 'dev', 'test')),
  -- sha256 of the sentence (Common Voice's sentence_id).
  sentence_id text NOT NULL,
  PRIMARY KEY (release_id, recording_id)
);
CREATE INDEX release_clips_recording_idx ON release_clips (recording_id);
CREATE INDEX release_clips_sentence_idx ON release_clips (release_id, sentence_id, split);

-- The per-deployment secret that speaker ids are keyed with (HMAC of the user id): stable across releases,
-- different in every deployment, and never published. Created on first use by whichever process gets there.
CREATE TABLE release_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  speaker_secret text NOT NULL
);

-- A release reads the selected clips in keyset pages of (language, id).
CREATE INDEX recordings_language_id_idx ON recordings (language, id);
