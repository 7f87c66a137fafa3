// The admin console's API (issue 6): platform stats, the users list, the server-paginated recordings list
// with its filters, admin evaluate/delete, and the audit log. Server routes and the web share these shapes.
// Lists answer `data` as an array with `meta` beside it (envelope.ts, issue 25).
import { z } from 'zod';
import { listQuerySchema, type ListPage } from './envelope.js';
import { publicUserSchema } from './auth.js';
import { DOMAINS, QUALITIES, RECORDING_LANGUAGES, caseInsensitiveEnum } from './enums.js';
import { LIST_LIMITS } from './limits.js';
import { contributionIdSchema, evaluationResultSchema, recordingItemSchema } from './recordings.js';

/** Days covered by the recordings-per-day chart, today (UTC) included. */
export const STATS_DAYS = 30;

/** A quality filter may also ask for the recordings that have none yet. */
export const QUALITY_FILTERS = [...QUALITIES, 'pending'] as const;
export type QualityFilter = (typeof QUALITY_FILTERS)[number];

/** An empty query value (`?language=`) means "no filter", as a cleared select sends it. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * The admin lists (users, recordings, audit log, contact messages): the newest 1,000 without paging
 * parameters, at most 1,000 a page. The console itself asks for a page of 10 (the web's ADMIN_PAGE_SIZE).
 */
export const adminListQuerySchema = listQuerySchema(LIST_LIMITS.admin);
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminRecordingsQuerySchema = adminListQuerySchema.extend({
  language: optionalFilter(caseInsensitiveEnum(RECORDING_LANGUAGES, 'language')),
  domain: optionalFilter(caseInsensitiveEnum(DOMAINS, 'domain')),
  quality: optionalFilter(caseInsensitiveEnum(QUALITY_FILTERS, 'quality')),
  user: optionalFilter(z.uuid({ error: 'user must be a user id (UUID)' })),
  /** Support's way to find a recording by the ID its contributor saw on the Thank You step. */
  contributionId: optionalFilter(contributionIdSchema),
});
export type AdminRecordingsQuery = z.input<typeof adminRecordingsQuerySchema>;
export type AdminRecordingsFilters = Omit<z.output<typeof adminRecordingsQuerySchema>, 'page' | 'limit'>;

export const adminRecordingSchema = recordingItemSchema.extend({
  /** The owner's name; null when the owner is gone (the web shows 'Unknown User'). */
  userName: z.string().nullable(),
});
export type AdminRecording = z.infer<typeof adminRecordingSchema>;
export type AdminRecordingPage = ListPage<AdminRecording>;

/** A row of the admin's users list: the user as auth shows it, with how many recordings they made. */
export const adminUserSchema = publicUserSchema.extend({ recordingCount: z.number().int() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserPage = ListPage<AdminUser>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalRecordings: z.number().int(),
  /** Net tokens credited: awards minus reversals, including those of deleted accounts. */
  totalTokensIssued: z.number().int(),
  totalDurationSeconds: z.number(),
  byLanguage: z.array(z.object({ language: z.enum(RECORDING_LANGUAGES), count: z.number().int() })),
  byQuality: z.array(z.object({ quality: z.enum(QUALITY_FILTERS), count: z.number().int() })),
  /** STATS_DAYS entries, oldest first, days without recordings included with 0 (dates are UTC). */
  recordingsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminEvaluationSchema = evaluationResultSchema;

export const adminDeletionSchema = z.object({
  recordingId: z.string(),
  /** Tokens taken back from the owner by the compensating ledger entry (0 when none were credited). */
  tokensReversed: z.number().int(),
});
export type AdminDeletion = z.infer<typeof adminDeletionSchema>;

export const AUDIT_ACTIONS = [
  'recording.evaluate',
  'recording.delete',
  'recording.listen',
  // Peer review (issue 21): a clip's status set, a known answer marked, the rules' numbers changed.
  'review.status',
  'review.known_answer',
  'review.settings',
  // Sentences (issue 32): a file imported, a reported sentence kept or retired.
  'sentence.import',
  'sentence.keep',
  'sentence.retire',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  /** The admin's current name; null when that account is gone. */
  actorName: z.string().nullable(),
  recordingId: z.string().nullable(),
  /** The recording's owner at the time; null once that account is deleted. */
  subjectUserId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = ListPage<AuditEntry>;

export const ADMIN_MESSAGES = {
  accessDenied: 'Access denied. Admin privileges required.',
  loadFailed: 'Failed to load admin data',
  evaluated: 'Recording evaluation initiated',
  evaluateFailed: 'Failed to evaluate recording',
  deleted: 'Recording deleted successfully',
  deleteFailed: 'Failed to delete recording',
  confirmDelete: 'Are you sure you want to delete this recording?',
  unknownUser: 'Unknown User',
} as const;
