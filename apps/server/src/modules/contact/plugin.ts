// The contact feature's wiring: one contact service (store the message, forward it when e-mail is set up),
// then its routes.
import fp from 'fastify-plugin';
import contactRoutes from './routes.js';
import { createContactService, type ContactService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export default fp(
  async (app) => {
    app.decorate('contact', createContactService(app));
    await app.register(contactRoutes);
  },
  { name: 'contact', dependencies: ['auth', 'delivery'] },
);
