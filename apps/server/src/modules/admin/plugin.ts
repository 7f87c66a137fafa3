// The admin feature: its routes, its part in account deletion, and the audit of what admins do through the
// contributor routes (issue 17 §5): every read of a recording's audio and every grading an admin asks for on
// POST /recordings/:id/evaluate are written to the audit log, whatever the Range header or the owner.
//
// They are recorded by an onSend hook rather than inside the recordings feature, so those routes stay the
// recordings feature's own. onSend (not onResponse) so the row is written before the answer goes out: when
// the row cannot be written the admin gets an error instead of the audio (fail closed). The plugin is
// wrapped in fastify-plugin so the hook sits in the parent (/api/v1) context and so sees those routes.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction } from '@dhvani/contract/admin';
import { findRecording } from '../recordings/repository.js';
import { forgetAuditSubject } from './repository.js';
import { adminRoutes } from './routes.js';
import { createAdminService, type AdminService } from './service.js';

interface AuditedRoute {
  method: string;
  url: string;
  action: AuditAction;
  /** Status codes that mean the admin got what they asked for (a refusal reveals nothing). */
  statuses: ReadonlySet<number>;
  details(request: FastifyRequest, payload: unknown): Record<string, unknown>;
}

/** The graded result in a serialized success envelope, for the log (the payload is already JSON text). */
function gradeOf(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string') return {};
  try {
    const { data } = JSON.parse(payload) as { data?: { final_quality?: unknown; amount?: unknown } };
    return { quality: data?.final_quality ?? null, amount: data?.amount ?? null };
  } catch {
    return {};
  }
}

const AUDITED: AuditedRoute[] = [
  {
    // Each request is one read, whatever its Range (a suffix range can be the whole file).
    method: 'GET',
    url: '/api/v1/recordings/:id/audio',
    action: 'recording.listen',
    statuses: new Set([200, 206]),
    details: (request) => ({ range: request.headers.range ?? null }),
  },
  {
    method: 'POST',
    url: '/api/v1/recordings/:id/evaluate',
    action: 'recording.evaluate',
    // 202: the grading was asked for and is still under way (a background grading answers so).
    statuses: new Set([200, 202]),
    details: (_request, payload) => ({ route: 'contributor', ...gradeOf(payload) }),
  },
];

function auditedRoute(request: FastifyRequest, reply: FastifyReply): AuditedRoute | null {
  if (request.user?.role !== 'admin') return null;
  const route = AUDITED.find((r) => r.method === request.method && r.url === request.routeOptions.url);
  return route?.statuses.has(reply.statusCode) ? route : null;
}

async function writeAudit(
  app: FastifyInstance,
  admin: AdminService,
  request: FastifyRequest,
  route: AuditedRoute,
  payload: unknown,
) {
  const { id } = request.params as { id: string };
  const rec = await findRecording(app.db, id);
  if (!rec || !request.user) throw new Error(`audited recording ${id} vanished before its audit row`);
  await admin.audit(request.user, route.action, rec, route.details(request, payload));
}

export default fp(
  async (app) => {
    const admin = createAdminService(app);
    await app.register(adminRoutes(admin));

    app.accountDeletion.register('admin-audit', async (tx, userId) => {
      await forgetAuditSubject(tx, userId);
    });

    // Runs on every API response, so the common case (not audited) returns without making a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const route = auditedRoute(request, reply);
      if (!route) return done(null, payload);
      writeAudit(app, admin, request, route, payload).then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.error({ err }, 'could not write an admin action to the audit log; answer withheld');
          // The audio stream was opened but will not be sent: close its file.
          (payload as { destroy?: () => void } | null)?.destroy?.();
          done(err as Error);
        },
      );
    });
  },
  { name: 'admin', dependencies: ['auth', 'account-deletion', 'storage', 'grading', 'rewards'] },
);
