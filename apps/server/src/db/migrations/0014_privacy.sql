-- 0014 privacy (issue 23, docs/privacy.md): the history of each person's consents and withdrawals, and the
-- recordings that future dataset releases must leave out.

-- Append-only: one row each time consent is given (to a notice version) or withdrawn. consents keeps the
-- current state; these rows are what a person sees as their history and what proves when they agreed.
-- Deleting the account erases them with it.
CREATE TABLE consent_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('given', 'withdrawn')),
  version text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX consent_events_user_idx ON consent_events (user_id, at DESC, id DESC);

-- The history before this migration is what the current rows say.
INSERT INTO consent_events (user_id, kind, version, at)
  SELECT user_id, 'given', version, given_at FROM consents;
INSERT INTO consent_events (user_id, kind, version, at)
  SELECT user_id, 'withdrawn', version, withdrawn_at FROM consents WHERE withdrawn_at IS NOT NULL;

-- Recordings that were deleted (by their owner, by an admin, or with the whole account): the next dataset
-- release removes them from what earlier releases published. No foreign key: the recording row is gone, and
-- no user id either, so the list holds nothing about the person.
CREATE TABLE release_removals (
  recording_id uuid PRIMARY KEY,
  reason text NOT NULL CHECK (reason IN ('deleted_by_owner', 'deleted_by_admin', 'account_erased')),
  removed_at timestamptz NOT NULL
);
CREATE INDEX release_removals_removed_at_idx ON release_removals (removed_at);
