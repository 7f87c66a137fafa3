// Forgot password (issue 23): POST /users/forgot-password e-mails a code, POST /users/reset-password sets the
// new password with it. Both are limited like the other code routes (sends per hour in the database,
// code tries per minute per IP, five wrong tries per code).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  codeSentSchema,
  emailBodySchema,
  resetPasswordBodySchema,
} from '@dhvani/contract/auth';
import { replies } from '../../lib/envelope-schema.js';
import { requestLocale } from '../../lib/request-locale.js';
import { ROUTE_LIMITS } from './policy.js';

const tags = ['auth'];

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset code to the account using this address (404 when none does)',
        body: emailBodySchema,
        response: replies(codeSentSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.passwordReset.request(req.body.email, req.ip, requestLocale(req)),
        'Password reset code sent to your email.',
      ),
  );

  app.post(
    '/users/reset-password',
    {
      config: { rateLimit: ROUTE_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; every other session of the account ends',
        description: 'Answers a new session (the person is signed in with the new password).',
        body: resetPasswordBodySchema,
        response: replies(authResultSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.passwordReset.reset(req.body.email, req.body.code, req.body.newPassword),
        'Your password has been reset.',
      ),
  );
};

export default passwordResetRoutes;
