-- 0025 sentences (issue 32, docs/sentences.md): the text a contributor reads is made of sentences that are rows,
-- each with its origin, status and split; the server issues every reading text and remembers what it issued, so
-- a recording's transcript is one the server vouches for; a recording knows the sentences it read.

-- One row per sentence. id is Common Voice's sentence_id: the sha256 (hex) of the normalised text (contract
-- sentences.ts), so the built-in corpus has the same ids on every installation and the earlier bank's sentences
-- keep theirs. Duplicates are refused on the normalised key within a language, whatever the status: a rejected
-- sentence cannot come back by another route.
-- split: train, dev or test, from a keyed hash of the id (sentences/splits.ts); a speaker is only ever offered
-- sentences of their own split, so releases are speaker- and sentence-disjoint by construction.
-- recordings_count: how many recordings read it, kept by the trigger below (never written by the server).
-- held: reported by enough contributors; not offered until an admin decides.
-- shuffle: a random number fixed at insert, so that sentences read equally often are offered in a random order
-- that an index can still walk.
CREATE TABLE sentences (
  id text PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('English', 'Hindi', 'Tamil', 'Telugu', 'Gujarati', 'Punjabi', 'Odia',
    'Kannada', 'Bengali', 'Malayalam')),
  domain text NOT NULL CHECK (domain IN ('healthcare', 'education', 'fmcg', 'telecom', 'retail', 'technology')),
  text text NOT NULL,
  dedupe_key text NOT NULL,
  source text NOT NULL,
  licence text NOT NULL,
  origin text NOT NULL CHECK (origin IN ('builtin', 'import', 'community', 'llm')),
  status text NOT NULL CHECK (status IN ('pending', 'validated', 'rejected', 'retired')),
  split text NOT NULL CHECK (split IN ('train', 'dev', 'test')),
  added_by uuid REFERENCES users (id) ON DELETE SET NULL,
  recordings_count integer NOT NULL DEFAULT 0,
  approvals integer NOT NULL DEFAULT 0,
  rejections integer NOT NULL DEFAULT 0,
  reports integer NOT NULL DEFAULT 0,
  held boolean NOT NULL DEFAULT false,
  shuffle integer NOT NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT sentences_language_key_unique UNIQUE (language, dedupe_key)
);
-- What can be offered, in the order it is offered: least read first, then the shuffle.
CREATE INDEX sentences_offer_idx ON sentences (language, domain, split, recordings_count, shuffle)
  WHERE status = 'validated' AND NOT held;
CREATE INDEX sentences_pending_idx ON sentences (language, created_at) WHERE status = 'pending';

-- The built-in corpus's last sync (sentences/corpus-sync.ts): the fingerprint of the corpus files it inserted,
-- so a start with unchanged files does nothing, and when recordings made before this migration were linked to
-- the earlier bank's sentences (once per database).
CREATE TABLE sentence_corpus_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  corpus_hash text,
  legacy_linked_at timestamptz
);

-- Community review of proposed sentences: one vote per person and sentence (UNIQUE), counted into
-- sentences.approvals / rejections in the vote's transaction.
CREATE TABLE sentence_votes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sentence_id text NOT NULL REFERENCES sentences (id) ON DELETE CASCADE,
  voter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  approve boolean NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT sentence_votes_once UNIQUE (sentence_id, voter_id)
);

-- Reports from the recording flow: one per person and sentence; enough of them hold the sentence.
CREATE TABLE sentence_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sentence_id text NOT NULL REFERENCES sentences (id) ON DELETE CASCADE,
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('hard_to_read', 'offensive', 'spelling', 'other')),
  note text,
  created_at timestamptz NOT NULL,
  CONSTRAINT sentence_reports_once UNIQUE (sentence_id, reporter_id)
);

-- Every reading text the server issued: the recording that reads it names it (reading_text_id), or, for SPEC's
-- own client that sends only the text, is matched to it by match_key within a day. Pruned after a while; a
-- recording keeps its sentences in recording_sentences.
CREATE TABLE reading_texts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('English', 'Hindi', 'Tamil', 'Telugu', 'Gujarati', 'Punjabi', 'Odia',
    'Kannada', 'Bengali', 'Malayalam')),
  domain text NOT NULL CHECK (domain IN ('healthcare', 'education', 'fmcg', 'telecom', 'retail', 'technology')),
  text text NOT NULL,
  sentence_ids text[] NOT NULL,
  match_key text NOT NULL,
  issued_at timestamptz NOT NULL
);
CREATE INDEX reading_texts_user_idx ON reading_texts (user_id, issued_at DESC);
CREATE INDEX reading_texts_issued_idx ON reading_texts (issued_at);

-- The sentences a recording read, in order. user_id is the recording's, copied so that "never offer a speaker
-- a sentence they have read" is one index probe.
CREATE TABLE recording_sentences (
  recording_id uuid NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  sentence_id text NOT NULL REFERENCES sentences (id),
  user_id uuid NOT NULL,
  PRIMARY KEY (recording_id, position)
);
CREATE INDEX recording_sentences_user_idx ON recording_sentences (user_id, sentence_id);
CREATE INDEX recording_sentences_sentence_idx ON recording_sentences (sentence_id);

-- sentences.recordings_count follows recording_sentences, in the same transaction: a recording's row and its
-- sentences' counts commit or roll back together, and a deleted recording (or account) gives its reads back.
CREATE FUNCTION recording_sentences_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sentences SET recordings_count = recordings_count + 1 WHERE id = NEW.sentence_id;
  ELSE
    UPDATE sentences SET recordings_count = recordings_count - 1 WHERE id = OLD.sentence_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER recording_sentences_count AFTER INSERT OR DELETE ON recording_sentences
  FOR EACH ROW EXECUTE FUNCTION recording_sentences_count();

-- How a recording's transcript is vouched for: 'issued' (it named the reading text the server issued),
-- 'matched' (SPEC's client: its text equals one issued to that user within a day), 'unverified' (neither: kept,
-- graded, never released). NULL: recorded before this migration (releases keep their earlier rule for those).
-- split: the speaker's split when it was recorded, which is also its sentences' split.
ALTER TABLE recordings
  ADD COLUMN reading_text_id uuid,
  ADD COLUMN text_source text CHECK (text_source IN ('issued', 'matched', 'unverified')),
  ADD COLUMN split text CHECK (split IN ('train', 'dev', 'test'));

-- The last text given to each user (0021) is now the newest reading_texts row.
DROP TABLE last_transcripts;
