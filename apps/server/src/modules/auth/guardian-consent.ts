// Verifiable parental consent (issue 23; DPDP Act 2023 s. 9; docs/decisions/0022-guardian-consent.md): an
// applicant under 18 names a parent's or guardian's phone; a one-time code goes there (the same codes, limits
// and attempt counts as every other code), and the guardian agrees by passing it on. The client that enters
// it gets a proof, which register needs; the account and the guardian's consent are written together.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@dhvani/contract/locales';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import type { VerificationResult } from '@dhvani/contract/auth';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { registerMessageTable } from '../../lib/message-codes.js';
import { insertGuardianConsent } from '../consents/repository.js';
import { markVerified, spendVerified, verifiedSince } from './codes-repository.js';
import { newVerificationToken, verificationTokenHash, type CodeService } from './codes-service.js';
import { MINIMUM_AGE_YEARS } from './policy.js';

export const GUARDIAN_MESSAGES = {
  required: `You are under ${MINIMUM_AGE_YEARS}: your parent or guardian must confirm your sign-up with the code sent to their phone before your account can be created.`,
  samePhone: "Your parent's or guardian's phone number must be different from yours.",
  notVerified:
    "Your parent's or guardian's phone number is not verified. Please enter the code sent to their phone.",
} as const;
registerMessageTable('guardian', GUARDIAN_MESSAGES);

type Deps = Pick<FastifyInstance, 'db' | 'clock' | 'keyedHash'>;

/**
 * Where a guardian's proof is kept in verified_contacts: its own key, so that it is never mistaken for the
 * proof of an applicant's own number (the same phone may be both, in two different sign-ups).
 */
const proofHash = (app: Deps, guardianPhone: string) => app.keyedHash(`guardian:${guardianPhone}`);

/** What register keeps of a verified guardian until the account is written. */
export interface VerifiedGuardian {
  phone: string;
  consentedAt: Date;
  proofHash: string;
  tokenHash: string;
}

export function createGuardianConsent(app: Deps, codes: CodeService) {
  return {
    send: (guardianPhone: string, applicantPhone: string, ip: string, locale: Locale) =>
      codes.send('guardian-consent', guardianPhone, ip, {
        locale,
        refusal: async () =>
          guardianPhone === applicantPhone ? badRequest(GUARDIAN_MESSAGES.samePhone) : null,
      }),

    async verify(guardianPhone: string, otp: string): Promise<VerificationResult> {
      await codes.verify('guardian-consent', guardianPhone, otp);
      const verificationToken = newVerificationToken();
      const hash = verificationTokenHash(app, verificationToken);
      await markVerified(app.db, 'sms', proofHash(app, guardianPhone), hash, app.clock.now());
      return { verificationToken };
    },
  };
}

export type GuardianConsent = ReturnType<typeof createGuardianConsent>;

/** Refuses (400) a minor's sign-up unless this client verified a guardian's phone, other than their own, since `since`. */
export async function requireVerifiedGuardian(
  app: Deps,
  input: { phoneNo: string; guardianPhone?: string; guardianVerificationToken?: string },
  since: Date,
): Promise<VerifiedGuardian> {
  const { guardianPhone, guardianVerificationToken: token } = input;
  if (!guardianPhone || !token) throw badRequest(GUARDIAN_MESSAGES.required);
  if (guardianPhone === input.phoneNo) throw badRequest(GUARDIAN_MESSAGES.samePhone);
  const hash = proofHash(app, guardianPhone);
  const tokenHash = verificationTokenHash(app, token);
  const at = await verifiedSince(app.db, 'sms', hash, tokenHash, since);
  if (!at) throw badRequest(GUARDIAN_MESSAGES.notVerified);
  return { phone: guardianPhone, consentedAt: at, proofHash: hash, tokenHash };
}

/**
 * Writes the guardian's consent with the new account and spends the proof: it opens one account, also when
 * two sign-ups present it at once (the second finds it gone, and its transaction writes nothing).
 */
export async function recordGuardianConsent(tx: Db, userId: string, guardian: VerifiedGuardian) {
  if (!(await spendVerified(tx, guardian.proofHash, guardian.tokenHash))) {
    throw badRequest(GUARDIAN_MESSAGES.notVerified);
  }
  await insertGuardianConsent(tx, {
    userId,
    guardianPhone: guardian.phone,
    noticeVersion: CONSENT_NOTICE_VERSION,
    consentedAt: guardian.consentedAt,
  });
}
