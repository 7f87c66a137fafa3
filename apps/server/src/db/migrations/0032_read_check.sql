-- 0032 the read-check (issue 35, docs/audio-quality.md): whether a graded clip says the text it was given, as
-- grading found it: { outcome, score, confidence, reason?, figures? } (@dhvani/contract/read-check). NULL for
-- clips graded before the check existed, and while a clip is not graded yet. The outcome is also kept as a
-- column of its own: review triage, the admin's agreement with reviewers and releases count and filter by it.
ALTER TABLE recordings ADD COLUMN read_check jsonb;
ALTER TABLE recordings ADD COLUMN read_check_outcome text
  CHECK (read_check_outcome IN
    ('says-text', 'different-text', 'stopped-early', 'extra-speech', 'not-speech', 'unchecked'));
