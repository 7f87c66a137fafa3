-- 0004 admin (issue 6): the audit log, running totals for the admin stats, and the indexes that keep the
-- admin queries fast at 100,000 users and 1,000,000 recordings (bench/scale measures them).

-- Who evaluated, deleted or listened to which recording, and when. No foreign keys on purpose: the log
-- outlives deleted recordings and accounts. subject_user_id (the recording's owner) is cleared when that
-- account is deleted; actor_id (an admin) is kept, because staff actions stay accountable.
CREATE TABLE admin_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('recording.evaluate', 'recording.delete', 'recording.listen')),
  actor_id uuid,
  recording_id uuid,
  subject_user_id uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC, id DESC);
CREATE INDEX admin_audit_subject_idx ON admin_audit (subject_user_id) WHERE subject_user_id IS NOT NULL;

-- Running totals. Counting 1,000,000 recordings (and summing their seconds) on every stats call or page
-- of the admin list costs far more than the 50 ms budget, so these tables hold the sums and triggers keep
-- them exact whatever writes the rows (upload, evaluation, admin delete, the cascade of account deletion).
--
-- The triggers are DEFERRED constraint triggers: they run at commit, so the lock on a totals row is held
-- for the commit only, not for the whole transaction (the upload moves its file into storage inside its
-- transaction, and concurrent uploads of one language and domain must not queue behind each other's S3 PUT).
CREATE TABLE recording_totals (
  language text NOT NULL,
  domain text NOT NULL,
  -- 'pending' stands for "not evaluated yet" (quality IS NULL), so it can be part of the key.
  quality text NOT NULL,
  recordings bigint NOT NULL DEFAULT 0,
  seconds numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (language, domain, quality)
);

-- Recordings per UTC day, for the admin chart.
CREATE TABLE recording_daily_counts (
  day date PRIMARY KEY,
  recordings bigint NOT NULL DEFAULT 0
);

-- Net tokens per ledger kind ('award', 'reversal'); their sum is the total issued, deleted accounts included.
CREATE TABLE ledger_totals (
  kind text PRIMARY KEY,
  amount bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION recording_totals_bump(r recordings, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO recording_totals (language, domain, quality, recordings, seconds)
  VALUES (r.language, r.domain, COALESCE(r.quality, 'pending'), sign, sign * r.duration_seconds)
  ON CONFLICT (language, domain, quality) DO UPDATE
    SET recordings = recording_totals.recordings + EXCLUDED.recordings,
        seconds = recording_totals.seconds + EXCLUDED.seconds;
$$;

CREATE FUNCTION recording_daily_bump(at timestamptz, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO recording_daily_counts (day, recordings)
  VALUES ((at AT TIME ZONE 'UTC')::date, sign)
  ON CONFLICT (day) DO UPDATE SET recordings = recording_daily_counts.recordings + EXCLUDED.recordings;
$$;

CREATE FUNCTION recordings_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM recording_totals_bump(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM recording_totals_bump(NEW, 1);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM recording_daily_bump(NEW.created_at, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recording_daily_bump(OLD.created_at, -1);
  ELSIF OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM recording_daily_bump(OLD.created_at, -1);
    PERFORM recording_daily_bump(NEW.created_at, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER recordings_totals_insert AFTER INSERT ON recordings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION recordings_keep_totals();
CREATE CONSTRAINT TRIGGER recordings_totals_delete AFTER DELETE ON recordings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION recordings_keep_totals();
CREATE CONSTRAINT TRIGGER recordings_totals_update
  AFTER UPDATE OF language, domain, quality, duration_seconds, created_at ON recordings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.language IS DISTINCT FROM NEW.language OR OLD.domain IS DISTINCT FROM NEW.domain
    OR OLD.quality IS DISTINCT FROM NEW.quality OR OLD.duration_seconds IS DISTINCT FROM NEW.duration_seconds
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION recordings_keep_totals();

CREATE FUNCTION ledger_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_totals (kind, amount) VALUES (NEW.kind, NEW.amount)
    ON CONFLICT (kind) DO UPDATE SET amount = ledger_totals.amount + EXCLUDED.amount;
  ELSE
    UPDATE ledger_totals SET amount = amount - OLD.amount WHERE kind = OLD.kind;
  END IF;
  RETURN NULL;
END
$$;

-- The ledger is append-only; the DELETE trigger only keeps the totals true if rows are ever purged.
CREATE CONSTRAINT TRIGGER token_ledger_totals_insert AFTER INSERT ON token_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_keep_totals();
CREATE CONSTRAINT TRIGGER token_ledger_totals_delete AFTER DELETE ON token_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_keep_totals();

-- Rows written before this migration.
INSERT INTO recording_totals (language, domain, quality, recordings, seconds)
  SELECT language, domain, COALESCE(quality, 'pending'), count(*), sum(duration_seconds)
  FROM recordings GROUP BY 1, 2, 3;
INSERT INTO recording_daily_counts (day, recordings)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM recordings GROUP BY 1;
INSERT INTO ledger_totals (kind, amount) SELECT kind, sum(amount) FROM token_ledger GROUP BY kind;

-- The admin list filtered by one column, newest first (the unfiltered list and the per-user filter use
-- 0003's recordings_created_idx and recordings_user_created_idx). quality's index also serves 'pending'
-- (IS NULL), the evaluation queue.
CREATE INDEX recordings_language_created_idx ON recordings (language, created_at DESC, id DESC);
CREATE INDEX recordings_domain_created_idx ON recordings (domain, created_at DESC, id DESC);
CREATE INDEX recordings_quality_created_idx ON recordings (quality, created_at DESC, id DESC);

-- The admin users list, newest first.
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
