// The only SQL of the sentences feature (migration 0025): sentence rows, the reading texts the server issued,
// the sentences each recording read, and the deployment's secret the splits are keyed with.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
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
  /** Skip sentences this speaker has read (null: the last resort, when they have read them all). */
  userId: string | null;
  /** Sentences issued to this speaker a moment ago, so "Regenerate" shows another. */
  avoid: string[];
}

const offerable = (q: OfferQuery) =>
  and(
    eq(sentences.language, q.language),
    q.domain ? eq(sentences.domain, q.domain) : undefined,
    eq(sentences.split, q.split),
    eq(sentences.status, 'validated'),
    eq(sentences.held, false),
    q.avoid.length ? notInArray(sentences.id, q.avoid) : undefined,
    q.userId
      ? sql`NOT EXISTS (SELECT 1 FROM recording_sentences rs
                        WHERE rs.user_id = ${q.userId} AND rs.sentence_id = ${sentences.id})`
      : undefined,
  );

/**
 * Up to `count` sentences to offer, least read first; among the least read, from a random point of the
 * shuffle order (wrapping round), so that speakers asking at the same moment get different sentences. Each
 * query walks sentences_offer_idx.
 */
export async function offerSentences(
  db: Db,
  q: OfferQuery,
  count: number,
  start: number,
): Promise<Array<Pick<SentenceRow, 'id' | 'text' | 'domain'>>> {
  const columns = { id: sentences.id, text: sentences.text, domain: sentences.domain };
  const [least] = await db
    .select({ count: sentences.recordingsCount })
    .from(sentences)
    .where(offerable(q))
    .orderBy(sentences.recordingsCount, sentences.shuffle)
    .limit(1);
  if (!least) return [];
  const tier = and(offerable(q), eq(sentences.recordingsCount, least.count));
  const picked = await db
    .select(columns)
    .from(sentences)
    .where(and(tier, gte(sentences.shuffle, start)))
    .orderBy(sentences.shuffle)
    .limit(count);
  if (picked.length < count) {
    picked.push(
      ...(await db
        .select(columns)
        .from(sentences)
        .where(and(tier, lt(sentences.shuffle, start)))
        .orderBy(sentences.shuffle)
        .limit(count - picked.length)),
    );
  }
  if (picked.length < count) {
    picked.push(
      ...(await db
        .select(columns)
        .from(sentences)
        .where(and(offerable(q), sql`${sentences.recordingsCount} > ${least.count}`))
        .orderBy(sentences.recordingsCount, sentences.shuffle)
        .limit(count - picked.length)),
    );
  }
  return picked;
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

/** The sentences of the last `limit` texts issued to this user since `since`. */
export async function recentlyIssuedSentences(
  db: Db,
  userId: string,
  since: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ ids: readingTexts.sentenceIds })
    .from(readingTexts)
    .where(and(eq(readingTexts.userId, userId), gte(readingTexts.issuedAt, since)))
    .orderBy(desc(readingTexts.issuedAt))
    .limit(limit);
  return [...new Set(rows.flatMap((r) => r.ids))];
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
