// The SQL of a release's text (issue 32): what its clips read, sentence by sentence (recording_sentences), where
// those sentences came from, and the language's validated sentences for validated_sentences.tsv. Run once the
// release's clips are published, over release_clips.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';

export interface SentenceTally {
  language: string;
  sentences: number;
  minClips: number;
  medianClips: number;
  maxClips: number;
  /** Sentences read by clips of more than one split file. */
  shared: number;
}

/** Per language: distinct sentences the release's clips read, clips per sentence, sentences in two splits. */
export async function sentenceTallies(db: Db, releaseId: string): Promise<SentenceTally[]> {
  return rowsOf<SentenceTally>(
    await db.execute(sql`WITH per AS (
        SELECT r.language, rs.sentence_id, count(*) AS clips, count(DISTINCT rc.split) AS splits
        FROM release_clips rc
        JOIN recordings r ON r.id = rc.recording_id
        JOIN recording_sentences rs ON rs.recording_id = rc.recording_id
        WHERE rc.release_id = ${releaseId}
        GROUP BY r.language, rs.sentence_id)
      SELECT language, count(*)::int AS sentences, min(clips)::int AS "minClips",
        percentile_cont(0.5) WITHIN GROUP (ORDER BY clips)::float8 AS "medianClips",
        max(clips)::int AS "maxClips", (count(*) FILTER (WHERE splits > 1))::int AS shared
      FROM per GROUP BY language`),
  );
}

export interface SourceTally {
  language: string;
  source: string;
  licence: string;
  sentences: number;
  clips: number;
}

/** Per language, source and licence: the sentences the release's clips read and the clips that read them. */
export async function sourceTallies(db: Db, releaseId: string): Promise<SourceTally[]> {
  return rowsOf<SourceTally>(
    await db.execute(sql`SELECT s.language, s.source, s.licence, count(DISTINCT s.id)::int AS sentences,
        count(DISTINCT rc.recording_id)::int AS clips
      FROM release_clips rc
      JOIN recording_sentences rs ON rs.recording_id = rc.recording_id
      JOIN sentences s ON s.id = rs.sentence_id
      WHERE rc.release_id = ${releaseId}
      GROUP BY s.language, s.source, s.licence ORDER BY s.language, clips DESC, s.source`),
  );
}

export interface ValidatedSentenceRow {
  id: string;
  text: string;
  domain: string;
  source: string;
  /** Still offered to contributors (Common Voice's is_used). */
  used: boolean;
  /** Clips of this release that read it. */
  clips: number;
}

/** One keyset page of the language's validated sentences after `after`, with this release's clips of each. */
export async function validatedSentencesPage(
  db: Db,
  releaseId: string,
  language: string,
  after: string | null,
  limit: number,
): Promise<ValidatedSentenceRow[]> {
  return rowsOf<ValidatedSentenceRow>(
    await db.execute(sql`SELECT s.id, s.text, s.domain, s.source, NOT s.held AS used, c.clips
      FROM sentences s
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS clips FROM recording_sentences rs
        JOIN release_clips rc ON rc.release_id = ${releaseId} AND rc.recording_id = rs.recording_id
        WHERE rs.sentence_id = s.id) c
      WHERE s.language = ${language} AND s.status = 'validated' ${after ? sql`AND s.id > ${after}` : sql``}
      ORDER BY s.id LIMIT ${limit}`),
  );
}
