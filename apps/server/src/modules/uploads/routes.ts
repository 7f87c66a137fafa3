// Resumable uploads (issue 20), tus 1.0 at /api/v1/uploads: create (POST, deferred length allowed), resume
// (HEAD for the offset), append (PATCH at the offset), discard (DELETE), then commit into a recording.
// Authentication and ownership are checked here; the protocol itself is @tus/server's, which reads the
// PATCH body from the socket. Why tus: docs/decisions/0016-resumable-uploads.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_UPLOAD_BYTES,
  RECORDING_MESSAGES,
  uploadFieldsSchema,
} from '@dhvani/contract/recordings';
import {
  commitResultSchema,
  commitUploadQuerySchema,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_MESSAGES,
  UPLOADS_PATH,
} from '@dhvani/contract/uploads';
import { createdReplies, errorReplies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { toEvaluationResult } from '../recordings/evaluation-reply.js';

const tags = ['uploads'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: UPLOAD_MESSAGES.notFound }) });
const PROTOCOL =
  'tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-defer-length, ' +
  'termination and expiration. Every request carries Tus-Resumable: 1.0.0; tus protocol errors answer ' +
  'in plain text as the protocol defines them.';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tus, creating, uploads } = app.tusUploads;

  // PATCH bodies are read by the tus server from the request stream, as fast as its store writes them
  // (paced-file-store.ts).
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  async function delegate(req: FastifyRequest, reply: FastifyReply, id?: string): Promise<number> {
    reply.hijack();
    await tus.handle(req.raw, reply.raw, id);
    return reply.raw.statusCode;
  }

  app.post(
    UPLOADS_PATH,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Begin a resumable upload of one recording (tus creation; 201 with Location)',
        description:
          `${PROTOCOL} Send Upload-Length, or Upload-Defer-Length: 1 to stream a recording while it is being ` +
          `made and give its length with the last PATCH. At most ${MAX_UPLOAD_BYTES} bytes. Requires ` +
          'consent to the current notice. An upload is only bytes: ' +
          'commit it (POST /uploads/{id}/commit) to make it a recording; one never committed is deleted ' +
          'after 24 hours.',
        response: errorReplies,
      },
    },
    async (req, reply) => {
      const id = await uploads.begin(authUser(req).id);
      creating.set(req.raw, id);
      if ((await delegate(req, reply)) !== 201) await uploads.abandon(id);
    },
  );

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: `${UPLOADS_PATH}/:id`,
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: {
          HEAD: 'How many bytes of the upload the server has (Upload-Offset), to resume from there',
          PATCH: `Append bytes at Upload-Offset (application/offset+octet-stream; a client sends at most ${UPLOAD_CHUNK_BYTES} bytes a request)`,
          DELETE: 'Discard the upload (tus termination): its bytes are deleted',
        }[method],
        description: `${PROTOCOL} Only the user who began the upload may use it; anyone else gets 404.`,
        params: idParams,
        response: errorReplies,
      },
      handler: async (req, reply) => {
        const { id } = req.params as z.infer<typeof idParams>;
        await uploads.authorize(authUser(req), id, method);
        const status = await delegate(req, reply, id);
        if (method === 'DELETE' && status === 204) await uploads.discarded(id);
      },
    });
  }

  app.post(
    `${UPLOADS_PATH}/:id/commit`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Make a finished upload a recording (the fields of POST /recordings/, as JSON)',
        description:
          'The same rules as POST /recordings/: consent, the audio (WAV or FLAC) checked by content, duration ' +
          'within 0.5 s of the audio, the text fields. Committing again (or concurrently) answers with the ' +
          'same recording; without an Idempotency-Key the upload id serves as one. 409 while the upload is ' +
          "not finished. With ?evaluate=true the answer also holds `evaluation`, the recording's grade as " +
          'POST /recordings/{id}/evaluate returns it, once grading is done (waiting for it as evaluate does); ' +
          'when grading is still going on after that wait or failed, `evaluation` is absent and evaluate says ' +
          'more. One round trip instead of two after the last byte.',
        params: idParams,
        querystring: commitUploadQuerySchema,
        headers: z.object({
          [IDEMPOTENCY_KEY_HEADER]: z.uuid({ error: RECORDING_MESSAGES.badIdempotencyKey }).optional(),
        }),
        // The fields of POST /recordings/, parsed here once (the same schema the multipart route parses).
        body: uploadFieldsSchema,
        response: createdReplies(commitResultSchema),
      },
    },
    async (req, reply) => {
      const key = req.headers[IDEMPOTENCY_KEY_HEADER];
      const actor = authUser(req);
      const result = await uploads.commit(
        actor,
        req.params.id,
        typeof key === 'string' ? key : null,
        req.body,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      const committedMs = reply.elapsedTime;
      const graded = req.query.evaluate === 'true' ? await uploads.gradeOf(actor, result.id) : null;
      // Where the time went, for the upload benchmark's timeline (bench/upload-stream).
      reply.header(
        'server-timing',
        `commit;dur=${committedMs.toFixed(1)}, grade;dur=${(reply.elapsedTime - committedMs).toFixed(1)}, ` +
          `app;dur=${reply.elapsedTime.toFixed(1)}`,
      );
      return reply.ok(
        { _id: result.id, ...(graded ? { evaluation: toEvaluationResult(graded) } : {}) },
        UPLOAD_MESSAGES.committed,
        201,
      );
    },
  );
};

export default uploadRoutes;
