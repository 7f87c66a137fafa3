import { matchLocale, type Locale } from '@dhvani/contract/locales';
import type { CurrentUser } from '@dhvani/contract/users';
// Profile rules: the current user, account update, password change, account deletion, existence check.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  USER_MESSAGES,
  type UpdateAccountResult,
  type changePasswordBodySchema,
  type updateAccountBodySchema,
} from '@dhvani/contract/users';
import { badRequest, notFound, unauthorized } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { forgetContacts } from '../auth/codes-repository.js';
import { contactHash } from '../auth/codes-service.js';
import { revokeOtherSessions } from '../auth/sessions-repository.js';
import { forgetOutboxMessages } from '../delivery/outbox.js';
import { EMAIL_CHANGE_MESSAGES, createEmailChange, type EmailChangeDeps } from './email-change.js';
import {
  contactsInUse,
  deleteUser,
  findUserById,
  toPublicUser,
  updateUser,
  type UserRow,
} from '../auth/users-repository.js';
import { registerMessageTable } from '../../lib/message-codes.js';

export const PROFILE_MESSAGES = {
  emailTaken: EMAIL_CHANGE_MESSAGES.emailTaken,
  wrongOldPassword: 'Your current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  userExists: 'User already exists.',
  userMissing: 'User does not exist.',
} as const;
registerMessageTable('profile', PROFILE_MESSAGES);

export type UserServiceDeps = EmailChangeDeps &
  Pick<FastifyInstance, 'passwords' | 'accountDeletion' | 'keyedHash' | 'codes' | 'signInLimit'>;

export function createUserService(app: UserServiceDeps) {
  const emailChange = createEmailChange(app, app.codes);
  const { signInLimit } = app;

  async function load(id: string) {
    const user = await findUserById(app.db, id);
    // The auth check passed a moment ago, so this is a deletion racing the request.
    if (!user) throw unauthorized();
    return user;
  }

  return {
    /** `row` is the one the auth check just read (request.userRecord), which saves a second query. */
    async current(who: AuthUser, row?: UserRow | null): Promise<CurrentUser> {
      const user = row?.id === who.id ? row : await load(who.id);
      return {
        ...toPublicUser(user),
        language: matchLocale(user.language),
        motherTongue: user.motherTongue ?? null,
      };
    },

    /** The language the user reads the product in (issue 19); also the language of their e-mails and SMS. */
    async setLanguage(who: AuthUser, language: Locale) {
      await load(who.id);
      await updateUser(app.db, who.id, { language }, app.clock.now());
      app.authCache.invalidateUser(who.id);
      return { language };
    },

    /** Whether any account uses one of the contacts, and no more (issue 17: not which one). */
    async exists(contacts: { phoneNo?: string; email?: string }) {
      const inUse = await contactsInUse(app.db, contacts);
      if (!inUse.phoneNo && !inUse.email) throw notFound(PROFILE_MESSAGES.userMissing);
      return { exists: true as const };
    },

    /**
     * The name changes at once; a new e-mail address only gets a code (email-change.ts). The code is sent
     * first, so a refused send (e.g. too many codes) changes nothing.
     */
    async updateAccount(
      who: AuthUser,
      body: z.output<typeof updateAccountBodySchema>,
      ip: string,
    ): Promise<{ result: UpdateAccountResult; message: string }> {
      const user = await load(who.id);
      const pendingEmail = body.email !== user.email ? body.email : null;
      const sent = pendingEmail ? await emailChange.request(user, pendingEmail, ip) : null;
      let saved = user;
      if (body.name !== user.name) {
        saved = (await updateUser(app.db, who.id, { name: body.name }, app.clock.now())) ?? user;
        app.authCache.invalidateUser(who.id);
      }
      return {
        result: {
          ...toPublicUser(saved),
          pendingEmail,
          ...(sent ? { resendAfterSeconds: sent.resendAfterSeconds } : {}),
        },
        message: pendingEmail ? USER_MESSAGES.emailChangeSent(pendingEmail) : USER_MESSAGES.accountUpdated,
      };
    },

    async confirmEmailChange(who: AuthUser, body: { email: string; code: string }) {
      return emailChange.confirm(await load(who.id), body.email, body.code);
    },

    /** Keeps the session that asked; every other session of the user ends at once. */
    async changePassword(who: AuthUser, body: z.output<typeof changePasswordBodySchema>) {
      const user = await load(who.id);
      // The current password is a secret to guess like any other: the same per-account limit as sign-in.
      await signInLimit.begin(user.id, 'password');
      // 400, not 401: the web treats any 401 as "signed out".
      if (!(await app.passwords.verify(user.passwordHash, body.oldPassword))) {
        throw badRequest(PROFILE_MESSAGES.wrongOldPassword);
      }
      await signInLimit.succeeded(user.id, 'password');
      if (body.oldPassword === body.newPassword) throw badRequest(PROFILE_MESSAGES.samePassword);
      const passwordHash = await app.passwords.hash(body.newPassword);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await updateUser(tx, who.id, { passwordHash }, now);
        await revokeOtherSessions(tx, who.id, who.sessionId, now);
      });
      app.authCache.invalidateUser(who.id);
    },

    /**
     * Erases the account in one transaction: registered feature steps (account-deletion.ts), then codes,
     * verifications and send counters kept under the contacts' hashes, outbox copies, and the users row
     * (sessions and refresh tokens go with it by ON DELETE CASCADE).
     */
    async deleteAccount(who: AuthUser) {
      const user = await load(who.id);
      const contactHashes = [contactHash(app, 'email', user.email)];
      if (user.phoneNo) contactHashes.push(contactHash(app, 'sms', user.phoneNo));
      const afterCommit = await app.db.transaction(async (tx) => {
        const after = await app.accountDeletion.runSteps(tx, user.id);
        await forgetContacts(tx, contactHashes);
        await forgetOutboxMessages(
          tx,
          [user.email, user.phoneNo].filter((c): c is string => Boolean(c)),
        );
        await deleteUser(tx, user.id);
        return after;
      });
      app.authCache.invalidateUser(user.id);
      for (const { name, afterCommit: run } of afterCommit) {
        await run().catch((err: unknown) =>
          app.log.error({ step: name, err }, 'account deletion: after-commit step failed'),
        );
      }
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
