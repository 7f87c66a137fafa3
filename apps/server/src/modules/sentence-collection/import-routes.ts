// Sentence imports, admins only (issue 32, docs/sentences.md): anonymous 401, anyone else 403, decided in
// onRequest before the file is read. POST uploads a file and starts its check (the dry run, a background
// job); GET follows it; POST …/import adds what the check accepted; DELETE discards it.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_REJECTIONS,
  SENTENCE_IMPORT_MAX_BYTES,
  SENTENCE_IMPORT_MESSAGES,
  sentenceImportOptionsSchema,
  sentenceImportSchema,
} from '@dhvani/contract/sentence-imports';
import { requirePermission } from '../../access/policy.js';
import { createdReplies, replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import type { ImportService } from './import-service.js';
import { receiveImport } from './receive-import.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'id must be an import id (UUID)' }) });

export function importRoutes(imports: ImportService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: SENTENCE_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const onRequest = app.requireAdmin;
    const admin = (req: Parameters<typeof authUser>[0]) => {
      const actor = authUser(req);
      requirePermission(actor, 'sentences.manage');
      return actor;
    };

    app.post(
      '/admin/sentence-imports',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Upload a file of sentences and check it (the dry run, a background job)',
          description:
            'multipart: the options, then `file`: a .txt file (one sentence a line) or a .tsv or .csv file whose ' +
            'first line names its columns, one of them `sentence`, optionally `domain`; UTF-8, at most ' +
            `${SENTENCE_IMPORT_MAX_BYTES / 1024 / 1024} MB. Nothing is added yet: follow GET …/{id} until its ` +
            'state is `checked` (or `failed`) and read its report: accepted sentences and rejected lines per ' +
            `reason (${IMPORT_REJECTIONS.join(', ')}), with examples. A file that cannot be read as sentences ` +
            '(no sentence column, no domain anywhere, UTF-16) is refused at once with 400.',
          multipart: {
            fields: sentenceImportOptionsSchema,
            files: { file: 'The sentences: .txt, .tsv or .csv, UTF-8.' },
          },
          response: createdReplies(sentenceImportSchema),
        },
      },
      async (req, reply) => {
        const actor = admin(req);
        const received = await receiveImport(req, app.uploadStaging);
        return reply.ok(await imports.create(actor, received), SENTENCE_IMPORT_MESSAGES.started, 201);
      },
    );

    app.get(
      '/admin/sentence-imports',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The latest imports, newest first',
          response: replies(z.array(sentenceImportSchema)),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await imports.list());
      },
    );

    app.get(
      '/admin/sentence-imports/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'One import: its state, progress and report',
          params: idParams,
          response: replies(sentenceImportSchema),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await imports.get(req.params.id));
      },
    );

    app.post(
      '/admin/sentence-imports/:id/import',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Add the sentences the check accepted (a background job, all of them or none)',
          description:
            'Only a `checked` import (409 otherwise). The sentences are validated at once, or pending for ' +
            'community review when the upload asked for it. Follow GET …/{id} until `imported`.',
          params: idParams,
          response: replies(sentenceImportSchema),
        },
      },
      async (req, reply) =>
        reply.ok(await imports.start(admin(req), req.params.id), SENTENCE_IMPORT_MESSAGES.importing),
    );

    app.delete(
      '/admin/sentence-imports/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Discard a checked (or failed) import: nothing of it is added',
          params: idParams,
          response: replies(sentenceImportSchema),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await imports.discard(req.params.id), SENTENCE_IMPORT_MESSAGES.discarded);
      },
    );
  };
}
