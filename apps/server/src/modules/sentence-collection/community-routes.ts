// Community sentences (issue 32, docs/sentences.md): any signed-in contributor proposes sentences, reviews
// others' and reports one they were given to read. Thin: the rules are in community-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SENTENCE_COMMUNITY_MESSAGES as M,
  SENTENCE_APPROVALS_TO_VALIDATE,
  SENTENCE_REJECTIONS_TO_REJECT,
  SENTENCE_REPORTS_TO_HOLD,
  issuedSentencesSchema,
  pendingSentenceSchema,
  proposeSentenceSchema,
  proposedSentenceSchema,
  readingTextParamsSchema,
  reviewQueueQuerySchema,
  sentenceIdParamsSchema,
  sentenceReportResultSchema,
  sentenceReportSchema,
  sentenceVoteResultSchema,
  sentenceVoteSchema,
} from '@dhvani/contract/sentence-community';
import { SENTENCE_REJECTIONS } from '@dhvani/contract/sentences';
import { createdReplies, replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import type { CommunityService } from './community-service.js';

const tags = ['sentences'];
const security = [{ bearerAuth: [] }];
/** Proposals per address and minute: plenty for a person typing, not for a script filling the queue. */
const PROPOSE_LIMIT = { max: 30, timeWindow: '1 minute' };

export function communityRoutes(community: CommunityService): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = app.requireUser;

    app.post(
      '/sentences',
      {
        preHandler,
        config: { rateLimit: PROPOSE_LIMIT },
        schema: {
          tags,
          security,
          summary: 'Propose a sentence for others to review',
          description:
            'The sentence must pass the language’s rules; when it does not, 400 with `code: "sentence_rejected"` ' +
            `and \`params.reason\` one of ${SENTENCE_REJECTIONS.join(', ')}. \`source\` null means the proposer's ` +
            'own words; `publicDomain: true` dedicates it to the public domain (CC0). It waits as pending until ' +
            `${SENTENCE_APPROVALS_TO_VALIDATE} reviewers approve it or ${SENTENCE_REJECTIONS_TO_REJECT} reject it.`,
          body: proposeSentenceSchema,
          response: createdReplies(proposedSentenceSchema),
        },
      },
      async (req, reply) => reply.ok(await community.propose(authUser(req), req.body), M.proposed, 201),
    );

    app.get(
      '/sentences/mine',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'The sentences this contributor proposed, newest first (50), with their review state',
          response: replies(z.array(proposedSentenceSchema)),
        },
      },
      async (req, reply) => reply.ok(await community.mine(authUser(req))),
    );

    app.get(
      '/sentences/review',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary:
            'Pending sentences of a language to review: not the caller’s own, not yet reviewed by them',
          querystring: reviewQueueQuerySchema,
          response: replies(z.array(pendingSentenceSchema)),
        },
      },
      async (req, reply) => reply.ok(await community.queue(authUser(req), req.query.language)),
    );

    app.post(
      '/sentences/:id/votes',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Approve or reject a pending sentence (one vote per person)',
          description:
            '403 for one’s own sentence; 409 when already reviewed by the caller or no longer pending.',
          params: sentenceIdParamsSchema,
          body: sentenceVoteSchema,
          response: replies(sentenceVoteResultSchema),
        },
      },
      async (req, reply) =>
        reply.ok(await community.vote(authUser(req), req.params.id, req.body.approve), M.voted),
    );

    app.get(
      '/reading-texts/:id/sentences',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'The sentences of a reading text issued to the caller, with their ids (to report one)',
          description: '404 for a text issued to someone else, as for one that does not exist.',
          params: readingTextParamsSchema,
          response: replies(issuedSentencesSchema),
        },
      },
      async (req, reply) => reply.ok(await community.issued(authUser(req), req.params.id)),
    );

    app.post(
      '/sentences/:id/reports',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Report a sentence offered for reading (hard to read, offensive, wrong spelling, other)',
          description:
            `One report per person; ${SENTENCE_REPORTS_TO_HOLD} reports hold the sentence (no longer offered) ` +
            'until an admin keeps or retires it. 409 when already reported by the caller, or not offered.',
          params: sentenceIdParamsSchema,
          body: sentenceReportSchema,
          response: createdReplies(sentenceReportResultSchema),
        },
      },
      async (req, reply) =>
        reply.ok(await community.report(authUser(req), req.params.id, req.body), M.reported, 201),
    );
  };
}
