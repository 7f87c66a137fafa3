// Changing the e-mail address with proof (issue 17). PUT /update-account with a new address only sends a
// code to it; the address changes when POST /users/confirm-email-change brings that code back, and the old
// address is then told. Until then the new address is held nowhere but in the (hashed, user-bound) code
// row, so a change that is never confirmed blocks nobody's sign-up with that address.
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/http-error.js';
import { matchLocale } from '@dhvani/contract/locales';
import type { CodeService } from '../auth/codes-service.js';
import { contactsInUse, toPublicUser, updateUser, type UserRow } from '../auth/users-repository.js';
import { emailChangedNotice } from '../delivery/texts.js';
import { registerMessageTable } from '../../lib/message-codes.js';

export const EMAIL_CHANGE_MESSAGES = {
  emailTaken: 'Another account already uses this email.',
} as const;
registerMessageTable('emailChange', EMAIL_CHANGE_MESSAGES);

export type EmailChangeDeps = Pick<FastifyInstance, 'db' | 'clock' | 'authCache' | 'delivery' | 'log'>;

export function createEmailChange(app: EmailChangeDeps, codes: Pick<CodeService, 'send' | 'verify'>) {
  async function ensureFree(email: string) {
    if ((await contactsInUse(app.db, { email })).email) throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken);
  }

  return {
    /** Sends a code to `email` for this user; changes nothing else. */
    async request(user: UserRow, email: string, ip: string) {
      return codes.send('change-email', email, ip, {
        userId: user.id,
        locale: matchLocale(user.language) ?? 'en',
        refusal: async (tx) =>
          (await contactsInUse(tx, { email })).email ? conflict(EMAIL_CHANGE_MESSAGES.emailTaken) : null,
      });
    },

    /** Switches the account to `email` when `code` is the one sent to it for this user. */
    async confirm(user: UserRow, email: string, code: string) {
      await codes.verify('change-email', email, code, { userId: user.id });
      // Someone may have signed up with the address since the code was sent.
      await ensureFree(email);
      let updated: UserRow | null;
      try {
        updated = await updateUser(app.db, user.id, { email }, app.clock.now());
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken);
        throw err;
      }
      app.authCache.invalidateUser(user.id);
      await app.delivery
        .send({
          channel: 'email',
          to: user.email,
          code: null,
          ...emailChangedNotice(matchLocale(user.language) ?? 'en', user.email, email),
        })
        .catch((err: unknown) => app.log.error({ err }, 'e-mail change: notice to the old address failed'));
      return toPublicUser(updated ?? user);
    },
  };
}
