// Sign-up rules (issue 3): both contacts verified in the last 30 minutes by this client (issue 17), unique phone and e-mail, a past
// date of birth and an age of at least 18 (there is no parental-consent flow).
import type { FastifyInstance } from 'fastify';
import type { AuthResult, registerBodySchema } from '@dhvani/contract/auth';
import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { contactsInUse, insertUser } from './users-repository.js';
import { forgetVerified, isVerifiedSince } from './codes-repository.js';
import { verificationTokenHash, type CodeService } from './codes-service.js';
import { MINIMUM_AGE_YEARS, VERIFIED_CONTACT_WINDOW_MS } from './policy.js';
import type { SessionService } from './sessions-service.js';
import { registerMessageTable } from '../../lib/message-codes.js';

type RegisterInput = z.output<typeof registerBodySchema>;

export const REGISTER_MESSAGES = {
  phoneTaken: 'An account with this phone number already exists.',
  emailTaken: 'An account with this email already exists.',
  dobFuture: 'Date of birth must be in the past.',
  tooYoung: `You must be at least ${MINIMUM_AGE_YEARS} years old to register.`,
} as const;
registerMessageTable('register', REGISTER_MESSAGES);

/** Checks a yyyy-mm-dd date of birth against today's date (UTC). */
export function checkAge(dob: string, now: Date): void {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (Date.UTC(y, m - 1, d) >= today) throw badRequest(REGISTER_MESSAGES.dobFuture);
  // Date.UTC rolls 29 February over to 1 March in years without it, which is when such a person turns 18.
  if (Date.UTC(y + MINIMUM_AGE_YEARS, m - 1, d) > today) throw badRequest(REGISTER_MESSAGES.tooYoung);
}

export type RegistrationDeps = Pick<FastifyInstance, 'db' | 'clock' | 'keyedHash' | 'passwords'>;

export async function registerUser(
  app: RegistrationDeps,
  deps: { codes: CodeService; sessions: SessionService },
  input: RegisterInput,
): Promise<AuthResult> {
  const now = app.clock.now();
  checkAge(input.dob, now);
  const inUse = await contactsInUse(app.db, input);
  if (inUse.phoneNo) throw conflict(REGISTER_MESSAGES.phoneTaken);
  if (inUse.email) throw conflict(REGISTER_MESSAGES.emailTaken);

  const phoneHash = deps.codes.destinationHash('sms', input.phoneNo);
  const emailHash = deps.codes.destinationHash('email', input.email);
  const since = new Date(now.getTime() - VERIFIED_CONTACT_WINDOW_MS);
  // Only the client that entered both codes holds both tokens (issue 17: knowing someone's phone number and
  // e-mail address after they verified them is not enough to take the sign-up over).
  const { phoneVerificationToken: phoneToken, emailVerificationToken: emailToken } = input;
  const verified =
    phoneToken !== undefined &&
    emailToken !== undefined &&
    (await isVerifiedSince(app.db, 'sms', phoneHash, verificationTokenHash(app, phoneToken), since)) &&
    (await isVerifiedSince(app.db, 'email', emailHash, verificationTokenHash(app, emailToken), since));
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
      return deps.sessions.start(user, tx);
    });
  } catch (err) {
    // Two sign-ups with the same contact at once: the database's unique constraint decides.
    if (isUniqueViolation(err)) throw conflict('An account with this phone number or email already exists.');
    throw err;
  }
}
