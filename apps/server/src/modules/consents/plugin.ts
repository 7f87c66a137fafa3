// The consent feature's wiring: one consent service for the app (`app.consents`), which the upload paths
// ask before they store anything, then its routes.
import fp from 'fastify-plugin';
import consentRoutes from './routes.js';
import { createConsentService, type ConsentService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentService;
  }
}

export default fp(
  async (app) => {
    app.decorate('consents', createConsentService(app));
    await app.register(consentRoutes);
  },
  { name: 'consents', dependencies: ['auth'] },
);
