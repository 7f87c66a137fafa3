import type { QualityReason } from '@dhvani/contract/quality-reasons';
import type { ReadCheck } from '@dhvani/contract/read-check';
// The only SQL of the recordings feature.
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  sql,
  sum,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Quality } from '@dhvani/contract/enums';
import type { Db } from '../../db/database.js';
import { clipReviews, recordings, tokenLedger } from '../../db/schema/index.js';
import type { Paging } from '../../lib/paging.js';
import type { RecordingItemRow } from './recording-item.js';
import type { ReviewState } from './recording-review.js';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecording = typeof recordings.$inferInsert;

export type AudioFormat = 'wav' | 'flac';

/** Where a recording's audio lives; sharded by the first id characters so no folder grows huge. */
export const storageKeyFor = (id: string, format: AudioFormat = 'wav') =>
  `recordings/${id.slice(0, 2)}/${id}.${format}`;
/** The format a recording was stored in, from its key. */
export const storedFormat = (storageKey: string): AudioFormat =>
  storageKey.endsWith('.flac') ? 'flac' : 'wav';
export const STORAGE_PREFIX = 'recordings/';

/** Inserts unless the user already used this idempotency key; returns whether it inserted. */
export async function insertRecording(tx: Db, row: NewRecording): Promise<boolean> {
  const inserted = await tx
    .insert(recordings)
    .values(row)
    .onConflictDoNothing({ target: [recordings.userId, recordings.idempotencyKey] })
    .returning({ id: recordings.id });
  return inserted.length === 1;
}

export async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ id: recordings.id, payloadHash: recordings.payloadHash })
    .from(recordings)
    .where(and(eq(recordings.userId, userId), eq(recordings.idempotencyKey, key)));
  return row ?? null;
}

/** The recording with these audio samples (sha256, migration 0009), if any. */
export async function findByAudioHash(db: Db, audioSha256: string) {
  const [row] = await db
    .select({ userId: recordings.userId, idempotencyKey: recordings.idempotencyKey })
    .from(recordings)
    .where(eq(recordings.audioSha256, audioSha256));
  return row ?? null;
}

/** The unique index that refuses the same samples twice. */
export const AUDIO_HASH_UNIQUE = 'recordings_audio_sha256_key';

export async function findRecording(db: Db, id: string): Promise<RecordingRow | null> {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row ?? null;
}

/** Locks the recording's row until the transaction ends; false when it no longer exists. */
export async function lockRecording(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: recordings.id })
    .from(recordings)
    .where(eq(recordings.id, id))
    .for('update');
  return Boolean(row);
}

/** Stores the grade; only the first evaluation counts (a concurrent loser changes nothing). */
export async function saveEvaluation(
  tx: Db,
  id: string,
  result: {
    quality: Quality;
    metrics: unknown;
    reasons: QualityReason[];
    readCheck?: ReadCheck | null;
    at: Date;
  },
) {
  await tx
    .update(recordings)
    .set({
      quality: result.quality,
      metrics: result.metrics,
      reasons: result.reasons,
      readCheck: result.readCheck ?? null,
      readCheckOutcome: result.readCheck?.outcome ?? null,
      evaluatedAt: result.at,
    })
    .where(and(eq(recordings.id, id), sql`${recordings.quality} IS NULL`));
}

/** A list item's columns as json_build_object gives them (timestamps as ISO text). */
type RecordingItemJson = Omit<RecordingItemRow, 'createdAt' | 'evaluatedAt'> & {
  createdAt: string;
  evaluatedAt: string | null;
  tokens: number | null;
  review: ReviewState | null;
};

/**
 * One recording of a list as one JSON value: what a list item shows (recording-item.ts) and no more, the tokens
 * its award credited and its peer-review state (each null until graded). Why one value (issue 37): embedded
 * PGlite copies every value of a result out of its memory on its own, so the 36 columns of whole rows (18
 * here) were 3,600 copies for a page of 100, and a good part of the request's CPU and of its garbage; the
 * award and the review are looked up by key for each row of the page, so the plan is the same whatever the
 * table statistics say (PGlite has no autovacuum and never gathers any; with none the planner scanned the
 * whole ledger once per row).
 */
const recordingItemJson = sql<RecordingItemJson>`json_build_object(
  'id', ${recordings.id}, 'userId', ${recordings.userId}, 'language', ${recordings.language},
  'domain', ${recordings.domain}, 'recordedVia', ${recordings.recordedVia},
  'durationSeconds', ${recordings.durationSeconds}, 'transcript', ${recordings.transcript},
  'quality', ${recordings.quality}, 'reasons', ${recordings.reasons}, 'createdAt', ${recordings.createdAt},
  'evaluatedAt', ${recordings.evaluatedAt}, 'contributionId', ${recordings.contributionId},
  'tokens', (SELECT ${tokenLedger.amount} FROM ${tokenLedger}
    WHERE ${tokenLedger.recordingId} = ${recordings.id} AND ${tokenLedger.kind} = 'award'),
  'review', (SELECT json_build_object('status', ${clipReviews.status}, 'upVotes', ${clipReviews.upVotes},
    'downVotes', ${clipReviews.downVotes}, 'reasons', ${clipReviews.reasons}, 'decidedBy', ${clipReviews.decidedBy})
    FROM ${clipReviews} WHERE ${clipReviews.recordingId} = ${recordings.id}))`;

