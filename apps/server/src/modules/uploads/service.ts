// Resumable uploads (issue 20): who may create, continue, discard and commit one, and the commit itself,
// which turns a finished upload into a recording through the same rules as POST /recordings/
// (recordings/upload-service.ts: consent, content checks, duration, idempotency; FLAC decoded whole). The
// recordings feature tells this one, in the transaction that inserts the recording, which upload it was made
// of (`committed`, registered as an `onCommitted` hook by plugin.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UploadFields } from '@dhvani/contract/recordings';
import { UPLOAD_MESSAGES } from '@dhvani/contract/uploads';
import { requireAccess, type Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound, tooManyRequests } from '../../lib/http-error.js';
import type { ExpectedReading } from '../../plugins/analyser.js';
import type { ConsentService } from '../consents/service.js';
import type { Evaluation, EvaluationService } from '../recordings/evaluate-service.js';
import { stageAudio } from '../recordings/stage-audio.js';
import type { CommittedRecording, UploadResult, UploadService } from '../recordings/upload-service.js';
import { createHeadStarts } from './head-starts.js';
import {
  countOpenUploads,
  deleteUpload,
  findUpload,
  insertUpload,
  markCommitted,
  type ProvisionalUpload,
} from './repository.js';
import { PROVISIONAL_UPLOAD_TTL_MS, type TusServer } from './tus-store.js';

/**
 * 409 `upload_unfinished`: some bytes never arrived (a request to a process that died, a connection cut). The
 * client asks HEAD for the offset, sends the rest from there, and commits again (docs/deploy.md).
 */
const unfinished = (upload: { offset: number; size?: number }) =>
  conflict(UPLOAD_MESSAGES.notFinished(upload.offset, upload.size), {
    code: 'upload_unfinished',
    params: { received: upload.offset, ...(upload.size === undefined ? {} : { size: upload.size }) },
  });

