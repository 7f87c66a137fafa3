// The SQL of community sentences (migration 0025's sentence_votes and sentence_reports): proposals, the review
// queue, votes and reports. A vote or a report runs in the caller's transaction after the sentence row was
// locked (lockSentence), so concurrent votes on one sentence are counted one after the other, each seeing the
// counts before it; one vote and one report per person is the database's UNIQUE, not a read before a write.
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  SENTENCE_APPROVALS_TO_VALIDATE,
  SENTENCE_REJECTIONS_TO_REJECT,
  SENTENCE_REPORTS_TO_HOLD,
} from '@dhvani/contract/sentence-community';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { SentenceReportReason } from '@dhvani/contract/sentences';
import type { Db } from '../../db/database.js';
import { readingTexts, sentenceReports, sentenceVotes, sentences } from '../../db/schema/index.js';

export type SentenceRow = typeof sentences.$inferSelect;

/** Inserts a proposed sentence; false when its id or (language, key) is already taken. */
export async function insertProposal(db: Db, row: typeof sentences.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(sentences)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sentences.id });
  return inserted.length === 1;
}

export function proposalsBy(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(sentences)
    .where(eq(sentences.addedBy, userId))
    .orderBy(desc(sentences.createdAt), desc(sentences.id))
    .limit(limit);
}

/**
 * Pending sentences of a language this reviewer may judge: not their own, not yet voted on by them. Oldest
 * first, so that reviewers meet on the same sentences and settle them (sentences_pending_idx).
 */
export function reviewQueue(db: Db, language: RecordingLanguage, reviewerId: string, limit: number) {
  return db
    .select()
    .from(sentences)
    .where(
      and(
        eq(sentences.status, 'pending'),
        eq(sentences.language, language),
        or(isNull(sentences.addedBy), ne(sentences.addedBy, reviewerId)),
        sql`NOT EXISTS (SELECT 1 FROM sentence_votes v
                        WHERE v.sentence_id = ${sentences.id} AND v.voter_id = ${reviewerId})`,
      ),
    )
    .orderBy(sentences.createdAt, sentences.id)
    .limit(limit);
}

/** The sentence, locked until the caller's transaction ends. */
export async function lockSentence(tx: Db, id: string): Promise<SentenceRow | null> {
  const [row] = await tx.select().from(sentences).where(eq(sentences.id, id)).for('update');
  return row ?? null;
}

/** Adds the vote; false when this voter has voted on this sentence already. */
export async function insertVote(
  tx: Db,
  v: { sentenceId: string; voterId: string; approve: boolean; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(sentenceVotes)
    .values({ sentenceId: v.sentenceId, voterId: v.voterId, approve: v.approve, createdAt: v.at })
    .onConflictDoNothing()
    .returning({ id: sentenceVotes.id });
  return rows.length === 1;
}

/** Counts a vote on a pending sentence and decides it when a threshold is reached. */
export async function countVote(tx: Db, id: string, approve: boolean, at: Date) {
  const approvals = sql`${sentences.approvals} + ${approve ? 1 : 0}::int`;
  const rejections = sql`${sentences.rejections} + ${approve ? 0 : 1}::int`;
  const decided = sql`CASE WHEN ${approvals} >= ${SENTENCE_APPROVALS_TO_VALIDATE} THEN 'validated'
                           WHEN ${rejections} >= ${SENTENCE_REJECTIONS_TO_REJECT} THEN 'rejected'
                           ELSE 'pending' END`;
  const [row] = await tx
    .update(sentences)
    .set({
      approvals,
      rejections,
      status: decided,
      decidedAt: sql`CASE WHEN ${decided} = 'pending' THEN NULL ELSE ${at}::timestamptz END`,
    })
    .where(and(eq(sentences.id, id), eq(sentences.status, 'pending')))
    .returning({
      status: sentences.status,
      approvals: sentences.approvals,
      rejections: sentences.rejections,
    });
  return row ?? null;
}

/** Adds the report; false when this person has reported this sentence already. */
export async function insertReport(
  tx: Db,
  r: { sentenceId: string; reporterId: string; reason: SentenceReportReason; note: string | null; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(sentenceReports)
    .values({
      sentenceId: r.sentenceId,
      reporterId: r.reporterId,
      reason: r.reason,
      note: r.note,
      createdAt: r.at,
    })
    .onConflictDoNothing()
    .returning({ id: sentenceReports.id });
  return rows.length === 1;
}

/** Counts a report; enough of them hold the sentence (not offered) until an admin decides. */
export async function countReport(tx: Db, id: string) {
  const reports = sql`${sentences.reports} + 1`;
  const [row] = await tx
    .update(sentences)
    .set({ reports, held: sql`${sentences.held} OR ${reports} >= ${SENTENCE_REPORTS_TO_HOLD}` })
    .where(eq(sentences.id, id))
    .returning({ reports: sentences.reports, held: sentences.held });
  return row!;
}

/** The sentences of a reading text issued to this user, in reading order; null when there is no such text. */
export async function issuedSentences(db: Db, readingTextId: string, userId: string) {
  const [text] = await db
    .select({ ids: readingTexts.sentenceIds })
    .from(readingTexts)
    .where(and(eq(readingTexts.id, readingTextId), eq(readingTexts.userId, userId)));
  if (!text) return null;
  const rows = text.ids.length
    ? await db
        .select({ id: sentences.id, text: sentences.text })
        .from(sentences)
        .where(inArray(sentences.id, text.ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return text.ids.flatMap((id) => byId.get(id) ?? []);
}
