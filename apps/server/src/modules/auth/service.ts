// Sign-in and sign-up rules (issue 3). Routes stay thin; SQL lives in the repositories.
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, type AuthResult } from '@dhvani/contract/auth';
import { conflict, notFound, unauthorized } from '../../lib/http-error.js';
import { contactsInUse, findUserByEmail, findUserByPhone } from '../users/repository.js';
import { markVerified } from './codes-repository.js';
import { createCodeService } from './codes-service.js';
import { verifyPassword } from './passwords.js';
import { registerUser } from './registration.js';
import { createSessionService } from './sessions-service.js';

export const SIGN_IN_MESSAGES = {
  // SPEC §8: the sign-in page looks for 'does not exist' in this message.
  phoneUnknown: 'User with this phone number does not exist.',
  emailUnknown: AUTH_MESSAGES.emailNotRegistered,
  wrongPassword: 'Incorrect password. Please try again.',
  phoneTaken: 'An account with this phone number already exists. Please sign in instead.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
} as const;

export function createAuthService(app: FastifyInstance) {
  const codes = createCodeService(app);
  const sessions = createSessionService(app);

  return {
    sessions,

    async sendLoginOtp(phoneNo: string, ip: string) {
      if (!(await findUserByPhone(app.db, phoneNo))) throw notFound(SIGN_IN_MESSAGES.phoneUnknown);
      return codes.send('login', phoneNo, ip);
    },

    async loginWithOtp(phoneNo: string, otp: string): Promise<AuthResult> {
      await codes.verify('login', phoneNo, otp);
      const user = await findUserByPhone(app.db, phoneNo);
      if (!user) throw notFound(SIGN_IN_MESSAGES.phoneUnknown);
      return sessions.start(user);
    },

    async loginWithPassword(email: string, password: string): Promise<AuthResult> {
      const user = await findUserByEmail(app.db, email);
      if (!user) throw notFound(SIGN_IN_MESSAGES.emailUnknown);
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unauthorized(SIGN_IN_MESSAGES.wrongPassword);
      return sessions.start(user);
    },

    async sendRegisterPhoneOtp(phoneNo: string, ip: string) {
      if ((await contactsInUse(app.db, { phoneNo })).phoneNo) throw conflict(SIGN_IN_MESSAGES.phoneTaken);
      return codes.send('register-phone', phoneNo, ip);
    },

    async verifyRegisterPhone(phoneNo: string, otp: string) {
      await codes.verify('register-phone', phoneNo, otp);
      await markVerified(app.db, 'sms', codes.destinationHash('sms', phoneNo), app.clock.now());
    },

    async sendEmailCode(email: string, ip: string) {
      if ((await contactsInUse(app.db, { email })).email) throw conflict(SIGN_IN_MESSAGES.emailTaken);
      return codes.send('register-email', email, ip);
    },

    async verifyEmailCode(email: string, code: string) {
      await codes.verify('register-email', email, code);
      await markVerified(app.db, 'email', codes.destinationHash('email', email), app.clock.now());
    },

    register: (input: Parameters<typeof registerUser>[2]) => registerUser(app, { codes, sessions }, input),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
