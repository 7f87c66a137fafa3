// Guardian consent for an applicant under 18 (issue 23, guardian-consent.ts): a code by SMS to the parent's or
// guardian's phone, then its verification, which answers the proof register needs as guardianVerificationToken.
// Limited like the other code routes (sends per hour in the database, tries per minute per IP, five wrong
// tries per code).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeSentSchema,
  guardianOtpBodySchema,
  guardianVerifyBodySchema,
  verificationResultSchema,
} from '@dhvani/contract/auth';
import { replies } from '../../lib/envelope-schema.js';
import { requestLocale } from '../../lib/request-locale.js';
import { ROUTE_LIMITS } from './policy.js';

const tags = ['auth'];

const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/send-guardian-otp',
    {
      schema: {
        tags,
        summary: "Under 18: send a consent code by SMS to a parent's or guardian's phone",
        description:
          'phoneNo is the applicant’s own number; the guardian’s must differ from it (400). The SMS says what ' +
          'the guardian agrees to by passing the code on.',
        body: guardianOtpBodySchema,
        response: replies(codeSentSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.guardianConsent.send(req.body.guardianPhone, req.body.phoneNo, req.ip, requestLocale(req)),
        "Code sent to your parent's or guardian's phone.",
      ),
  );

  app.post(
    '/users/verify-guardian-otp',
    {
      config: { rateLimit: ROUTE_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Under 18: verify the code the parent or guardian received; counts for 30 minutes',
        description:
          'Answers a verificationToken that register needs as guardianVerificationToken (with guardianPhone); ' +
          'it opens one account.',
        body: guardianVerifyBodySchema,
        response: replies(verificationResultSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.guardianConsent.verify(req.body.guardianPhone, req.body.otp),
        "Your parent's or guardian's consent is verified.",
      ),
  );
};

export default guardianRoutes;
