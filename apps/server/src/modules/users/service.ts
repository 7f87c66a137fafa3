// Profile rules: the current user, account update, password change, account deletion, existence check.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { changePasswordBodySchema, updateAccountBodySchema } from '@dhvani/contract/users';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { forgetContacts } from '../auth/codes-repository.js';
import { contactHash } from '../auth/codes-service.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isUniqueViolation } from '../auth/registration.js';
import { revokeOtherSessions } from '../auth/sessions-repository.js';
import { forgetOutboxMessages } from '../delivery/outbox.js';
import {
  contactsInUse,
  deleteUser,
  findUserById,
  toPublicUser,
  updateUser,
  type UserRow,
} from './repository.js';

export const PROFILE_MESSAGES = {
  emailTaken: 'Another account already uses this email.',
  wrongOldPassword: 'Your current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  userExists: 'User already exists.',
  userMissing: 'User does not exist.',
} as const;

export function createUserService(app: FastifyInstance) {
  async function load(id: string) {
    const user = await findUserById(app.db, id);
    // The auth check passed a moment ago, so this is a deletion racing the request.
    if (!user) throw unauthorized();
    return user;
  }

  return {
    /** `row` is the one the auth check just read (request.userRecord), which saves a second query. */
    current: async (who: AuthUser, row?: UserRow | null) =>
      toPublicUser(row?.id === who.id ? row : await load(who.id)),

    async exists(contacts: { phoneNo?: string; email?: string }) {
      const inUse = await contactsInUse(app.db, contacts);
      if (!inUse.phoneNo && !inUse.email) throw notFound(PROFILE_MESSAGES.userMissing);
      return { exists: true as const, ...inUse };
    },

    async updateAccount(who: AuthUser, body: z.output<typeof updateAccountBodySchema>) {
      const user = await load(who.id);
      if (body.email !== user.email && (await contactsInUse(app.db, { email: body.email })).email) {
        throw conflict(PROFILE_MESSAGES.emailTaken);
      }
      try {
        const updated = await updateUser(
          app.db,
          who.id,
          { name: body.name, email: body.email },
          app.clock.now(),
        );
        app.authCache.invalidateUser(who.id);
        return toPublicUser(updated ?? user);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(PROFILE_MESSAGES.emailTaken);
        throw err;
      }
    },

    /** Keeps the session that asked; every other session of the user ends at once. */
    async changePassword(who: AuthUser, body: z.output<typeof changePasswordBodySchema>) {
      const user = await load(who.id);
      // 400, not 401: the web treats any 401 as "signed out".
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw badRequest(PROFILE_MESSAGES.wrongOldPassword);
      }
      if (body.oldPassword === body.newPassword) throw badRequest(PROFILE_MESSAGES.samePassword);
      const passwordHash = await hashPassword(body.newPassword);
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
