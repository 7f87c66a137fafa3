-- 0020 sentence-disjoint splits (issue 22, docs/datasets.md): a release plans its clips before writing them.
--
-- A release first writes one row per selected clip (published = false) with its speaker's split, then keeps
-- every sentence in one split only: a clip whose sentence is held by another split gets split NULL (it stays
-- in the release, in validated/other.tsv and metadata.csv, but in no split file); so does a rejected clip.
-- As each clip goes into the archive its row becomes published; rows never published (a clip deleted or
-- withdrawn while the release was built) are removed at the end, so deleted.tsv of a later release lists
-- only what a release really held. Rows written before this migration were all published.
ALTER TABLE release_clips ALTER COLUMN split DROP NOT NULL;
ALTER TABLE release_clips ADD COLUMN published boolean NOT NULL DEFAULT true;
