// Every feature's routes, mounted under /api/v1. Features add one line here.
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes.js';
import authRoutes from './auth/routes.js';
import userRoutes from './users/routes.js';
import consentRoutes from './consents/routes.js';
import recordingRoutes from './recordings/routes.js';
import recordingReadRoutes from './recordings/read-routes.js';
import rewardRoutes from './rewards/routes.js';
import promptRoutes from './prompts/routes.js';
import contactRoutes from './contact/routes.js';
import campaignQrRoutes from './campaign-qr/routes.js';
import uploadRoutes from './uploads/routes.js';
import admin from './admin/plugin.js';
import grading from './recordings/grading.js';

export async function registerModules(api: FastifyInstance) {
  // First: the evaluation service it decorates is used by the recordings and admin routes.
  await api.register(grading);
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(consentRoutes);
  await api.register(recordingRoutes);
  await api.register(recordingReadRoutes);
  await api.register(rewardRoutes);
  await api.register(promptRoutes);
  await api.register(contactRoutes);
  await api.register(campaignQrRoutes);
  await api.register(uploadRoutes);
  await api.register(admin);
}
