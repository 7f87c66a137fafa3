-- 0018 reviews (issue 21): contributors listen to each other's clips and vote; the analyser rejects what is
-- clearly unusable first (docs/reviews.md).

-- The numbers of the rules, one row, changed by an admin (PUT /admin/reviews/settings).
CREATE TABLE review_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_votes integer NOT NULL DEFAULT 2,
  tie_votes integer NOT NULL DEFAULT 3,
  known_answer_every integer NOT NULL DEFAULT 10,
  min_agreement numeric(4, 3) NOT NULL DEFAULT 0.7,
  agreement_window integer NOT NULL DEFAULT 20,
  agreement_min_answers integer NOT NULL DEFAULT 5,
  reviewer_reward integer NOT NULL DEFAULT 1,
  updated_at timestamptz,
  updated_by uuid
);
INSERT INTO review_settings DEFAULT VALUES;

-- One row per graded recording: its place in the queue and its review state. Written when grading completes
-- (pending, or rejected by triage); the vote counters change in the same transaction as each vote, under this
-- row's lock, so concurrent votes are counted one after the other and the status changes exactly once (the
-- UPDATE … WHERE status = 'pending' that decides it can succeed only once).
-- user_id, language and duration are copies of the recording's, so the queue needs no join.
CREATE TABLE clip_reviews (
  recording_id uuid PRIMARY KEY REFERENCES recordings (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  language text NOT NULL,
  duration_seconds numeric(7, 2) NOT NULL,
  -- Queue order: better-graded clips first (0 excellent … 3 poor), then the oldest.
  rank smallint NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'validated', 'rejected')),
  up_votes integer NOT NULL DEFAULT 0,
  down_votes integer NOT NULL DEFAULT 0,
  -- Votes of reviewers whose agreement with known answers was too low: kept, not counted.
  uncounted_votes integer NOT NULL DEFAULT 0,
  skips integer NOT NULL DEFAULT 0,
  -- Why it was rejected: the down votes' reasons, or the analyser's (triage), as codes.
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  decided_by text CHECK (decided_by IN ('analyser', 'reviewers', 'admin')),
  decided_at timestamptz,
  known_answer text CHECK (known_answer IN ('good', 'bad')),
  -- Whose screen the clip is on (GET /reviews/next), so that reviewers at the same moment hear different clips.
  offered_to uuid,
  offered_until timestamptz,
  queued_at timestamptz NOT NULL
);
-- The queue: per language, in order, only what waits for votes.
CREATE INDEX clip_reviews_queue_idx ON clip_reviews (language, rank, queued_at, recording_id)
  WHERE status = 'pending' AND known_answer IS NULL;
CREATE INDEX clip_reviews_known_idx ON clip_reviews (language) WHERE known_answer IS NOT NULL;

-- Every answer a reviewer gave. UNIQUE (recording_id, reviewer_id): a second vote by the same person on the
-- same clip inserts nothing (409), whatever the timing. The reviewer's id goes when their account does; the
-- vote stays, since it helped decide the clip.
CREATE TABLE review_votes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recording_id uuid NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
  reviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  vote text NOT NULL CHECK (vote IN ('up', 'down', 'skip')),
  reason text,
  -- false: the reviewer was flagged (agreement too low) when voting.
  counted boolean NOT NULL,
  -- On a known-answer clip: the answer it had, and whether the vote matched it.
  known_answer text,
  agrees boolean,
  created_at timestamptz NOT NULL,
  CONSTRAINT review_votes_once UNIQUE (recording_id, reviewer_id)
);
-- A reviewer's latest known-answer votes (their agreement).
CREATE INDEX review_votes_known_idx ON review_votes (reviewer_id, id DESC)
  WHERE known_answer IS NOT NULL AND vote <> 'skip';

