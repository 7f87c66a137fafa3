// Profile routes (SPEC §7). Note the paths: current and check-user-existence live under /users, while the
// account routes are as SPEC writes them, without /users: PUT /update-account, POST /change-password,
// DELETE /delete-account. The original front end calls them under /users, so each is served there too, by
// the same handler (issue 25, docs/api-compatibility.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  USER_MESSAGES,
  changePasswordBodySchema,
  currentUserSchema,
  userLanguageBodySchema,
  userLanguageResultSchema,
  existenceBodySchema,
  existenceResultSchema,
  updateAccountBodySchema,
  updateAccountResultSchema,
} from '@dhvani/contract/users';
import { emailCodeBodySchema, publicUserSchema } from '@dhvani/contract/auth';
import { replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { ROUTE_LIMITS } from '../auth/policy.js';
import { PROFILE_MESSAGES } from './service.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** An account route's paths: SPEC §7's, and the original front end's under /users. */
const accountPaths = (path: string) => [path, `/users${path}`];

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.userService;

  app.get(
    '/users/current',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The signed-in user, with the language they read the product in (null until chosen)',
        response: replies(currentUserSchema),
      },
    },
    async (req, reply) => reply.ok(await users.current(authUser(req), req.userRecord)),
  );

  app.put(
    '/users/language',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Sets the signed-in user's language (issue 19): en, hi, ta, te, gu, pa, or, kn, bn or ml. " +
          'The web shows the product in it on every device, and e-mails and SMS are written in it.',
        body: userLanguageBodySchema,
        response: replies(userLanguageResultSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await users.setLanguage(authUser(req), req.body.language), 'Language saved.'),
  );

  app.post(
    '/users/check-user-existence',
    {
      config: { rateLimit: ROUTE_LIMITS.lookup },
      schema: {
        tags,
        summary: 'Whether an account uses this phone and/or e-mail: 200 when one does, 404 when none does',
        body: existenceBodySchema,
        response: replies(existenceResultSchema),
      },
    },
    async (req, reply) => reply.ok(await users.exists(req.body), PROFILE_MESSAGES.userExists),
  );

  // One handler for every path of this call, so another path is one more entry in the list.
  for (const path of accountPaths('/update-account')) {
    app.put(
      path,
      {
        preHandler: app.requireUser,
        // Its 409 tells whether an account uses the address.
        config: { rateLimit: ROUTE_LIMITS.lookup },
        schema: {
          tags,
          security,
          summary:
            'Change the name at once; a new e-mail only gets a code (409 when another account uses it)',
          description:
            'A new e-mail address takes effect once POST /users/confirm-email-change brings back the code sent ' +
            'to it; until then data.pendingEmail holds it and data.email is unchanged.',
          body: updateAccountBodySchema,
          response: replies(updateAccountResultSchema),
        },
      },
      async (req, reply) => {
        const { result, message } = await users.updateAccount(authUser(req), req.body, req.ip);
        return reply.ok(result, message);
      },
    );
  }

  app.post(
    '/users/confirm-email-change',
    {
      preHandler: app.requireUser,
      config: { rateLimit: ROUTE_LIMITS.verifyCode },
      schema: {
        tags,
        security,
        summary: 'Confirm a new e-mail address with the code sent to it; the old address is told',
        body: emailCodeBodySchema,
        response: replies(publicUserSchema),
      },
    },
    async (req, reply) => {
      const user = await users.confirmEmailChange(authUser(req), req.body);
      return reply.ok(user, USER_MESSAGES.emailChanged(user.email));
    },
  );

  for (const path of accountPaths('/change-password')) {
    app.post(
      path,
      {
        preHandler: app.requireUser,
        config: { rateLimit: ROUTE_LIMITS.signIn },
        schema: {
          tags,
          security,
          summary: 'Change the password; every other session of the user is signed out',
          body: changePasswordBodySchema,
          response: replies(z.null()),
        },
      },
      async (req, reply) => {
        await users.changePassword(authUser(req), req.body);
        return reply.ok(null, USER_MESSAGES.passwordChanged);
      },
    );
  }

  for (const path of accountPaths('/delete-account')) {
    app.delete(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          security,
          summary: 'Delete the account and everything that identifies the person',
          response: replies(z.null()),
        },
      },
      async (req, reply) => {
        await users.deleteAccount(authUser(req));
        return reply.ok(null, USER_MESSAGES.accountDeleted);
      },
    );
  }
};

export default userRoutes;
