// The guardian page (issue 23; docs/decisions/0029-guardian-withdrawal.md): a parent or guardian who agreed, by
// a code to their phone, to a minor's sign-up withdraws that consent the same way, without an account: a code to
// the same phone, then a short-lived token that lists and changes the consents that phone gave, and only those.
import { z } from 'zod';
import { otpSchema, phoneSchema } from './auth.js';

/** The header that carries the token POST /guardian/verify-code answered (not the URL: URLs are logged). */
export const GUARDIAN_TOKEN_HEADER = 'x-guardian-token';

export const guardianSendCodeBodySchema = z.object({ guardianPhone: phoneSchema });
export const guardianVerifyCodeBodySchema = z.object({ guardianPhone: phoneSchema, otp: otpSchema });

export const guardianAccessSchema = z.object({
  /** Send it as the x-guardian-token header; it stops working after expiresInSeconds. */
  guardianToken: z.string(),
  expiresInSeconds: z.number(),
});
export type GuardianAccess = z.infer<typeof guardianAccessSchema>;

export const GUARDIAN_CONSENT_STATES = ['given', 'withdrawn'] as const;
export type GuardianConsentState = (typeof GUARDIAN_CONSENT_STATES)[number];

/** One account this phone agreed to, with only what the guardian needs to recognise it. */
export const guardianChildSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  signedUpAt: z.string(),
  consent: z.enum(GUARDIAN_CONSENT_STATES),
  withdrawnAt: z.string().nullable(),
});
export type GuardianChild = z.infer<typeof guardianChildSchema>;

export const guardianChildrenSchema = z.object({ children: z.array(guardianChildSchema) });
export type GuardianChildren = z.infer<typeof guardianChildrenSchema>;

export const guardianChildParamsSchema = z.object({ id: z.uuid({ error: 'Account not found.' }) });

export const GUARDIAN_PAGE_MESSAGES = {
  codeSent: 'If this number can receive text messages, a code is on its way.',
  verified: 'Your phone number is verified.',
  tokenMissing: 'Please verify your phone number again: enter it and the code we send.',
  childNotFound: 'Account not found.',
  withdrawn: 'Your consent is withdrawn. This account cannot upload recordings any more.',
  given: 'Your consent is given again. They can agree and record again.',
} as const;

/**
 * What the contributor hears when they try to consent while their guardian's consent is withdrawn (403, code
 * guardian_consent_withdrawn): only their parent or guardian can give it again, on the guardian page.
 */
export const GUARDIAN_WITHDRAWN_MESSAGE =
  'Your parent or guardian has withdrawn their consent. You can record again after they give it again on the guardian page.';
