// The only SQL of the sentences feature (migration 0025): sentence rows, the reading texts the server issued,
// the sentences each recording read, and the deployment's secret the splits are keyed with.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import type { SentenceSplit } from '@dhvani/contract/sentences';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import {
  readingTexts,
  recordingSentences,
  releaseSettings,
  sentenceCorpusState,
  sentences,
} from '../../db/schema/index.js';

export type SentenceRow = typeof sentences.$inferSelect;
export type NewSentence = typeof sentences.$inferInsert;
export type ReadingTextRow = typeof readingTexts.$inferSelect;

// PostgreSQL takes at most 65,535 parameters a statement; a sentence row has 13.
const INSERT_CHUNK = 1000;

/**
 * The deployment's secret, created by the first process that needs it: the splits (splits.ts) and the
 * releases' speaker ids are keyed with it, so every process and every release agree.
 */
export async function deploymentSecret(db: Db): Promise<string> {
  await db
    .insert(releaseSettings)
    .values({ id: true, speakerSecret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(releaseSettings);
  return row!.speakerSecret;
}

/**
 * Inserts the sentences that are new: a row whose id or (language, normalised key) is already there inserts
 * nothing, so importing the same file twice adds nothing. Returns the ids inserted.
 */
export async function insertSentences(db: Db, rows: NewSentence[]): Promise<string[]> {
  const inserted: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const ids = await db
      .insert(sentences)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: sentences.id });
    inserted.push(...ids.map((r) => r.id));
  }
  return inserted;
}

/** Of these (language, key) pairs, the keys already taken in the language. */
export async function existingKeys(
  db: Db,
  language: RecordingLanguage,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: sentences.dedupeKey })
    .from(sentences)
    .where(and(eq(sentences.language, language), inArray(sentences.dedupeKey, keys)));
  return new Set(rows.map((r) => r.key));
}

export async function findSentences(db: Db, ids: string[]): Promise<SentenceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sentences).where(inArray(sentences.id, ids));
}

/** Retires validated built-in sentences that are no longer in the corpus files; returns how many. */
export async function retireBuiltinSentencesExcept(db: Db, keep: string[], at: Date): Promise<number> {
  const rows = await db
    .update(sentences)
    .set({ status: 'retired', decidedAt: at })
    .where(
      and(
        eq(sentences.origin, 'builtin'),
        eq(sentences.status, 'validated'),
        keep.length ? notInArray(sentences.id, keep) : undefined,
      ),
    )
    .returning({ id: sentences.id });
  return rows.length;
}

/** The built-in corpus's fingerprint at its last sync, and whether older recordings were linked. */
export async function corpusState(db: Db) {
  const [row] = await db.select().from(sentenceCorpusState);
  return row ?? null;
}

export async function saveCorpusState(db: Db, values: { corpusHash?: string; legacyLinkedAt?: Date }) {
  await db
    .insert(sentenceCorpusState)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: sentenceCorpusState.id, set: values });
}

/**
 * Recordings made before sentences were rows read paragraphs built from the earlier bank, whose sentences are
 * built-in rows with the same ids. Links each such recording to the built-in sentences its transcript
 * contains, in reading order, so its sentences count as read (the offer never gives them to that speaker
 * again) and releases count sentences shared between splits honestly. Runs once per database.
 */