-- Per reviewer: reviews given, and how many of their latest known-answer clips (the window) they answered and
-- agreed with. Kept by the vote's transaction; whether they count is decided from these with the current
-- settings. Admins list reviewers from here.
CREATE TABLE reviewer_stats (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reviews integer NOT NULL DEFAULT 0,
  skips integer NOT NULL DEFAULT 0,
  known_answers integer NOT NULL DEFAULT 0,
  known_agreed integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
CREATE INDEX reviewer_stats_reviews_idx ON reviewer_stats (reviews DESC, user_id);

-- Reviewer rewards and the tokens given back by an admin are ledger rows too (docs/rewards.md). A reward is
-- paid once per vote: UNIQUE (review_vote_id). Its recording_id stays NULL, so the recording's own
-- UNIQUE (recording_id, kind) keeps meaning "one award, one reversal, one reinstatement per recording".
ALTER TABLE token_ledger DROP CONSTRAINT token_ledger_kind_check;
ALTER TABLE token_ledger ADD CONSTRAINT token_ledger_kind_check
  CHECK (kind IN ('award', 'reversal', 'reinstatement', 'review_reward'));
ALTER TABLE token_ledger ADD COLUMN review_vote_id bigint;
ALTER TABLE token_ledger ADD CONSTRAINT token_ledger_review_vote_unique UNIQUE (review_vote_id);

ALTER TABLE admin_audit DROP CONSTRAINT admin_audit_action_check;
ALTER TABLE admin_audit ADD CONSTRAINT admin_audit_action_check CHECK (action IN (
  'recording.evaluate', 'recording.delete', 'recording.listen',
  'review.status', 'review.known_answer', 'review.settings'));

-- Running totals for the admin's Review panel, kept by deferred triggers like migration 0004's: hours per
-- language and review status, and seconds per language and speaker (the top 5 speakers' share).
CREATE TABLE review_totals (
  language text NOT NULL,
  status text NOT NULL,
  clips bigint NOT NULL DEFAULT 0,
  seconds numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (language, status)
);

CREATE TABLE speaker_seconds (
  language text NOT NULL,
  user_id uuid NOT NULL,
  seconds numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, language)
);
CREATE INDEX speaker_seconds_top_idx ON speaker_seconds (language, seconds DESC);

CREATE FUNCTION review_totals_bump(language text, status text, seconds numeric, sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO review_totals (language, status, clips, seconds) VALUES (language, status, sign, sign * seconds)
  ON CONFLICT (language, status) DO UPDATE
    SET clips = review_totals.clips + EXCLUDED.clips, seconds = review_totals.seconds + EXCLUDED.seconds;
$$;

CREATE FUNCTION clip_reviews_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM review_totals_bump(OLD.language, OLD.status, OLD.duration_seconds, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM review_totals_bump(NEW.language, NEW.status, NEW.duration_seconds, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER clip_reviews_totals_insert AFTER INSERT ON clip_reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION clip_reviews_keep_totals();
CREATE CONSTRAINT TRIGGER clip_reviews_totals_delete AFTER DELETE ON clip_reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION clip_reviews_keep_totals();
CREATE CONSTRAINT TRIGGER clip_reviews_totals_update AFTER UPDATE OF status ON clip_reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION clip_reviews_keep_totals();

CREATE FUNCTION speaker_seconds_bump(language text, user_id uuid, seconds numeric, sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO speaker_seconds (language, user_id, seconds) VALUES (language, user_id, sign * seconds)
  ON CONFLICT (user_id, language) DO UPDATE SET seconds = speaker_seconds.seconds + EXCLUDED.seconds;
$$;

CREATE FUNCTION recordings_keep_speaker_seconds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM speaker_seconds_bump(OLD.language, OLD.user_id, OLD.duration_seconds, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM speaker_seconds_bump(NEW.language, NEW.user_id, NEW.duration_seconds, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER recordings_speaker_seconds_insert AFTER INSERT ON recordings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION recordings_keep_speaker_seconds();
CREATE CONSTRAINT TRIGGER recordings_speaker_seconds_delete AFTER DELETE ON recordings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION recordings_keep_speaker_seconds();
CREATE CONSTRAINT TRIGGER recordings_speaker_seconds_update
  AFTER UPDATE OF language, user_id, duration_seconds ON recordings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.language IS DISTINCT FROM NEW.language OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.duration_seconds IS DISTINCT FROM NEW.duration_seconds)
  EXECUTE FUNCTION recordings_keep_speaker_seconds();

-- Recordings graded before this migration enter the queue as they are (no triage: their metrics are kept,
-- but an admin can reject any clip).
INSERT INTO clip_reviews (recording_id, user_id, language, duration_seconds, rank, queued_at)
  SELECT id, user_id, language, duration_seconds,
         CASE quality WHEN 'excellent' THEN 0 WHEN 'good' THEN 1 WHEN 'average' THEN 2 ELSE 3 END,
         COALESCE(evaluated_at, created_at)
  FROM recordings WHERE quality IS NOT NULL;
INSERT INTO speaker_seconds (language, user_id, seconds)
  SELECT language, user_id, sum(duration_seconds) FROM recordings GROUP BY 1, 2;
