// The reviewer's API (issue 21): the next clip, its audio, a vote, and the Listen page's summary. Thin: the
// rules live in queue-service.ts and vote-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  VOTE_REASONS,
  nextClipQuerySchema,
  nextClipSchema,
  reviewSummarySchema,
  voteBodySchema,
  voteResultSchema,
} from '@dhvani/contract/reviews';
import { errorReplies, replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { replyWithAudio } from '../recordings/audio-reply.js';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const recordingParams = z.object({
  recordingId: z.uuid({ error: 'recordingId must be a recording id (UUID)' }),
});

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewQueue, reviewVotes } = app;

  app.get(
    '/reviews/next',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The next clip for the signed-in contributor to review in a language they know',
        description:
          "Never the caller's own clips, clips they already answered, clips with enough votes or clips the " +
          'analyser rejected. 204 (no body) when nothing is left for them in this language; 403 for a ' +
          'language outside their profile and the languages they record in. audioUrl is fetched with the ' +
          'bearer token.',
        querystring: nextClipQuerySchema,
        response: { ...replies(nextClipSchema), 204: z.null() },
      },
    },
    async (req, reply) => {
      const clip = await reviewQueue.next(req.userRecord!, req.query.language);
      if (!clip) return reply.code(204).send(null);
      return reply.ok(clip);
    },
  );

  app.get(
    '/reviews/summary',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's review languages (which have clips waiting for them) and their reviews so far",
        response: replies(reviewSummarySchema),
      },
    },
    async (req, reply) => reply.ok(await reviewQueue.summary(req.userRecord!)),
  );

  app.get(
    '/reviews/:recordingId/audio',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A clip offered for review, as audio/wav; supports Range requests',
        description: "403 for the caller's own clip; 404 for a clip that is not waiting for review.",
        params: recordingParams,
        response: errorReplies,
      },
    },
    async (req, reply) => {
      const rec = await reviewQueue.audioFor(authUser(req), req.params.recordingId);
      return replyWithAudio(app, rec, req.headers.range, reply);
    },
  );

  app.post(
    '/reviews/:recordingId/vote',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Answer whether the clip matches its text, clearly: up (Yes), down (No, with a reason) or skip',
        description:
          `reason (only with down) is one of: ${VOTE_REASONS.join(', ')}. 403 on one's own clip, 404 when the ` +
          'recording does not exist (or was deleted), 409 when already answered or not waiting for review.',
        params: recordingParams,
        body: voteBodySchema,
        response: replies(voteResultSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await reviewVotes.castVote(authUser(req), req.params.recordingId, req.body),
        REVIEW_MESSAGES.voted,
      ),
  );
};

export default reviewRoutes;
