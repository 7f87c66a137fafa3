// The profile feature's wiring: its service, built once with the auth feature's codes and sign-in limit,
// then its routes (the signed-in user, account update, e-mail change, password change, account deletion).
import fp from 'fastify-plugin';
import userRoutes from './routes.js';
import { createUserService, type UserService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    userService: UserService;
  }
}

export default fp(
  async (app) => {
    app.decorate('userService', createUserService(app));
    await app.register(userRoutes);
  },
  { name: 'users', dependencies: ['auth-module', 'account-deletion'] },
);
