// POST/GET/DELETE /users/consents (issue 5): step 2 of the recording flow and the profile's consent card.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSENT_MESSAGES, consentStateSchema, giveConsentBodySchema } from '@dhvani/contract/consents';
import { consentHistorySchema } from '@dhvani/contract/privacy';
import { replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';

const tags = ['consents'];
const security = [{ bearerAuth: [] }];
const response = replies(consentStateSchema);

const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { consents } = app;

  app.post(
    '/users/consents',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Agree to the current notice: data usage, recording, terms (all must be true)',
        description:
          'This call records the DPDP consent (which notice version, when). Until it has been made, and ' +
          'again after a withdrawal or a new notice version, POST /recordings/ answers 403 with ' +
          '`code: "consent_required"`. Checking the boxes in a client is not enough on its own.',
        body: giveConsentBodySchema,
        response,
      },
    },
    async (req, reply) => reply.ok(await consents.give(authUser(req).id), CONSENT_MESSAGES.given),
  );

  app.get(
    '/users/consents',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The consent on record and the version the server asks for',
        response,
      },
    },
    async (req, reply) => reply.ok(await consents.get(authUser(req).id)),
  );

  app.get(
    '/users/consents/history',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Every consent given and withdrawn, newest first, with the notice version of each',
        response: replies(consentHistorySchema),
      },
    },
    async (req, reply) => reply.ok(await consents.history(authUser(req).id)),
  );

  app.delete(
    '/users/consents',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Withdraw consent: uploads are refused until it is given again',
        description:
          "Also takes the person's recordings out of dataset releases built while the consent stays " +
          'withdrawn (docs/privacy.md). Giving consent again (POST) brings them back.',
        response,
      },
    },
    async (req, reply) => reply.ok(await consents.withdraw(authUser(req).id), CONSENT_MESSAGES.withdrawn),
  );
};

export default consentRoutes;
