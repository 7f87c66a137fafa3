-- 0016 contribution id (issue 18): the ID the Thank You step shows (SPEC §2: generated in the browser, e.g.
-- DS-7KQ2-M9XA) is sent with the upload and kept, so the contributor, support and the dashboard can find the
-- recording by it. Optional: older clients (and the original front end) send none. Not unique: it is the
-- browser's random choice, and a rare repeat must not refuse an upload; a search may answer two recordings.
ALTER TABLE recordings ADD COLUMN contribution_id text
  CHECK (contribution_id ~ '^DS-[A-Z2-9]{4}-[A-Z2-9]{4}$');

CREATE INDEX recordings_contribution_id ON recordings (contribution_id) WHERE contribution_id IS NOT NULL;
