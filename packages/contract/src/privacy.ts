// The privacy notice and the terms (issue 23, DPDP Act 2023): which notice a consent agrees to, and what
// the public notice endpoint and the consent history answer. The notice's text lives in the web's `legal`
// catalogs; its English source decides the version (apps/web/src/features/legal/notice-version.test.ts
// fails when the text changes and this version does not), so a changed notice is a new version and every
// contributor is asked again before their next recording.
import { z } from 'zod';

export const PRIVACY_NOTICE = {
  /** `<date>.<first 8 hex digits of the SHA-256 of the English notice and terms>`. */
  version: '2026-11-25.bafc0169',
  /** The day this version took effect (ISO date). */
  date: '2026-11-25',
} as const;

export const grievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** GET /privacy/notice: the notice in force and whom to complain to (null: the operator has not named one). */
export const privacyNoticeInfoSchema = z.object({
  version: z.string(),
  date: z.string(),
  grievanceOfficer: grievanceOfficerSchema.nullable(),
});
export type PrivacyNoticeInfo = z.infer<typeof privacyNoticeInfoSchema>;

export const CONSENT_EVENT_KINDS = ['given', 'withdrawn'] as const;
export type ConsentEventKind = (typeof CONSENT_EVENT_KINDS)[number];
/** Who made a change: the contributor, or their parent or guardian on the guardian page (issue 23). */
export const CONSENT_ACTORS = ['self', 'guardian'] as const;
export type ConsentActor = (typeof CONSENT_ACTORS)[number];

/** One line of a person's consent history: what happened, to which notice version, when. */
export const consentEventSchema = z.object({
  kind: z.enum(CONSENT_EVENT_KINDS),
  version: z.string(),
  at: z.string(),
  by: z.enum(CONSENT_ACTORS),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const consentHistorySchema = z.object({
  /** Newest first. */
  events: z.array(consentEventSchema),
});
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

/** A personal data export: queued or running (with progress), ready to download until it expires, or failed. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** How far a running export is: recordings written of all. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** After this the archive is deleted (docs/privacy.md); ask for a new one. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const DATA_EXPORT_MESSAGES = {
  started: 'We are preparing your data. This page shows when it is ready to download.',
  ready: 'Your data is ready to download.',
  notFound: 'Data export not found.',
  notReady: 'Your data is not ready yet. Please wait until it is.',
  expired: 'This download has expired. Please ask for your data again.',
  failed: 'We could not prepare your data. Please try again.',
} as const;
