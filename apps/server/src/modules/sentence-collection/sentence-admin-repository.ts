// The SQL of the admin's view of sentences: counts per language and domain, the speakers' split shares, the
// reported sentences, and an admin's keep or retire.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import type { SentenceReportReason, SentenceSplit } from '@dhvani/contract/sentences';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import { sentences } from '../../db/schema/index.js';

export interface CountsRow {
  language: RecordingLanguage;
  domain: Domain;
  validated: number;
  fresh: number;
  at_cap: number;
  pending: number;
  reported: number;
  held: number;
}

/** One pass over the sentences: what each language and domain has to offer, and what waits. */
export async function countsByLanguageAndDomain(db: Db, maxRecordings: number): Promise<CountsRow[]> {
  return rowsOf<CountsRow>(
    await db.execute(sql`
      SELECT language, domain,
             count(*) FILTER (WHERE status = 'validated' AND NOT held)::int AS validated,
             count(*) FILTER (WHERE status = 'validated' AND NOT held AND recordings_count = 0)::int AS fresh,
             count(*) FILTER (WHERE status = 'validated' AND NOT held
                                AND recordings_count >= ${maxRecordings})::int AS at_cap,
             count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'validated' AND reports > 0)::int AS reported,
             count(*) FILTER (WHERE status = 'validated' AND held)::int AS held
        FROM sentences
       GROUP BY language, domain`),
  );
}

/** Distinct speakers per language and split, from recordings made since splits exist. */
export async function speakersBySplit(db: Db) {
  return rowsOf<{ language: RecordingLanguage; split: SentenceSplit; speakers: number }>(
    await db.execute(sql`
      SELECT language, split, count(DISTINCT user_id)::int AS speakers
        FROM recordings WHERE split IS NOT NULL
       GROUP BY language, split`),
  );
}

export interface ReportedRow {
  id: string;
  language: RecordingLanguage;
  domain: Domain;
  text: string;
  source: string;
  reports: number;
  held: boolean;
  reasons: Partial<Record<SentenceReportReason, number>> | null;
  notes: string[] | null;
}

/**
 * Validated sentences reported since an admin last decided on them, held ones first. The reasons and notes
 * are those of the reports after that decision (a kept sentence starts afresh).
 */
export async function reportedSentences(db: Db, language: RecordingLanguage | undefined, limit: number) {
  return rowsOf<ReportedRow>(
    await db.execute(sql`
      SELECT s.id, s.language, s.domain, s.text, s.source, s.reports, s.held,
             (SELECT jsonb_object_agg(reason, n) FROM (
                SELECT r.reason, count(*)::int AS n FROM sentence_reports r
                 WHERE r.sentence_id = s.id AND r.created_at >= coalesce(s.decided_at, '-infinity')
                 GROUP BY r.reason) AS byReason) AS reasons,
             (SELECT array_agg(r.note ORDER BY r.created_at) FROM sentence_reports r
               WHERE r.sentence_id = s.id AND r.note IS NOT NULL
                 AND r.created_at >= coalesce(s.decided_at, '-infinity')) AS notes
        FROM sentences s
       WHERE s.status = 'validated' AND (s.reports > 0 OR s.held)
         ${language ? sql`AND s.language = ${language}` : sql``}
       ORDER BY s.held DESC, s.reports DESC, s.id
       LIMIT ${limit}`),
  );
}

const reported = () =>
  and(eq(sentences.status, 'validated'), or(sql`${sentences.reports} > 0`, eq(sentences.held, true)));

/** Keep: offered again, its report count starting afresh. null when it was not reported. */
export async function keepSentence(tx: Db, id: string, at: Date) {
  const [row] = await tx
    .update(sentences)
    .set({ held: false, reports: 0, decidedAt: at })
    .where(and(eq(sentences.id, id), reported()))
    .returning({ id: sentences.id, status: sentences.status, held: sentences.held });
  return row ?? null;
}

/** Retire: never offered again; its recordings keep it. null when it was not reported. */
export async function retireSentence(tx: Db, id: string, at: Date) {
  const [row] = await tx
    .update(sentences)
    .set({ status: 'retired', held: false, decidedAt: at })
    .where(and(eq(sentences.id, id), reported()))
    .returning({ id: sentences.id, status: sentences.status, held: sentences.held });
  return row ?? null;
}

export async function sentenceExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: sentences.id }).from(sentences).where(eq(sentences.id, id));
  return Boolean(row);
}
