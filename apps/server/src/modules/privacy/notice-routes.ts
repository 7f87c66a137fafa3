// GET /privacy/notice (issue 23): the notice version in force and the grievance officer the operator named,
// for /privacy (prerendered, so the officer configured at run time is read from here) and for other clients.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_NOTICE, privacyNoticeInfoSchema } from '@dhvani/contract/privacy';
import { replies } from '../../lib/envelope-schema.js';

const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/notice',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice in force: version, date and grievance officer (null when not set)',
        description:
          'The notice text is the web page /privacy. Its version is the one recorded with each consent ' +
          '(GET /users/consents). The grievance officer comes from GRIEVANCE_OFFICER_* (README).',
        response: replies(privacyNoticeInfoSchema),
      },
    },
    async (_req, reply) =>
      reply.ok({ ...PRIVACY_NOTICE, grievanceOfficer: app.config.grievanceOfficer ?? null }),
  );
};

export default noticeRoutes;
