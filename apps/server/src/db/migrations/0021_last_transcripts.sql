-- 0021 one name per thing (issue 18): the text a contributor reads is a transcript everywhere inside the code
-- and the database (recordings.transcript); SPEC's `paragraph` stays a wire name only.
ALTER TABLE last_paragraphs RENAME TO last_transcripts;
ALTER TABLE last_transcripts RENAME COLUMN paragraph TO transcript;
ALTER TABLE last_transcripts RENAME CONSTRAINT last_paragraphs_pkey TO last_transcripts_pkey;
ALTER TABLE last_transcripts RENAME CONSTRAINT last_paragraphs_user_id_fkey TO last_transcripts_user_id_fkey;
