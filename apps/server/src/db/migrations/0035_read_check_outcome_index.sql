-- 0035 the read-check's agreement with reviewers at scale (issue 35, bench/read-check/agreement.mjs):
-- GET /admin/reviews/read-check joins every clip in review to its recording's read-check outcome. Without this
-- index the join read the whole recordings heap (about 1 GB at 1,000,000 recordings with their metrics and
-- read-check figures) for one short text per row; with it, an index-only scan of (outcome, id) reads the
-- outcomes and ids alone. Measured numbers: docs/decisions/0050.
CREATE INDEX recordings_read_check_outcome_id ON recordings (read_check_outcome, id)
  WHERE read_check_outcome IS NOT NULL;
