// Consent to record and use a contributor's voice (issue 5, DPDP). The server stores which notice
// version was agreed to; the version follows the notice's text (privacy.ts), so a changed notice makes
// every contributor agree again before their next upload.
import { z } from 'zod';
import { CONSENT_ACTORS, PRIVACY_NOTICE } from './privacy.js';

export const CONSENT_NOTICE_VERSION: string = PRIVACY_NOTICE.version;

const mustAgree = (what: string) =>
  z.literal(true, { error: `${what} must be accepted (true) to contribute recordings` });

/** The three boxes of step 2 (SPEC §2): all of them, checked. */
export const giveConsentBodySchema = z.object({
  dataUsage: mustAgree('dataUsage'),
  recording: mustAgree('recording'),
  terms: mustAgree('terms'),
});
export type GiveConsentBody = z.infer<typeof giveConsentBodySchema>;

export const consentStateSchema = z.object({
  /** The notice version last agreed to, or null when the user never agreed. */
  version: z.string().nullable(),
  givenAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** Who withdrew it (null while it is not withdrawn): the contributor, or their parent or guardian. */
  withdrawnBy: z.enum(CONSENT_ACTORS).nullable().optional(),
  /** The version the server asks for now. */
  currentVersion: z.string(),
  /** True when consent is given for the current version and not withdrawn: uploads are allowed. */
  active: z.boolean(),
  /**
   * For an account opened under 18 (issue 23): the parent or guardian who confirmed it with a code sent to
   * their phone, the notice version they agreed to and when, and when they withdrew it on the guardian page
   * (null while it stands); null for everyone else.
   */
  guardian: z
    .object({
      phone: z.string(),
      version: z.string(),
      consentedAt: z.string(),
      withdrawnAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const CONSENT_MESSAGES = {
  given: 'Thank you. Your consent has been recorded.',
  withdrawn: 'Your consent has been withdrawn. New recordings cannot be uploaded until you agree again.',
  required:
    'Please agree to the Terms & Consent step (data usage, recording and terms) before uploading a recording.',
} as const;
