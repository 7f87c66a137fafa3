// Every feature, mounted under /api/v1. Features add one line here. A feature's plugin.ts builds its services
// once (decorated on the app, with only the dependencies they name) and registers its routes; the order below
// is the order in which features that use another's service need it.
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes.js';
import auth from './auth/plugin.js';
import users from './users/plugin.js';
import consents from './consents/plugin.js';
import guardians from './guardians/plugin.js';
import rewards from './rewards/plugin.js';
import sentences from './sentences/plugin.js';
import grading from './recordings/grading.js';
import recordings from './recordings/plugin.js';
import contact from './contact/plugin.js';
import campaignQrRoutes from './campaign-qr/routes.js';
import uploads from './uploads/plugin.js';
import privacy from './privacy/plugin.js';
import admin from './admin/plugin.js';
import releases from './releases/plugin.js';
import reviews from './reviews/plugin.js';
import sentenceCollection from './sentence-collection/plugin.js';
import transcription from './transcription/plugin.js';

export async function registerModules(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(auth);
  await api.register(users);
  await api.register(consents);
  await api.register(guardians);
  await api.register(rewards);
  await api.register(sentences);
  await api.register(grading);
  await api.register(recordings);
  await api.register(contact);
  await api.register(campaignQrRoutes);
  await api.register(uploads);
  await api.register(privacy);
  await api.register(admin);
  await api.register(releases);
  await api.register(reviews);
  await api.register(sentenceCollection);
  await api.register(transcription);
}
