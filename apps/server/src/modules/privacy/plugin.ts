// The privacy feature's wiring (issue 23, docs/privacy.md): the public notice endpoint.
import fp from 'fastify-plugin';
import noticeRoutes from './notice-routes.js';

export default fp(
  async (app) => {
    await app.register(noticeRoutes);
  },
  { name: 'privacy' },
);
