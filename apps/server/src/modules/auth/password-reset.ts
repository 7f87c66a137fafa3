// Forgot password (issue 23): a code e-mailed to the account's address, then a new password. The code has the
// same send limits, lifetime and wrong-try limit as every other code (codes-service.ts), and it is bound to
// the account it was sent for. A reset ends every session of the account (whoever knew the old password is
// out) and starts the one the person is signed in with now.
import type { FastifyInstance } from 'fastify';
import type { AuthResult } from '@dhvani/contract/auth';
import { matchLocale, type Locale } from '@dhvani/contract/locales';
import { notFound } from '../../lib/http-error.js';
import type { CodeService } from './codes-service.js';
import type { SessionService } from './sessions-service.js';
import type { SignInLimit } from './sign-in-limit.js';
import { revokeUserSessions } from './sessions-repository.js';
import { findUserByEmail, updateUser } from './users-repository.js';
import { SIGN_IN_MESSAGES } from './service.js';

export type PasswordResetDeps = Pick<FastifyInstance, 'db' | 'clock' | 'passwords' | 'authCache'>;

interface Parts {
  codes: CodeService;
  sessions: SessionService;
  limit: SignInLimit;
}

export function createPasswordReset(app: PasswordResetDeps, { codes, sessions, limit }: Parts) {
  return {
    /** E-mails a reset code to the account using `email`; 404 (counted against the IP) when none does. */
    async request(email: string, ip: string, locale: Locale) {
      const user = await findUserByEmail(app.db, email);
      return codes.send('reset-password', email, ip, {
        userId: user?.id,
        locale: matchLocale(user?.language) ?? locale,
        refusal: async (tx) =>
          (await findUserByEmail(tx, email)) ? null : notFound(SIGN_IN_MESSAGES.emailUnknown),
      });
    },

    /** Sets the new password when `code` is the one sent for this account; every other session ends. */
    async reset(email: string, code: string, newPassword: string): Promise<AuthResult> {
      const user = await findUserByEmail(app.db, email);
      // Checked first even for an unknown address (which has no code), so the answer reveals nothing new.
      await codes.verify('reset-password', email, code, { userId: user?.id });
      if (!user) throw notFound(SIGN_IN_MESSAGES.emailUnknown);
      const passwordHash = await app.passwords.hash(newPassword);
      const now = app.clock.now();
      const result = await app.db.transaction(async (tx) => {
        const updated = (await updateUser(tx, user.id, { passwordHash }, now)) ?? user;
        await revokeUserSessions(tx, user.id, now, 'password-reset');
        return sessions.start(updated, tx);
      });
      // The person proved they hold the address: a password lockout from someone's guessing ends too.
      await limit.succeeded(user.id, 'password');
      app.authCache.invalidateUser(user.id);
      return result;
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