export async function linkLegacyRecordings(db: Db): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO recording_sentences (recording_id, position, sentence_id, user_id)
    SELECT r.id,
           (row_number() OVER (PARTITION BY r.id ORDER BY strpos(r.transcript, s.text), s.id)) - 1,
           s.id, r.user_id
      FROM recordings r
      JOIN sentences s ON s.language = r.language AND s.origin = 'builtin'
                      AND strpos(r.transcript, s.text) > 0
     WHERE r.text_source IS NULL
       AND NOT EXISTS (SELECT 1 FROM recording_sentences x WHERE x.recording_id = r.id)`);
  return (
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as { rowCount?: number }).rowCount ??
    0
  );
}

export interface OfferQuery {
  language: RecordingLanguage;
  domain: Domain | null;
  split: SentenceSplit;
  /** The speaker: sentences they have read are skipped, and so are those of their recent texts. */
  userId: string;
  /** Skip what this speaker has read (false: the last resort, when they have read them all). */
  skipRead: boolean;
  /** Skip the sentences of the speaker's last RECENT_TEXTS texts issued since this (null: don't). */
  recentSince: Date | null;
}

/** Texts issued a moment ago whose sentences are not offered again at once (Regenerate shows another). */
export const RECENT_TEXTS = 10;

function offerable(q: OfferQuery): SQL {
  return sql`s.language = ${q.language} ${q.domain ? sql`AND s.domain = ${q.domain}` : sql``}
    AND s.split = ${q.split} AND s.status = 'validated' AND NOT s.held
    ${
      q.skipRead
        ? sql`AND NOT EXISTS (SELECT 1 FROM recording_sentences rs
                              WHERE rs.user_id = ${q.userId} AND rs.sentence_id = s.id)`
        : sql``
    }
    ${q.recentSince ? sql`AND s.id <> ALL (coalesce((SELECT ids FROM recent), array[]::text[]))` : sql``}`;
}

/**
 * Up to `count` sentences to offer, least read first; among the least read, from a random point `start` of the
 * shuffle order, wrapping round, so that speakers asking at the same moment get different sentences; then the
 * next least read. One statement (each part an index range scan of sentences_offer_idx with its own LIMIT): on
 * the embedded database every round trip counts.
 */
export async function offerSentences(
  db: Db,
  q: OfferQuery,
  count: number,
  start: number,
): Promise<Array<Pick<SentenceRow, 'id' | 'text' | 'domain'>>> {
  const where = offerable(q);
  const recent = q.recentSince
    ? // One array, computed once: a set compared row by row cost the query half its time.
      sql`recent AS (SELECT array_agg(id) AS ids FROM (SELECT unnest(sentence_ids) AS id FROM (
          SELECT sentence_ids FROM reading_texts
          WHERE user_id = ${q.userId} AND issued_at >= ${q.recentSince.toISOString()}::timestamptz
          ORDER BY issued_at DESC LIMIT ${RECENT_TEXTS}) last) ids),`
    : sql``;
  const rows = rowsOf<{ id: string; text: string; domain: Domain; part: number; c: number; shuffle: number }>(
    await db.execute(sql`WITH ${recent} least AS (
        SELECT s.recordings_count AS c FROM sentences s WHERE ${where}
        ORDER BY s.recordings_count, s.shuffle LIMIT 1)
      (SELECT s.id, s.text, s.domain, s.recordings_count AS c, s.shuffle, 0 AS part FROM sentences s
        WHERE ${where} AND s.recordings_count = (SELECT c FROM least) AND s.shuffle >= ${start} ORDER BY s.shuffle LIMIT ${count})
      UNION ALL
      (SELECT s.id, s.text, s.domain, s.recordings_count AS c, s.shuffle, 1 AS part FROM sentences s
        WHERE ${where} AND s.recordings_count = (SELECT c FROM least) AND s.shuffle < ${start} ORDER BY s.shuffle LIMIT ${count})
      UNION ALL
      (SELECT s.id, s.text, s.domain, s.recordings_count AS c, s.shuffle, 2 AS part FROM sentences s
        WHERE ${where} AND s.recordings_count > (SELECT c FROM least) ORDER BY s.recordings_count, s.shuffle LIMIT ${count})`),
  );
  // The parts in order of preference, each in its own order (UNION ALL promises none).
  return rows
    .sort((a, b) => a.part - b.part || a.c - b.c || a.shuffle - b.shuffle)
    .slice(0, count)
    .map(({ id, text, domain }) => ({ id, text, domain }));
}

export async function insertReadingText(db: Db, row: typeof readingTexts.$inferInsert) {
  await db.insert(readingTexts).values(row);
}

/** The reading text with this id, if it was issued to this user. */
export async function findReadingText(db: Db, id: string, userId: string): Promise<ReadingTextRow | null> {
  const [row] = await db
    .select()
    .from(readingTexts)
    .where(and(eq(readingTexts.id, id), eq(readingTexts.userId, userId)));
  return row ?? null;
}

/** The newest text issued to this user since `since`. */
export async function findLatestReadingText(
  db: Db,
  userId: string,
  since: Date,
): Promise<Pick<ReadingTextRow, 'text' | 'language'> | null> {
  const [row] = await db
    .select({ text: readingTexts.text, language: readingTexts.language })
    .from(readingTexts)
    .where(and(eq(readingTexts.userId, userId), gte(readingTexts.issuedAt, since)))
    .orderBy(desc(readingTexts.issuedAt))
    .limit(1);
  return row ?? null;
}

/** The newest text issued to this user since `since` whose normalised key is this one. */
export async function findMatchingReadingText(
  db: Db,
  q: { userId: string; language: RecordingLanguage; matchKey: string; since: Date },
): Promise<ReadingTextRow | null> {
  const [row] = await db
    .select()
    .from(readingTexts)
    .where(
      and(
        eq(readingTexts.userId, q.userId),
        gte(readingTexts.issuedAt, q.since),
        eq(readingTexts.language, q.language),
        eq(readingTexts.matchKey, q.matchKey),
      ),
    )
    .orderBy(desc(readingTexts.issuedAt))
    .limit(1);
  return row ?? null;
}

/** Fresh planner statistics for the sentences table (after a bulk change). */
export async function analyseSentences(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE sentences`);
}

/** Records what a new recording read, in its transaction (the trigger counts the reads). */
export async function linkRecordingSentences(
  tx: Db,
  recording: { id: string; userId: string },
  sentenceIds: string[],
) {
  if (sentenceIds.length === 0) return;
  await tx.insert(recordingSentences).values(
    sentenceIds.map((sentenceId, position) => ({
      recordingId: recording.id,
      userId: recording.userId,
      position,
      sentenceId,
    })),
  );
}

/** Deletes reading texts issued before `before`; recordings keep their sentences in recording_sentences. */
export async function pruneReadingTexts(db: Db, before: Date): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`DELETE FROM reading_texts WHERE issued_at < ${before} RETURNING id`),
  );
  return rows.length;
}
