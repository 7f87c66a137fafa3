-- 0026 sentence imports (issue 32, docs/sentences.md, decision 0034): an admin's file of sentences is checked
-- first (the dry run) and imported only when the admin says so. The check reads the file once, as a stream,
-- and stages every line that passes the rules in sentence_import_rows; the import is then one INSERT … SELECT
-- of the staged rows into sentences in one transaction, so a file is wholly in or not at all, and the file
-- itself is no longer needed.

-- One row per file. domain: the domain of lines that name none (NULL: the file has a domain column).
-- review: imported as 'pending' for community review instead of 'validated'. file_key: where the uploaded
-- file waits in storage until the check has read it (NULL once read, and for the command line's imports).
-- report: the check's verdict (contract sentence-imports.ts importReportSchema). imported: sentences the
-- import added; duplicates_at_import: staged sentences that had meanwhile arrived by another way.
CREATE TABLE sentence_imports (
  id uuid PRIMARY KEY,
  file_name text NOT NULL,
  language text NOT NULL CHECK (language IN ('English', 'Hindi', 'Tamil', 'Telugu', 'Gujarati', 'Punjabi', 'Odia',
    'Kannada', 'Bengali', 'Malayalam')),
  domain text CHECK (domain IN ('healthcare', 'education', 'fmcg', 'telecom', 'retail', 'technology')),
  source text NOT NULL,
  licence text NOT NULL,
  review boolean NOT NULL,
  size_bytes bigint NOT NULL,
  file_key text,
  state text NOT NULL CHECK (state IN ('checking', 'checked', 'importing', 'imported', 'failed', 'discarded')),
  report jsonb,
  imported integer,
  duplicates_at_import integer,
  error text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  checked_at timestamptz,
  imported_at timestamptz
);
CREATE INDEX sentence_imports_created_idx ON sentence_imports (created_at DESC);

-- The sentences a check accepted, waiting for the import. The primary key finds a line that repeats an
-- earlier line of the same file (same normalised key) as the check stages it, with no set held in memory.
-- id, split and shuffle are computed once, as the sentence row will have them.
CREATE TABLE sentence_import_rows (
  import_id uuid NOT NULL REFERENCES sentence_imports (id) ON DELETE CASCADE,
  dedupe_key text NOT NULL,
  line integer NOT NULL,
  id text NOT NULL,
  domain text NOT NULL CHECK (domain IN ('healthcare', 'education', 'fmcg', 'telecom', 'retail', 'technology')),
  text text NOT NULL,
  split text NOT NULL CHECK (split IN ('train', 'dev', 'test')),
  shuffle integer NOT NULL,
  PRIMARY KEY (import_id, dedupe_key)
);

-- A contributor's own proposals ("Your sentences"), newest first.
CREATE INDEX sentences_added_by_idx ON sentences (added_by, created_at DESC) WHERE added_by IS NOT NULL;
-- Reported or held sentences, for the admin's list.
CREATE INDEX sentences_reported_idx ON sentences (language, reports DESC) WHERE reports > 0 OR held;

ALTER TABLE admin_audit DROP CONSTRAINT admin_audit_action_check;
ALTER TABLE admin_audit ADD CONSTRAINT admin_audit_action_check CHECK (action IN (
  'recording.evaluate', 'recording.delete', 'recording.listen',
  'review.status', 'review.known_answer', 'review.settings',
  'sentence.import', 'sentence.keep', 'sentence.retire'));
