// The admin feature: its routes, its part in account deletion, and the audit of admins' audio listens.
//
// Listens are recorded by an onSend hook rather than inside the recordings feature's audio route, so that
// route stays the recordings feature's own. onSend (not onResponse) so the row is written before the audio
// goes out, and the log is already current when the player has its bytes. The plugin is wrapped in fastify-plugin so the hook sits
// in the parent (/api/v1) context and so sees GET /recordings/:id/audio, which is registered beside it.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findRecording } from '../recordings/repository.js';
import { forgetAuditSubject } from './repository.js';
import { adminRoutes } from './routes.js';
import { createAdminService, type AdminService } from './service.js';

const AUDIO_ROUTE = /\/recordings\/:id\/audio$/;

/**
 * A player fetches one file in several Range requests; only the one that starts at byte 0 (or asks for
 * the whole file) counts as a listen, so one play is one audit row.
 */
function isListenStart(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' || !AUDIO_ROUTE.test(request.routeOptions.url ?? '')) return false;
  if (request.user?.role !== 'admin' || (reply.statusCode !== 200 && reply.statusCode !== 206)) return false;
  const range = request.headers.range;
  return !range || /^bytes=0-/.test(range.trim());
}

async function auditListen(app: FastifyInstance, admin: AdminService, request: FastifyRequest) {
  const { id } = request.params as { id: string };
  const rec = await findRecording(app.db, id);
  if (!rec || !request.user) return;
  await admin.audit(request.user, 'recording.listen', rec, { range: request.headers.range ?? null });
}

export default fp(
  async (app) => {
    const admin = createAdminService(app);
    await app.register(adminRoutes(admin));

    app.accountDeletion.register('admin-audit', async (tx, userId) => {
      await forgetAuditSubject(tx, userId);
    });

    // Runs on every API response, so the common case (not a listen) returns without making a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!isListenStart(request, reply)) return done(null, payload);
      auditListen(app, admin, request)
        .catch((err: unknown) => {
          request.log.error({ err }, 'could not record an admin audio listen in the audit log');
        })
        .finally(() => done(null, payload));
    });
  },
  { name: 'admin', dependencies: ['auth', 'account-deletion', 'storage', 'grading', 'rewards'] },
);
