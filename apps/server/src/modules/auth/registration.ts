// Sign-up rules (issue 3): both contacts verified in the last 30 minutes by this client (issue 17), unique phone and e-mail, a past
// date of birth, and under 18 a parent's or guardian's phone verified by this client too (issue 23,
// guardian-consent.ts), whose consent is written with the account.
import type { FastifyInstance } from 'fastify';
import type { AuthResult, registerBodySchema } from '@dhvani/contract/auth';
import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { contactsInUse, insertUser } from './users-repository.js';
import { forgetVerified, verifiedSince } from './codes-repository.js';
import { recordGuardianConsent, requireVerifiedGuardian } from './guardian-consent.js';
import { verificationTokenHash, type CodeService } from './codes-service.js';
import { VERIFIED_CONTACT_WINDOW_MS } from './policy.js';
import { isMinorOn } from '../../lib/age.js';
import type { SessionService } from './sessions-service.js';
import { registerMessageTable } from '../../lib/message-codes.js';

type RegisterInput = z.output<typeof registerBodySchema>;

export const REGISTER_MESSAGES = {
  phoneTaken: 'An account with this phone number already exists.',
  emailTaken: 'An account with this email already exists.',
  dobFuture: 'Date of birth must be in the past.',
} as const;
registerMessageTable('register', REGISTER_MESSAGES);

/** Checks a yyyy-mm-dd date of birth against today's date (UTC): whether the person is a minor. */
export function isMinor(dob: string, now: Date): boolean {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (Date.UTC(y, m - 1, d) >= today) throw badRequest(REGISTER_MESSAGES.dobFuture);
  return isMinorOn(dob, now);
}

export type RegistrationDeps = Pick<FastifyInstance, 'db' | 'clock' | 'keyedHash' | 'passwords'>;

export async function registerUser(
  app: RegistrationDeps,
  deps: { codes: CodeService; sessions: SessionService },
  input: RegisterInput,
): Promise<AuthResult> {
  const now = app.clock.now();
  const since = new Date(now.getTime() - VERIFIED_CONTACT_WINDOW_MS);
  // A minor's sign-up is refused first, with what is missing, before any other check says anything.
  const guardian = isMinor(input.dob, now) ? await requireVerifiedGuardian(app, input, since) : null;
  const inUse = await contactsInUse(app.db, input);
  if (inUse.phoneNo) throw conflict(REGISTER_MESSAGES.phoneTaken);
  if (inUse.email) throw conflict(REGISTER_MESSAGES.emailTaken);

  const phoneHash = deps.codes.destinationHash('sms', input.phoneNo);
  const emailHash = deps.codes.destinationHash('email', input.email);
  // Only the client that entered both codes holds both tokens (issue 17: knowing someone's phone number and
  // e-mail address after they verified them is not enough to take the sign-up over).
  const { phoneVerificationToken: phoneToken, emailVerificationToken: emailToken } = input;
  const verified =
    phoneToken !== undefined &&
    emailToken !== undefined &&
    (await verifiedSince(app.db, 'sms', phoneHash, verificationTokenHash(app, phoneToken), since)) &&
    (await verifiedSince(app.db, 'email', emailHash, verificationTokenHash(app, emailToken), since));
  if (!verified) throw badRequest(AUTH_MESSAGES.verifyBoth);

  const passwordHash = await app.passwords.hash(input.password);
  try {
    return await app.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phoneNo: input.phoneNo,
        gender: input.gender,
        dob: input.dob,
        city: input.city,
        motherTongue: input.motherTongue,
        knownLanguages: input.knownLanguages,
        passwordHash,
        role: 'user',
        createdAt: now,
        updatedAt: now,
      });
      // A verification proves a contact once.
      await forgetVerified(tx, [phoneHash, emailHash]);
      if (guardian) await recordGuardianConsent(tx, user.id, guardian);
      return deps.sessions.start(user, tx);
    });
  } catch (err) {
    // Two sign-ups with the same contact at once: the database's unique constraint decides.
    if (isUniqueViolation(err)) throw conflict('An account with this phone number or email already exists.');
    throw err;
  }
}
