// The rewards feature: the one ledger of the app (`app.ledger`, used by grading and the admin's delete) and
// the contributor's incentives route. A credit or a reversal forgets the owner's cached auth row after it
// commits, because that row carries the balance /users/current shows.
import fp from 'fastify-plugin';
import { createLedger, type Ledger } from './ledger.js';
import rewardRoutes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export default fp(
  async (app) => {
    const { authCache } = app;
    app.decorate('ledger', createLedger({ balanceChanged: (userId) => authCache.invalidateUser(userId) }));
    await app.register(rewardRoutes);
  },
  { name: 'rewards', dependencies: ['auth'] },
);
