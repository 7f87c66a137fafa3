// The guardian page's API (issue 23, service.ts): a code to the guardian's phone, its verification (a token for
// this client), then that phone's consents, each of which the guardian can withdraw or give again. The token
// travels in the x-guardian-token header, never in a URL (URLs are logged).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { codeSentSchema } from '@dhvani/contract/auth';
import {
  GUARDIAN_PAGE_MESSAGES,
  GUARDIAN_TOKEN_HEADER,
  guardianAccessSchema,
  guardianChildParamsSchema,
  guardianChildrenSchema,
  guardianChildSchema,
  guardianSendCodeBodySchema,
  guardianVerifyCodeBodySchema,
} from '@dhvani/contract/guardian';
import { replies } from '../../lib/envelope-schema.js';
import { requestLocale } from '../../lib/request-locale.js';
import { ROUTE_LIMITS } from '../auth/policy.js';

const tags = ['guardian'];
const security = [{ guardianToken: [] }];
const tokenOf = (req: FastifyRequest) => {
  const value = req.headers[GUARDIAN_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
const TOKEN_NOTE = `Needs the ${GUARDIAN_TOKEN_HEADER} header from POST /guardian/verify-code (401 without it, or once it expired).`;

const guardianRoutes: FastifyPluginAsyncZod = async (api) => {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { guardianPage } = app;

  app.post(
    '/guardian/send-code',
    {
      schema: {
        tags,
        summary: 'A parent or guardian asks for a code to see and withdraw the consents their phone gave',
        description:
          'The same answer for every number, whether it gave a consent or not; the limits of every code apply.',
        body: guardianSendCodeBodySchema,
        response: replies(codeSentSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await guardianPage.send(req.body.guardianPhone, req.ip, requestLocale(req)),
        GUARDIAN_PAGE_MESSAGES.codeSent,
      ),
  );

  app.post(
    '/guardian/verify-code',
    {
      config: { rateLimit: ROUTE_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Verify the code: answers a token for this client, valid 15 minutes',
        body: guardianVerifyCodeBodySchema,
        response: replies(guardianAccessSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await guardianPage.verify(req.body.guardianPhone, req.body.otp),
        GUARDIAN_PAGE_MESSAGES.verified,
      ),
  );

  app.get(
    '/guardian/children',
    {
      config: { rateLimit: ROUTE_LIMITS.lookup },
      schema: {
        tags,
        security,
        summary:
          "The accounts under 18 this phone gave consent for: first name, sign-up date, the consent's state",
        description: TOKEN_NOTE,
        response: replies(guardianChildrenSchema),
      },
    },
    async (req, reply) => reply.ok(await guardianPage.children(tokenOf(req))),
  );

  app.delete(
    '/guardian/children/:id/consent',
    {
      config: { rateLimit: ROUTE_LIMITS.lookup },
      schema: {
        tags,
        security,
        summary: 'Withdraw the consent this phone gave for the account: as if the contributor withdrew',
        description:
          `${TOKEN_NOTE} Uploads are refused (403 consent_required) and the recordings leave future dataset ` +
          'releases; the contributor cannot agree again alone while under 18. 404 for an account this phone ' +
          'gave no consent for. Withdrawing twice answers the first withdrawal.',
        params: guardianChildParamsSchema,
        response: replies(guardianChildSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await guardianPage.withdraw(tokenOf(req), req.params.id), GUARDIAN_PAGE_MESSAGES.withdrawn),
  );

  app.post(
    '/guardian/children/:id/consent',
    {
      config: { rateLimit: ROUTE_LIMITS.lookup },
      schema: {
        tags,
        security,
        summary: 'Give the consent again after withdrawing it; the contributor then agrees again themselves',
        description: TOKEN_NOTE,
        params: guardianChildParamsSchema,
        response: replies(guardianChildSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await guardianPage.renew(tokenOf(req), req.params.id), GUARDIAN_PAGE_MESSAGES.given),
  );
};

export default guardianRoutes;
