-- 0017 enum checks (issue 18, tables described once): every column that holds one of a fixed set of values
-- says so in the database, as the older ones do (role, quality, kind, ...), so the Drizzle schema's enum
-- types mirror a rule the database keeps (db/schema-drift.test.ts compares the two). The server already
-- wrote only these values: each is checked on the way in by the contract's schemas.
ALTER TABLE recordings
  ADD CONSTRAINT recordings_language_check CHECK (language IN ('English', 'Hindi', 'Tamil', 'Telugu', 'Gujarati',
    'Punjabi', 'Odia', 'Kannada', 'Bengali', 'Malayalam')),
  ADD CONSTRAINT recordings_domain_check CHECK (domain IN ('healthcare', 'education', 'fmcg', 'telecom', 'retail',
    'technology')),
  ADD CONSTRAINT recordings_recorded_via_check CHECK (recorded_via IN ('web'));

ALTER TABLE token_ledger
  ADD CONSTRAINT token_ledger_quality_check CHECK (quality IN ('excellent', 'good', 'average', 'poor'));

ALTER TABLE users
  ADD CONSTRAINT users_gender_check CHECK (gender IN ('male', 'female', 'other'));
