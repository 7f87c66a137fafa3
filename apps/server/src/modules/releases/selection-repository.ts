// The SQL that picks a release's clips (issue 22). One WHERE for the preview, the speaker pass and the clip
// pages, so the three can never disagree about what is in a release. Clips are read in keyset pages of
// (language, id), so memory stays flat and each query is short: on the embedded database, which answers one
// query at a time, an upload or a sign-in waits for one page at most, never for the whole export.
import { sql, type SQL } from 'drizzle-orm';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import type { ExclusionReason, ReleaseFilters, ReleasePreview } from '@dhvani/contract/releases';
import { qualitiesAtLeast } from '@dhvani/contract/releases';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import type { Split } from './splits.js';

// The review state in Common Voice's words, from peer review (issue 21, docs/reviews.md): validated and
// rejected as the reviewers (or the analyser's triage, or an admin) decided; pending, or never queued for
// review (ungraded), is 'other'. Votes are the counted ones.
const REVIEW_STATUS = sql.raw(
  `CASE cr.status WHEN 'validated' THEN 'validated' WHEN 'rejected' THEN 'invalidated' ELSE 'other' END`,
);
const UP_VOTES = sql.raw('coalesce(cr.up_votes, 0)');
const DOWN_VOTES = sql.raw('coalesce(cr.down_votes, 0)');
const REVIEW_JOIN = sql.raw('LEFT JOIN clip_reviews cr ON cr.recording_id = r.id');

const FROM = sql`FROM recordings r
  LEFT JOIN consents c ON c.user_id = r.user_id
  LEFT JOIN users u ON u.id = r.user_id ${REVIEW_JOIN}`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Language, domain and dates: what the admin asked for before any clip is left out. `asOf` bounds the
 * selection to what existed when the release started, so clips uploaded while it builds are not half in it.
 */
function asked(f: ReleaseFilters, asOf: Date): SQL {
  const parts: SQL[] = [sql`r.created_at <= ${asOf.toISOString()}::timestamptz`];
  if (f.languages) parts.push(sql`r.language IN (${list(f.languages)})`);
  if (f.domains) parts.push(sql`r.domain IN (${list(f.domains)})`);
  if (f.from) parts.push(sql`r.created_at >= ${f.from}::date`);
  if (f.to) parts.push(sql`r.created_at < ${f.to}::date + 1`);
  return sql.join(parts, sql` AND `);
}

/**
 * Why an asked-for clip is left out; NULL when it is in (included() below says the same as conditions). The
 * first reason that applies is the one counted.
 */
function exclusion(f: ReleaseFilters): SQL {
  const cases: SQL[] = [
    sql`WHEN c.withdrawn_at IS NOT NULL THEN 'consent_withdrawn'`,
    sql`WHEN c.user_id IS NULL OR c.version <> ${CONSENT_NOTICE_VERSION} THEN 'consent_not_current'`,
    // Nobody can put words into the dataset (issue 32): a transcript the server did not issue stays out.
    sql`WHEN r.text_source = 'unverified' THEN 'text_not_issued'`,
  ];
  if (f.minQuality) {
    cases.push(sql`WHEN r.quality IS NULL THEN 'not_graded'`);
    cases.push(sql`WHEN r.quality NOT IN (${list(qualitiesAtLeast(f.minQuality))}) THEN 'below_min_quality'`);
  }
  if (f.reviewStatuses) {
    cases.push(sql`WHEN ${REVIEW_STATUS} NOT IN (${list(f.reviewStatuses)}) THEN 'review_status'`);
  }
  return sql`CASE ${sql.join(cases, sql` `)} ELSE NULL END`;
}

/**
 * In the release: the same rules as exclusion() IS NULL, written as plain conditions. PostgreSQL cannot
 * estimate `CASE … END IS NULL`, guesses that few rows pass, and sorts the whole selection for each keyset
 * page (4 s a page at 1 M recordings, EXPLAIN ANALYZE); with these it walks recordings_language_id_idx and
 * stops after one page (56 ms).
 */
