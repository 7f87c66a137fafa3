// The reading text a contributor gets (issue 32). SPEC's POST /recordings/generate-paragraph answers the text as
// `{ data: "<text>" }`, as the original client reads it; POST /reading-texts answers the same kind of text with
// its id and sentences, which the recording flow sends back with the upload. Both issue a text the server
// remembers, so SPEC's client's upload is matched to it too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readingTextRequestSchema, readingTextSchema } from '@dhvani/contract/reading-texts';
import { replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';

const readingTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readingTexts } = app;

  app.post(
    '/recordings/generate-paragraph',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['recordings'],
        security: [{ bearerAuth: [] }],
        summary:
          'A text to read aloud (one sentence by default), in the language’s own script, about the domain',
        description:
          'SPEC’s route: the text as `data`. The server remembers it, so an upload of this text is matched to it. ' +
          'POST /reading-texts answers the same with the text’s id and sentences.',
        body: readingTextRequestSchema,
        response: replies(z.string()),
      },
    },
    async (req, reply) => {
      const issued = await readingTexts.issue(authUser(req).id, req.body.language, req.body.domain);
      return reply.ok(issued.text, 'Paragraph ready');
    },
  );

  app.post(
    '/reading-texts',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['recordings'],
        security: [{ bearerAuth: [] }],
        summary: 'Issue a reading text: its id, its text and its sentences',
        description:
          'Send `readingTextId` with the upload of its recording: the server then stores the text it issued. ' +
          '409 `no_sentences` when the language has no sentence to offer this contributor.',
        body: readingTextRequestSchema,
        response: replies(readingTextSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await readingTexts.issue(authUser(req).id, req.body.language, req.body.domain), 'Text ready'),
  );
};

export default readingTextRoutes;
