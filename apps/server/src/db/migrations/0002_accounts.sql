-- 0002 accounts: sessions with rotating refresh tokens, one-time codes, verified contacts, send throttling
-- and the development outbox. Phone numbers and e-mail addresses outside `users` are stored only as keyed
-- hashes (destination_hash), so a deleted person cannot be found by them (issue 3).

-- One row per sign-in: the refresh-token family. Revoking it kills the refresh tokens and, because the
-- auth plugin checks it on every request, the access tokens that carry its id (docs/decisions/0002).
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the token is exchanged; a second exchange is a reuse and revokes the whole session.
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- The current code per purpose and destination: a new send replaces the row (and so the old code).
CREATE TABLE verification_codes (
  purpose text NOT NULL CHECK (purpose IN ('login', 'register-phone', 'register-email')),
  destination_hash text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  PRIMARY KEY (purpose, destination_hash)
);

-- A phone or e-mail proven during sign-up; registration needs both, verified within 30 minutes.
CREATE TABLE verified_contacts (
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  destination_hash text NOT NULL,
  verified_at timestamptz NOT NULL,
  PRIMARY KEY (channel, destination_hash)
);

-- One row per code sent, counted per destination and per client IP (both hashed) to throttle sends.
CREATE TABLE code_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('destination', 'ip')),
  key_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX code_sends_key_idx ON code_sends (scope, key_hash, created_at);

-- Development only (DELIVERY=outbox): messages kept for developers and tests instead of being sent.
CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX dev_outbox_recipient_idx ON dev_outbox (recipient, id);
