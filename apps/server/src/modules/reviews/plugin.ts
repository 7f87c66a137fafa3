// The peer-review feature (issue 21): its services, built once (`app.reviewQueue`, `app.reviewVotes`,
// `app.reviewAdmin`), triage in the grading's transaction, the reviewer's routes and the admin's.
import fp from 'fastify-plugin';
import reviewAdminRoutes from './admin-routes.js';
import { createReviewAdminService, type ReviewAdminService } from './admin-service.js';
import { createQueueService, type QueueService } from './queue-service.js';
import reviewRoutes from './routes.js';
import { enterReviewOnGrade } from './triage-hook.js';
import { createVoteService, type VoteService } from './vote-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviewQueue: QueueService;
    reviewVotes: VoteService;
    reviewAdmin: ReviewAdminService;
  }
}

export default fp(
  async (app) => {
    const base = { db: app.db, clock: app.clock };
    app.decorate('reviewQueue', createQueueService({ ...base, random: Math.random }));
    app.decorate('reviewVotes', createVoteService({ ...base, ledger: app.ledger }));
    app.decorate(
      'reviewAdmin',
      createReviewAdminService({
        ...base,
        ledger: app.ledger,
        readCheckState: () => app.analyser.readCheckState(),
      }),
    );
    app.grading.onGraded(enterReviewOnGrade);
    await app.register(reviewRoutes);
    await app.register(reviewAdminRoutes);
  },
  { name: 'reviews', dependencies: ['auth', 'rewards', 'grading', 'analyser'] },
);