function included(f: ReleaseFilters, asOf: Date): SQL {
  const parts: SQL[] = [
    asked(f, asOf),
    sql`c.withdrawn_at IS NULL`,
    sql`c.version = ${CONSENT_NOTICE_VERSION}`,
    sql`r.text_source IS DISTINCT FROM 'unverified'`,
  ];
  if (f.minQuality) parts.push(sql`r.quality IN (${list(qualitiesAtLeast(f.minQuality))})`);
  if (f.reviewStatuses) parts.push(sql`${REVIEW_STATUS} IN (${list(f.reviewStatuses)})`);
  return sql.join(parts, sql` AND `);
}

/** Clips, hours and speakers the filters select, and the clips left out per reason. */
export async function previewSelection(db: Db, f: ReleaseFilters, asOf: Date): Promise<ReleasePreview> {
  const rows = rowsOf<{ reason: ExclusionReason | null; clips: number; seconds: number; speakers: number }>(
    await db.execute(sql`SELECT ${exclusion(f)} AS reason, count(*)::int AS clips,
        coalesce(sum(r.duration_seconds), 0)::float8 AS seconds, count(DISTINCT r.user_id)::int AS speakers
      ${FROM} WHERE ${asked(f, asOf)} GROUP BY 1`),
  );
  const kept = rows.find((r) => r.reason === null);
  const excluded: ReleasePreview['excluded'] = {};
  for (const r of rows) if (r.reason) excluded[r.reason] = r.clips;
  return {
    clips: kept?.clips ?? 0,
    hours: Math.round(((kept?.seconds ?? 0) / 3600) * 1000) / 1000,
    speakers: kept?.speakers ?? 0,
    excluded,
  };
}

export interface SpeakerRow {
  userId: string;
  language: string;
  seconds: number;
  clips: number;
  gender: string | null;
  dob: string | null;
  motherTongue: string | null;
  first: Date;
  last: Date;
}

// The page's range on each joined table's key, not only on recordings: PostgreSQL does not carry a range
// across a join, and without it hashed all of consents and users for each page (EXPLAIN ANALYZE at 100,000
// users: 963 ms a page; with it, index scans of the page's users: 441 ms, mostly reading its recordings).
const userRange = (column: string, after: string | null, end: string | null) =>
  sql`${after ? sql`AND ${sql.raw(column)} > ${after}::uuid` : sql``} ${end ? sql`AND ${sql.raw(column)} <= ${end}::uuid` : sql``}`;

/**
 * The end of the next page of `count` users after `after` (in id order): the last id of that page, or null
 * when fewer than `count` are left (the page then runs to the end).
 */
