// POST /recordings/generate-paragraph (SPEC §7): a reading paragraph for a language and domain, as
// `{ data: "<paragraph>" }`. Unknown values are a 400 whose message lists the allowed ones. The last
// paragraph per user is kept in the database (last_paragraphs) so the next one differs on any process.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { generateParagraphSchema } from '@dhvani/contract/prompts';
import type { Db } from '../../db/database.js';
import { lastParagraphs } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { errorEnvelope, okEnvelope } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { createPromptService, type LastParagraphStore } from './service.js';

export function createDbLastParagraphStore(db: Db, clock: Clock): LastParagraphStore {
  return {
    async get(userId) {
      const [row] = await db
        .select({ paragraph: lastParagraphs.paragraph })
        .from(lastParagraphs)
        .where(eq(lastParagraphs.userId, userId));
      return row?.paragraph ?? null;
    },
    async set(userId, paragraph) {
      const values = { paragraph, updatedAt: clock.now() };
      await db
        .insert(lastParagraphs)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: lastParagraphs.userId, set: values });
    },
  };
}

const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const prompts = createPromptService({
    llm: app.config.llm,
    lastParagraphStore: createDbLastParagraphStore(app.db, app.clock),
    logger: app.log,
  });

  app.post(
    '/recordings/generate-paragraph',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['recordings'],
        security: [{ bearerAuth: [] }],
        summary: 'A 40–120 word paragraph to read aloud, in the language’s own script, about the domain',
        body: generateParagraphSchema,
        response: { 200: okEnvelope(z.string()), '4xx': errorEnvelope, '5xx': errorEnvelope },
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