export function createProvisionalUploads(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'uploadStaging' | 'analyser' | 'readingTexts'>,
  tus: TusServer,
  consents: Pick<ConsentService, 'requireActive'>,
  recordings: Pick<UploadService, 'check' | 'commitStaged'>,
  evaluations: Pick<EvaluationService, 'evaluate'>,
) {
  const headStarts = createHeadStarts(app.uploadStaging);
  /** A copy of the upload's bytes in staging, of its own (a concurrent commit reads the original). */
  const stage = async (id: string) => stageAudio(await tus.store.read(id), app.uploadStaging);

  /**
   * The text upload `id` most likely reads: the newest given to its contributor. A guess, checked by the
   * grading (it takes the early read-check only when the recording's text is this one).
   */
  async function expectedReading(id: string): Promise<ExpectedReading | null> {
    const row = await findUpload(app.db, id);
    return row ? app.readingTexts.latestIssued(row.userId) : null;
  }

  /** The upload if `actor` may use it (the policy: its owner only, admins included); else 404. */
  async function owned(actor: Actor, id: string): Promise<ProvisionalUpload> {
    return requireAccess(actor, 'upload.use', await findUpload(app.db, id), UPLOAD_MESSAGES.notFound);
  }

  return {
    /** Registers a new upload for `userId` and returns the id the tus server will create it under. */
    async begin(userId: string): Promise<string> {
      await consents.requireActive(userId);
      const now = app.clock.now();
      const since = new Date(now.getTime() - PROVISIONAL_UPLOAD_TTL_MS);
      const cap = app.config.uploadLimits.open;
      if ((await countOpenUploads(app.db, userId, since)) >= cap)
        throw tooManyRequests(UPLOAD_MESSAGES.tooManyOpen(cap));
      const id = randomUUID();
      await insertUpload(app.db, { id, userId, createdAt: now });
      return id;
    },

    /** The tus server did not create it after all: forget the row. */
    abandon: (id: string) => deleteUpload(app.db, id),

    /** Checks that `actor` may continue, inspect or discard upload `id`. */
    async authorize(actor: Actor, id: string, method: 'HEAD' | 'PATCH' | 'DELETE'): Promise<void> {
      const row = await owned(actor, id);
      if (row.recordingId && method !== 'HEAD') throw conflict(UPLOAD_MESSAGES.alreadyCommitted);
    },

    /**
     * The upload's last byte has just arrived (its bytes are on this server's disk): measure it for grading,
     * read-check it against the text its contributor was given, and copy and check it for the commit now,
     * while the contributor reviews it (decisions 0024, 0026; issue 35).
     */
    finished(id: string, file: string, size: number): void {
      headStarts.start(id, {
        stage: () => stage(id),
        check: recordings.check,
        measure: async () =>
          app.analyser.measureFile(file, size, await expectedReading(id).catch(() => null)),
      });
    },

    /** After the tus server removed the bytes. */
    async discarded(id: string): Promise<void> {
      headStarts.forget(id);
      await deleteUpload(app.db, id);
    },

    /** Turns the finished upload into a recording; a repeated commit answers with that recording. */
    async commit(
      actor: Actor,
      id: string,
      idempotencyKey: string | null,
      fields: UploadFields,
    ): Promise<UploadResult> {
      const row = await owned(actor, id);
      if (row.recordingId) return { id: row.recordingId, replayed: true };
      const upload = await tus.settled(id).catch(async () => {
        // A concurrent commit may have made the recording (and removed the bytes) while this one waited for
        // the upload's lock: answer as a repeated commit does.
        const committed = (await findUpload(app.db, id))?.recordingId;
        if (committed) return committed;
        throw notFound(UPLOAD_MESSAGES.gone);
      });
      if (typeof upload === 'string') return { id: upload, replayed: true };
      if (upload.size === undefined || upload.offset !== upload.size) throw unfinished(upload);
      // Staged and checked as the last byte arrived, usually; a concurrent commit finds nothing and stages its own.
      const early = headStarts.takePrepared(id);
      const { staged, checked } = early ? await early : { staged: await stage(id), checked: undefined };
      let result: UploadResult;
      try {
        // Without a key of the client's, the upload's id is the key: one upload, one recording.
        result = await recordings.commitStaged(actor.id, idempotencyKey ?? id, fields, {
          staged,
          checked,
          uploadId: id,
        });
      } finally {
        await checked?.catch(() => undefined);
        await app.uploadStaging.discard(staged.stagedPath);
      }
      if (result.replayed) {
        // Another commit made this recording (same key): the upload is spent all the same.
        await markCommitted(app.db, id, result.id);
        headStarts.forget(id);
      }
      await tus.remove(id);
      return result;
    },

    /**
     * In the transaction that inserts a recording (the recordings feature's `onCommitted` hook): the upload it
     * was made of is spent (a concurrent commit under another key fails here and rolls back), and its
     * measurement goes to the grading before the grading job can exist outside this transaction.
     */
    async committed(tx: Db, { uploadId, recordingId }: CommittedRecording): Promise<void> {
      if (!uploadId) return;
      if (!(await markCommitted(tx, uploadId, recordingId))) throw conflict(UPLOAD_MESSAGES.alreadyCommitted);
      const measured = headStarts.takeMeasured(uploadId);
      if (measured) app.analyser.measuredEarly(recordingId, measured);
    },

    /**
     * The committed recording's grade, waiting for it as evaluate does (the grading job was woken by the
     * commit); null when it is still pending after the wait or failed: the client then asks evaluate, which
     * says why. The commit itself has succeeded either way.
     */
    async gradeOf(actor: Actor, recordingId: string): Promise<Evaluation | null> {
      const answer = await evaluations.evaluate(actor, recordingId).catch(() => null);
      return answer && 'graded' in answer ? answer.graded : null;
    },
  };
}

export type ProvisionalUploads = ReturnType<typeof createProvisionalUploads>;
