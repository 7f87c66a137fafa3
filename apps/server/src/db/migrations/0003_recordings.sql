-- 0003 recordings: consent, recordings, the append-only token ledger and the last reading prompt per user.

-- One row per user: the notice version last agreed to. Withdrawal keeps the row (when and what was agreed
-- stays provable) and sets withdrawn_at; agreeing again clears it.
CREATE TABLE consents (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version text NOT NULL,
  data_usage boolean NOT NULL,
  recording boolean NOT NULL,
  terms boolean NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz
);

CREATE TABLE recordings (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  language text NOT NULL,
  domain text NOT NULL,
  recorded_via text NOT NULL,
  -- The audio's own length in seconds (2 decimals); the client's claim is only checked against it.
  duration_seconds numeric(7, 2) NOT NULL CHECK (duration_seconds > 0),
  size_bytes integer NOT NULL,
  storage_key text NOT NULL UNIQUE,
  -- The paragraph the contributor read.
  transcript text NOT NULL,
  quality text CHECK (quality IN ('excellent', 'good', 'average', 'poor')),
  metrics jsonb,
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  evaluated_at timestamptz,
  -- Retries with the same key return the first result; the unique constraint (not a check-then-insert)
  -- is what makes 20 concurrent retries create one row. payload_hash tells a retry from a key reuse.
  idempotency_key uuid,
  payload_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT recordings_idempotency_unique UNIQUE (user_id, idempotency_key)
);
-- The contributor's list and stats (newest first), and the admin list paged by created_at (issue 6).
CREATE INDEX recordings_user_created_idx ON recordings (user_id, created_at DESC, id DESC);
CREATE INDEX recordings_created_idx ON recordings (created_at DESC, id DESC);

-- Append-only: rows are never updated except to anonymise them when an account is deleted. A recording is
-- credited by exactly one 'award' row (UNIQUE below, even under concurrent evaluate calls) and may later be
-- cancelled by exactly one 'reversal' row with the negated amount (admin delete). recording_id has no foreign
-- key on purpose: the ledger outlives deleted recordings. users.reward_tokens is the sum of a user's rows,
-- updated in the same transaction as each insert.
CREATE TABLE token_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  recording_id uuid,
  kind text NOT NULL CHECK (kind IN ('award', 'reversal')),
  amount integer NOT NULL,
  quality text,
  duration_seconds numeric(7, 2),
  created_at timestamptz NOT NULL,
  CONSTRAINT token_ledger_recording_kind_unique UNIQUE (recording_id, kind)
);
CREATE INDEX token_ledger_user_idx ON token_ledger (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- The last reading prompt given to each user, so the next one differs (no state in process memory).
CREATE TABLE last_paragraphs (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  paragraph text NOT NULL,
  updated_at timestamptz NOT NULL
);
