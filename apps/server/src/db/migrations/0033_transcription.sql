-- 0033 the optional recogniser's character error rate (issue 35, docs/decisions/0049): what an operator's
-- OpenAI-compatible /audio/transcriptions endpoint heard in a graded clip, compared with its text:
-- { outcome: measured | unavailable, cer, model, reason? } (@dhvani/contract/transcription). NULL where no
-- recogniser is configured, for clips graded before it was, and until the clip's transcription job finishes.
-- It never enters the grade, the tokens or review triage.
ALTER TABLE recordings ADD COLUMN transcription jsonb;
