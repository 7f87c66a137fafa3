// Every feature's routes, mounted under /api/v1. Features add one line here.
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes.js';

export async function registerModules(api: FastifyInstance) {
  await api.register(healthRoutes);
}
