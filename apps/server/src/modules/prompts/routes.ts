// POST /recordings/generate-paragraph (SPEC §7): a transcript to read for a language and domain, as
// `{ data: "<transcript>" }` (SPEC calls it the paragraph; that name stays on the wire, here and in the upload).
// Unknown values are a 400 whose message lists the allowed ones. The last transcript per user is kept in the
// database (last_transcripts) so the next one differs on any process.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateParagraphSchema } from '@dhvani/contract/prompts';
import { replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';

const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prompts } = app;

  app.post(
    '/recordings/generate-paragraph',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['recordings'],
        security: [{ bearerAuth: [] }],
        summary: 'A 40–120 word paragraph to read aloud, in the language’s own script, about the domain',
        body: generateParagraphSchema,
        response: replies(z.string()),
      },
    },
    async (req, reply) =>
      reply.ok(
        await prompts.generate(authUser(req).id, req.body.language, req.body.domain),
        'Paragraph ready',
      ),
  );
};

export default promptRoutes;