/** A listed recording: its item columns, tokens and review state, and the caller's `extra` columns. */
export type ListedRecording = { row: RecordingItemRow; tokens: number | null; review: ReviewState | null };

function listed<Rest>({ item, ...rest }: { item: RecordingItemJson } & Rest): ListedRecording & Rest {
  const { tokens, review, createdAt, evaluatedAt, ...row } = item;
  const dates = { createdAt: new Date(createdAt), evaluatedAt: evaluatedAt ? new Date(evaluatedAt) : null };
  return { row: { ...row, ...dates }, tokens, review, ...(rest as Rest) };
}

/**
 * The recordings of one page of a list (the contributor's and the admin's), in its order: `page` picks their
 * ids with its own filter, order, limit and offset; `extra` adds the caller's own columns (of `recordings`, or
 * a subquery on it).
 */
export async function listRecordingItems<Extra extends SelectedFields>(
  db: Db,
  page: PageIds,
  extra: Extra = {} as Extra,
): Promise<(ListedRecording & SelectResultFields<Extra>)[]> {
  const rows = await itemsOf(db, page, extra);
  return (rows as ({ item: RecordingItemJson } & SelectResultFields<Extra>)[]).map(listed);
}

function itemsOf<Extra extends SelectedFields>(db: Db, page: PageIds, extra: Extra) {
  return db
    .select({ item: recordingItemJson, ...extra })
    .from(page)
    .innerJoin(recordings, eq(recordings.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The ids (and order) of one page of a list, for listRecordingItems. */
export type PageIds = ReturnType<typeof pageIds>;
export function pageIds(
  db: Db,
  where: SQL | undefined,
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return db
    .select({ id: recordings.id, createdAt: recordings.createdAt })
    .from(recordings)
    .where(where)
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
}

/**
 * The contributor's own page, built once per database with placeholders (issue 37): drizzle assembling the
 * item's SQL anew on every request was a sixth of the list's CPU (its `is` checks, the nested fragments).
 */
const ownPages = new WeakMap<Db, ReturnType<typeof prepareOwnPage>>();
function prepareOwnPage(db: Db) {
  const where = eq(recordings.userId, sql.placeholder('userId'));
  const page = pageIds(db, where, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') });
  return itemsOf(db, page, {}).prepare('own_recordings_page');
}

/** One page of the user's recordings, newest first (the (user_id, created_at, id) index gives the order). */
export async function listUserRecordings<Extra extends SelectedFields>(
  db: Db,
  userId: string,
  page: Paging,
  extra?: Extra,
): Promise<(ListedRecording & SelectResultFields<Extra>)[]> {
  if (extra) return listRecordingItems(db, pageIds(db, eq(recordings.userId, userId), page), extra);
  let prepared = ownPages.get(db);
  if (!prepared) ownPages.set(db, (prepared = prepareOwnPage(db)));
  const rows = await prepared.execute({ userId, limit: page.limit, offset: page.offset });
  // No extra columns on this path, so SelectResultFields<Extra> adds nothing.
  return (rows as { item: RecordingItemJson }[]).map(listed) as (ListedRecording &
    SelectResultFields<Extra>)[];
}

/** How many recordings the user has: a range of the (user_id, created_at, id) index. */
export async function countUserRecordings(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recordings).where(eq(recordings.userId, userId));
  return row?.n ?? 0;
}

export async function userStats(db: Db, userId: string) {
  const [totals] = await db
    .select({
      totalRecordings: count(),
      totalDurationSeconds: sum(recordings.durationSeconds).mapWith(Number),
      languages: countDistinct(recordings.language),
    })
    .from(recordings)
    .where(eq(recordings.userId, userId));
  const names = await db
    .selectDistinct({ language: recordings.language })
    .from(recordings)
    .where(eq(recordings.userId, userId))
    .orderBy(asc(recordings.language));
  return {
    totalRecordings: totals?.totalRecordings ?? 0,
    totalDurationSeconds: Math.round((totals?.totalDurationSeconds ?? 0) * 100) / 100,
    languages: totals?.languages ?? 0,
    languageNames: names.map((n) => n.language),
  };
}

/** Deletes every recording of a user; returns their ids and storage keys (files go after the commit). */
export async function deleteUserRecordings(
  tx: Db,
  userId: string,
): Promise<Array<{ id: string; key: string }>> {
  return tx
    .delete(recordings)
    .where(eq(recordings.userId, userId))
    .returning({ id: recordings.id, key: recordings.storageKey });
}

/** Deletes one recording row; false when it was already gone (a concurrent delete). */
export async function deleteRecording(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(recordings).where(eq(recordings.id, id)).returning({ id: recordings.id });
  return rows.length === 1;
}

/** Which of these storage keys a recording points at. */
export async function existingStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: recordings.storageKey })
    .from(recordings)
    .where(inArray(recordings.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
