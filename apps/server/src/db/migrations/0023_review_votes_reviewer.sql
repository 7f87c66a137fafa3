-- 0023 (issue 21, scale bench): a reviewer's votes by reviewer. The next-clip query skips the clips the
-- reviewer already voted on (NOT EXISTS on review_votes); with only (recording_id, reviewer_id) indexed,
-- PostgreSQL chose to read all of review_votes for the reviewer's few hundred votes (1.6 s at 5 M votes,
-- EXPLAIN ANALYZE). With this index that anti-join reads just the reviewer's rows (under 1 ms), and erasing
-- an account (reviewer_id SET NULL) finds its votes without a scan.
CREATE INDEX review_votes_reviewer_idx ON review_votes (reviewer_id, recording_id);
