// The guardian page's wiring: one service on the app (it uses the auth feature's code service), then its routes.
import fp from 'fastify-plugin';
import guardianRoutes from './routes.js';
import { createGuardianPage, type GuardianPage } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A parent or guardian sees and withdraws the consents their phone gave (issue 23). */
    guardianPage: GuardianPage;
  }
}

export default fp(
  async (app) => {
    app.decorate('guardianPage', createGuardianPage(app, app.codes));
    await app.register(guardianRoutes);
  },
  { name: 'guardians', dependencies: ['auth-module', 'consents'] },
);
