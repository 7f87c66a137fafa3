import { matchLocale, type Locale } from '@dhvani/contract/locales';
// Sign-in and sign-up rules (issue 3). Routes stay thin; SQL lives in the repositories.
import { AUTH_MESSAGES, type AuthResult, type VerificationResult } from '@dhvani/contract/auth';
import { conflict, notFound, unauthorized } from '../../lib/http-error.js';
import { contactsInUse, findUserByEmail, findUserByPhone } from './users-repository.js';
import { markVerified } from './codes-repository.js';
import { newVerificationToken, verificationTokenHash, type CodeService } from './codes-service.js';
import { registerUser, type RegistrationDeps } from './registration.js';
import type { SessionService } from './sessions-service.js';
import type { SignInLimit } from './sign-in-limit.js';
import { registerMessageTable } from '../../lib/message-codes.js';

export const SIGN_IN_MESSAGES = {
  // SPEC §8: the sign-in page looks for 'does not exist' in this message.
  phoneUnknown: 'User with this phone number does not exist.',
  emailUnknown: AUTH_MESSAGES.emailNotRegistered,
  wrongPassword: 'Incorrect password. Please try again.',
  phoneTaken: 'An account with this phone number already exists. Please sign in instead.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
} as const;
registerMessageTable('signIn', SIGN_IN_MESSAGES);

export interface AuthServiceParts {
  codes: CodeService;
  sessions: SessionService;
  limit: SignInLimit;
}

export function createAuthService(app: RegistrationDeps, { codes, sessions, limit }: AuthServiceParts) {
  /** Marks the contact verified for the client that entered its code, and gives that client the proof. */
  async function proveContact(channel: 'sms' | 'email', destination: string): Promise<VerificationResult> {
    const verificationToken = newVerificationToken();
    const destinationHash = codes.destinationHash(channel, destination);
    await markVerified(
      app.db,
      channel,
      destinationHash,
      verificationTokenHash(app, verificationToken),
      app.clock.now(),
    );
    return { verificationToken };
  }

  return {
    sessions,

    /** `locale`: the request's language; the account's own language wins when it has one. */
    sendLoginOtp: async (phoneNo: string, ip: string, locale: Locale) =>
      codes.send('login', phoneNo, ip, {
        locale: matchLocale((await findUserByPhone(app.db, phoneNo))?.language) ?? locale,
        refusal: async (tx) =>
          (await findUserByPhone(tx, phoneNo)) ? null : notFound(SIGN_IN_MESSAGES.phoneUnknown),
      }),

    async loginWithOtp(phoneNo: string, otp: string): Promise<AuthResult> {
      const user = await findUserByPhone(app.db, phoneNo);
      if (user) await limit.begin(user.id, 'otp');
      // Checked first even for an unknown number (which has no code), so the answer reveals nothing new.
      await codes.verify('login', phoneNo, otp);
      if (!user) throw notFound(SIGN_IN_MESSAGES.phoneUnknown);
      await limit.succeeded(user.id, 'otp');
      return sessions.start(user);
    },

    async loginWithPassword(email: string, password: string): Promise<AuthResult> {
      const user = await findUserByEmail(app.db, email);
      if (!user) throw notFound(SIGN_IN_MESSAGES.emailUnknown);
      await limit.begin(user.id, 'password');
      if (!(await app.passwords.verify(user.passwordHash, password)))
        throw unauthorized(SIGN_IN_MESSAGES.wrongPassword);
      await limit.succeeded(user.id, 'password');
      return sessions.start(user);
    },

    sendRegisterPhoneOtp: (phoneNo: string, ip: string, locale: Locale) =>
      codes.send('register-phone', phoneNo, ip, {
        locale,
        refusal: async (tx) =>
          (await contactsInUse(tx, { phoneNo })).phoneNo ? conflict(SIGN_IN_MESSAGES.phoneTaken) : null,
      }),

    async verifyRegisterPhone(phoneNo: string, otp: string) {
      await codes.verify('register-phone', phoneNo, otp);
      return proveContact('sms', phoneNo);
    },

    sendEmailCode: (email: string, ip: string, locale: Locale) =>
      codes.send('register-email', email, ip, {
        locale,
        refusal: async (tx) =>
          (await contactsInUse(tx, { email })).email ? conflict(SIGN_IN_MESSAGES.emailTaken) : null,
      }),

    async verifyEmailCode(email: string, code: string) {
      await codes.verify('register-email', email, code);
      return proveContact('email', email);
    },

    register: (input: Parameters<typeof registerUser>[2]) => registerUser(app, { codes, sessions }, input),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
