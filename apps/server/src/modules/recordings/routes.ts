// Recording routes (SPEC §7, issue 5): upload, evaluate and audio playback. Thin: the rules live in the
// services. Multipart is registered here only, with limits sized for one 2-minute clip.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_UPLOAD_BYTES,
  TRANSCRIPT_MAX_CHARS,
  RECORDING_MESSAGES,
  recordingDeletionSchema,
  uploadFieldsSchema,
  uploadResultSchema,
} from '@dhvani/contract/recordings';
import { createdReplies, errorReplies, replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { sendAudio } from './audio-reply.js';
import { EVALUATION_DESCRIPTION, evaluationResponses, sendEvaluation } from './evaluation-reply.js';

const tags = ['recordings'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'id must be a recording id (UUID)' }) });
const audioQuery = z.object({
  format: z.enum(['wav', 'flac'], { error: 'format must be wav or flac' }).default('wav'),
});

const recordingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      // The WavInspector refuses at MAX_UPLOAD_BYTES with a clear message; this is the backstop.
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 1,
      fields: 8,
      fieldSize: TRANSCRIPT_MAX_CHARS * 4 + 1024, // UTF-8 takes up to 4 bytes a character
      parts: 10,
    },
  });
  const uploads = app.recordingUploads;
  // How long the server itself spent, so a benchmark over loopback can tell server time from client time.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  for (const url of ['/recordings/', '/recordings']) {
    app.post(
      url,
      {
        preHandler: app.requireUser,
        schema: {
          hide: url === '/recordings',
          tags,
          security,
          summary:
            'Upload a recording (multipart: audio, duration, language, domain, recordedVia, paragraph, contributionId)',
          description:
            `audio is a 16 kHz mono 16-bit PCM WAV or FLAC of at most ${MAX_UPLOAD_BYTES} bytes (a FLAC is ` +
            'decoded whole: every frame checksum, the stated length and MD5); duration must match it ' +
            "within 0.5 s. paragraph must be written mostly in the language's script (400 with " +
            '`code: "wrong_script"` otherwise; SPEC\'s English fallback sentence is accepted). contributionId ' +
            '(optional) is the ID the Thank You step shows, e.g. DS-7KQ2-M9XA: it is kept and listed. ' +
            'Send an Idempotency-Key (UUID) so that a retry returns the first result. ' +
            'Requires consent to the current notice, recorded by POST /users/consents: without it the answer is ' +
            '403 with `code: "consent_required"`. The same audio samples are accepted once, from anyone (409), ' +
            'and each account may upload UPLOADS_PER_MINUTE recordings a minute and UPLOADS_PER_DAY a day ' +
            '(429 says how long to wait).',
          headers: z.object({
            [IDEMPOTENCY_KEY_HEADER]: z.uuid({ error: RECORDING_MESSAGES.badIdempotencyKey }).optional(),
          }),
          // Parsed by the upload service as the parts arrive (the file is streamed, never held).
          multipart: {
            fields: uploadFieldsSchema,
            files: { audio: 'The recording: a 16 kHz mono 16-bit PCM WAV or FLAC.' },
          },
          response: createdReplies(uploadResultSchema),
        },
      },
      async (req, reply) => {
        const key = req.headers[IDEMPOTENCY_KEY_HEADER];
        const result = await uploads.upload(authUser(req).id, req, typeof key === 'string' ? key : null);
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.ok({ _id: result.id }, RECORDING_MESSAGES.uploaded, 201);
      },
    );
  }

  app.post(
    '/recordings/:id/evaluate',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "A recording's grade and tokens, credited once (owner or admin; waits for grading)",
        description: EVALUATION_DESCRIPTION,
        params: idParams,
        response: { ...evaluationResponses, ...errorReplies },
      },
    },
    async (req, reply) =>
      sendEvaluation(
        reply,
        await app.evaluations.evaluate(authUser(req), req.params.id),
        RECORDING_MESSAGES.evaluated,
      ),
  );

  app.get(
    '/recordings/:id/audio',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'The recording as audio/wav, or audio/flac with ?format=flac (owner or admin); supports Range requests',
        description:
          'Both formats hold the same samples, bit for bit: a recording uploaded as FLAC is stored as FLAC and ' +
          'decoded for ?format=wav; one uploaded as WAV is encoded for ?format=flac.',
        params: idParams,
        querystring: audioQuery,
        response: errorReplies,
      },
    },
    async (req, reply) =>
      sendAudio(app, authUser(req), req.params.id, req.headers.range, reply, req.query.format),
  );

  app.delete(
    '/recordings/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete one of your own recordings (issue 23): its audio, and its tokens by a reversal',
        description:
          "Owner only (admins use DELETE /recordings/admin/{id}); another person's recording is a 404. The " +
          'award is taken back by a compensating ledger entry in the same transaction, and the recording is ' +
          'listed for removal from the next dataset release.',
        params: idParams,
        response: replies(recordingDeletionSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.recordingDeletion.deleteOwn(authUser(req), req.params.id),
        RECORDING_MESSAGES.deleted,
      ),
  );
};

export default recordingRoutes;