export async function userPageEnd(db: Db, after: string | null, count: number): Promise<string | null> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM users ${after ? sql`WHERE id > ${after}::uuid` : sql``}
      ORDER BY id OFFSET ${count - 1} LIMIT 1`),
  );
  return rows[0]?.id ?? null;
}

/**
 * One row per speaker and language for the users after `after` up to `end` (null: no bound), so a release
 * reads its speakers a page of users at a time (recordings_user_created_idx), never all of them in one
 * result: at 100,000 speakers that result and its copy were over 100 MB of the build's peak.
 */
export async function speakersBetween(
  db: Db,
  f: ReleaseFilters,
  asOf: Date,
  after: string | null,
  end: string | null,
): Promise<SpeakerRow[]> {
  const rows = rowsOf<Omit<SpeakerRow, 'first' | 'last'> & { first: string | Date; last: string | Date }>(
    await db.execute(sql`SELECT r.user_id AS "userId", r.language, count(*)::int AS clips,
        sum(r.duration_seconds)::float8 AS seconds, u.gender, u.dob::text AS dob,
        u.mother_tongue AS "motherTongue", min(r.created_at) AS first, max(r.created_at) AS last
      ${FROM} WHERE ${included(f, asOf)} ${userRange('r.user_id', after, end)}
        ${userRange('c.user_id', after, end)} ${userRange('u.id', after, end)}
      GROUP BY r.user_id, r.language, u.gender, u.dob, u.mother_tongue`),
  );
  return rows.map((r) => ({ ...r, first: new Date(r.first), last: new Date(r.last) }));
}

export interface PlannedClip {
  id: string;
  userId: string;
  language: string;
  transcript: string;
  reviewStatus: 'validated' | 'invalidated' | 'other';
}

/** The next page of selected clips after `after`, only what the split plan needs (split-plan.ts). */
export async function selectedPage(
  db: Db,
  f: ReleaseFilters,
  asOf: Date,
  after: ClipCursor | null,
  limit: number,
): Promise<PlannedClip[]> {
  return rowsOf<PlannedClip>(
    await db.execute(sql`SELECT r.id, r.user_id AS "userId", r.language, r.transcript,
        ${REVIEW_STATUS} AS "reviewStatus"
      ${FROM} WHERE ${included(f, asOf)} ${keysetAfter(after)}
      ORDER BY r.language, r.id LIMIT ${limit}`),
  );
}

const keysetAfter = (after: ClipCursor | null) =>
  after ? sql`AND (r.language, r.id) > (${after.language}, ${after.id}::uuid)` : sql``;

export interface ClipRow {
  id: string;
  userId: string;
  language: string;
  domain: string;
  durationSeconds: number;
  transcript: string;
  quality: string | null;
  readCheck: string | null;
  readCheckScore: number | null;
  /** Why an `unchecked` clip was not compared (off, unavailable, unsayable, failed); null otherwise. */
  readCheckReason: string | null;
  /** The optional recogniser's result (decision 0049): measured, unavailable, or null (none asked). */
  transcription: 'measured' | 'unavailable' | null;
  cer: number | null;
  metrics: Record<string, unknown> | null;
  reasons: Array<{ code: string }>;
  storageKey: string;
  createdAt: Date;
  gender: string | null;
  dob: string | null;
  motherTongue: string | null;
  consentVersion: string;
  reviewStatus: 'validated' | 'invalidated' | 'other';
  upVotes: number;
  downVotes: number;
  /** From the release's plan: null when the clip is in no split file. */
  split: Split | null;
}

export interface ClipCursor {
  language: string;
  id: string;
}

/**
 * The next page of selected clips after `after`, in (language, id) order, that the release planned
 * (release_clips): a clip selected only now (say, consent given while the release builds) is not in it.
 */
export async function clipPage(
  db: Db,
  releaseId: string,
  f: ReleaseFilters,
  asOf: Date,
  after: ClipCursor | null,
  limit: number,
): Promise<ClipRow[]> {
  const rows = rowsOf<ClipRow & { createdAt: string | Date; durationSeconds: string | number }>(
    await db.execute(sql`SELECT r.id, r.user_id AS "userId", r.language, r.domain,
        r.duration_seconds AS "durationSeconds", r.transcript, r.quality, r.metrics, r.reasons,
        r.read_check_outcome AS "readCheck", (r.read_check->>'score')::float8 AS "readCheckScore",
        r.read_check->>'reason' AS "readCheckReason", r.transcription->>'outcome' AS transcription,
        (r.transcription->>'cer')::float8 AS cer,
        r.storage_key AS "storageKey", r.created_at AS "createdAt", u.gender, u.dob::text AS dob,
        u.mother_tongue AS "motherTongue", c.version AS "consentVersion",
        ${REVIEW_STATUS} AS "reviewStatus", ${UP_VOTES} AS "upVotes", ${DOWN_VOTES} AS "downVotes",
        plan.split
      ${FROM} JOIN release_clips plan ON plan.release_id = ${releaseId} AND plan.recording_id = r.id
      WHERE ${included(f, asOf)} ${keysetAfter(after)}
      ORDER BY r.language, r.id LIMIT ${limit}`),
  );
  return rows.map((r) => ({
    ...r,
    durationSeconds: Number(r.durationSeconds),
    readCheckScore: r.readCheckScore === null ? null : Number(r.readCheckScore),
    cer: r.cer === null ? null : Number(r.cer),
    createdAt: new Date(r.createdAt),
  }));
}

/** Whether the recording is still there (a clip deleted while a release builds is left out, not an error). */
export async function recordingExists(db: Db, id: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM recordings WHERE id = ${id}::uuid`),
  );
  return rows.length > 0;
}
