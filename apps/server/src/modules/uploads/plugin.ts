// The resumable uploads feature's wiring: the tus server and the service that decides who may use an upload
// and commits it through the recordings' one upload service, built once; the hourly sweep of uploads never
// committed; then the routes.
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import uploadRoutes from './routes.js';
import { createProvisionalUploads, type ProvisionalUploads } from './service.js';
import { scheduleUploadSweep } from './sweep.js';
import { createTusServer, type TusServer } from './tus-store.js';

export interface TusUploads {
  tus: TusServer;
  /** The id the create route chose, for the tus server's naming hook (keyed by the raw request). */
  creating: WeakMap<IncomingMessage, string>;
  uploads: ProvisionalUploads;
}

declare module 'fastify' {
  interface FastifyInstance {
    tusUploads: TusUploads;
  }
}

export default fp(
  async (app) => {
    const creating = new WeakMap<IncomingMessage, string>();
    // A recording streamed while spoken is complete at Stop: measuring and checking it then, while the
    // contributor reviews it, takes that work off the wait after Submit (issue 20).
    let uploads: ProvisionalUploads | null = null;
    const tus = await createTusServer(
      app,
      (raw) => creating.get(raw),
      ({ id, size, file }) => {
        if (file) uploads?.finished(id, file, size);
      },
    );
    uploads = createProvisionalUploads(app, tus, app.consents, app.recordingUploads, app.evaluations);
    app.recordingUploads.onCommitted(uploads.committed);
    app.decorate('tusUploads', { tus, creating, uploads });
    scheduleUploadSweep(app, tus);
    await app.register(uploadRoutes);
  },
  { name: 'uploads', dependencies: ['consents', 'recordings', 'grading', 'jobs', 'analyser', 'sentences'] },
);
