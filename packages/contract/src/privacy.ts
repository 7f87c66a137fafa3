// The privacy notice and the terms (issue 23, DPDP Act 2023): which notice a consent agrees to, and what
// the public notice endpoint and the consent history answer. The notice's text lives in the web's `legal`
// catalogs; its English source decides the version (apps/web/src/features/legal/notice-version.test.ts
// fails when the text changes and this version does not), so a changed notice is a new version and every
// contributor is asked again before their next recording.
import { z } from 'zod';

export const PRIVACY_NOTICE = {
  /** `<date>.<first 8 hex digits of the SHA-256 of the English notice and terms>`. */
  version: '2026-11-24.f6809024',
  /** The day this version took effect (ISO date). */
  date: '2026-11-24',
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

/** One line of a person's consent history: what happened, to which notice version, when. */
export const consentEventSchema = z.object({
  kind: z.enum(CONSENT_EVENT_KINDS),
  version: z.string(),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const consentHistorySchema = z.object({
  /** Newest first. */
  events: z.array(consentEventSchema),
});
export type ConsentHistory = z.infer<typeof consentHistorySchema>;
