// Upload rules (issue 5): consent first, the file streamed and checked by content, the fields checked,
// the duration compared with the audio's own, then the row, its grading job and the file committed together.
// A WAV is measured from its header; a FLAC (issue 20) is decoded whole off the event loop, which checks every
// frame and completes its header, and is stored as FLAC. The same rules apply to a multipart upload and to a
// finished resumable upload being committed (commitStaged); the route parses the fields (one schema for
// both, uploadFieldsSchema) and this service takes them as parsed. Other features add work to the
// transaction that inserts a recording with `onCommitted` (the resumable upload marks itself spent).
//
// Crash safety: the file is moved from staging into storage INSIDE the transaction that inserts its row,
// after the insert. A failure before the commit rolls the row back and deletes the moved file; a crash
// between the move and the commit can leave a file without a row, which the start-up sweep removes
// (sweep.ts). A row never points at a missing file.
//
// Idempotency: UNIQUE (user_id, idempotency_key). Concurrent retries all stage their copy; one insert wins,
// the others insert nothing, drop their copy and answer with the winner's id, or 422 when their payload
// (audio hash + fields) differs from the winner's.
//
// Transcripts (issue 32): the text stored is the one the server issued (sentences/reading-texts.ts vouches for
// it); a recording's sentences are linked in its transaction, which counts them as read.
//
// Abuse (issue 17 §3): the same samples are accepted once, from anyone (409; UNIQUE audio_sha256 decides
// between concurrent uploads, and a retry of this very upload still gets its first result), and each user's
// uploads per minute and per day are limited (upload-limit.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import {
  DURATION_TOLERANCE_SECONDS,
  RECORDING_MESSAGES,
  paragraphFitsLanguage,
  type UploadFields,
} from '@dhvani/contract/recordings';
import { SCRIPT_OF_LANGUAGE } from '@dhvani/contract/scripts';
import { FlacFormatError } from '@dhvani/flac/decoder';
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';
import { trueDurationSeconds } from '../../audio/wav.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, badRequest, conflict, unprocessable } from '../../lib/http-error.js';
import type { ConsentService } from '../consents/service.js';
import type { VouchedTranscript } from '../sentences/reading-texts.js';
import { linkRecordingSentences } from '../sentences/repository.js';
import { wavSamplesSha256 } from './audio-fingerprint.js';
import { flacErrorToHttp } from './audio-inspector.js';
import { gradeRecordingJob } from './grading-job.js';
import { receiveUpload } from './receive-upload.js';
import type { StagedAudio } from './stage-audio.js';
import {
  AUDIO_HASH_UNIQUE,
  findByAudioHash,
  findByIdempotencyKey,
  insertRecording,
  storageKeyFor,
  type AudioFormat,
} from './repository.js';
import { createUploadLimit } from './upload-limit.js';

export interface UploadResult {
  id: string;
  /** True when this answers a retry with the first upload's result. */
  replayed: boolean;
}

function payloadHash(audioSha256: string, f: UploadFields): string {
  const canonical = JSON.stringify([
    audioSha256,
    f.duration,
    f.language,
    f.domain,
    f.recordedVia,
    f.paragraph,
    f.readingTextId ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function wrongScript({ language }: UploadFields): HttpError {
  const script = SCRIPT_OF_LANGUAGE[language];
  const message = RECORDING_MESSAGES.wrongScript(language, script);
  return new HttpError(400, message, [{ path: 'paragraph', message }], {
    code: 'wrong_script',
    params: { language, script },
  });
}

/** A recording being committed, as the hooks of other features see it. */
export interface CommittedRecording {
  recordingId: string;
  userId: string;
  /** The resumable upload it is made of; null for a multipart upload. */
  uploadId: string | null;
}

/**
 * Work another feature does when a recording is inserted, in the same transaction, so both commit or
 * neither does (a resumable upload is marked spent by the recording it became); throwing undoes the insert.
 */
export type CommittedHook = (tx: Db, committed: CommittedRecording) => Promise<void>;

/** Audio staged for a commit, and what is known of it already. */
export interface StagedCommit {
  staged: StagedAudio;
  /** check()'s result for `staged`, when the caller started it before the commit was asked for. */
  checked?: Promise<MeasuredAudio>;
  /** The resumable upload the audio is, told to the `onCommitted` hooks. */
  uploadId: string | null;
}

/** Staged audio checked by content (what the commit needs of the file). */
export interface MeasuredAudio {
  stagedPath: string;
  size: number;
  seconds: number;
  format: AudioFormat;
  /** The samples' fingerprint (audio-fingerprint.ts). */
  samplesSha256: string;
}

export type UploadServiceDeps = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'storage' | 'uploadStaging' | 'audioCodec' | 'jobs' | 'readingTexts'
>;

export function createUploadService(app: UploadServiceDeps, consents: Pick<ConsentService, 'requireActive'>) {
  const { storage, uploadStaging: staging } = app;
  const limit = createUploadLimit(app);
  const committedHooks: CommittedHook[] = [];

  /** 409 unless the recording with these samples is this user's, under this key: then this is its retry. */
  async function refuseDuplicate(userId: string, idempotencyKey: string | null, samplesSha256: string) {
    const first = await findByAudioHash(app.db, samplesSha256);
    if (first && !(idempotencyKey && first.userId === userId && first.idempotencyKey === idempotencyKey)) {
      throw conflict(RECORDING_MESSAGES.duplicateAudio, { code: 'duplicate_audio' });
    }
  }

  /** The audio's own length, by content. A FLAC is decoded whole and its staged file rewritten. */
  async function measure(staged: StagedAudio): Promise<MeasuredAudio> {
    const { stagedPath, size, audio } = staged;
    if (audio.format === 'wav')
      return {
        stagedPath,
        size,
        seconds: trueDurationSeconds(audio.header, size),
        format: 'wav',
        samplesSha256: await wavSamplesSha256(stagedPath, audio.header, size),
      };
    const checked = await app.audioCodec.checkFlac(stagedPath).catch((err: unknown) => {
      throw err instanceof FlacFormatError ? flacErrorToHttp(err) : err;
    });
    return {
      stagedPath,
      size: checked.size,
      seconds: checked.samples / RECORDING_SAMPLE_RATE,
      format: 'flac',
      samplesSha256: checked.samplesSha256,
    };
  }

  async function commit(
    userId: string,
    idempotencyKey: string | null,
    fields: UploadFields,
    text: VouchedTranscript,
    hash: string,
    upload: MeasuredAudio,
    uploadId: string | null,
  ): Promise<UploadResult> {
    const id = randomUUID();
    const key = storageKeyFor(id, upload.format);
    let moved = false;
    try {
      const inserted = await app.db.transaction(async (tx) => {
        const ok = await insertRecording(tx, {
          id,
          userId,
          language: fields.language,
          domain: fields.domain,
          recordedVia: fields.recordedVia,
          durationSeconds: Math.round(upload.seconds * 100) / 100,
          sizeBytes: upload.size,
          storageKey: key,
          transcript: text.transcript,
          readingTextId: text.readingTextId,
          textSource: text.textSource,
          split: text.split,
          contributionId: fields.contributionId ?? null,
          idempotencyKey,
          payloadHash: hash,
          audioSha256: upload.samplesSha256,
          createdAt: app.clock.now(),
        });
        if (!ok) return false;
        // What it read counts as read with the row, or not at all (issue 32).
        await linkRecordingSentences(tx, { id, userId }, text.sentenceIds);
        // In the same transaction: a committed recording always has its grading job (issue 20).
        await app.jobs.enqueue(tx, gradeRecordingJob, { recordingId: id }, { key: id });
        for (const hook of committedHooks) await hook(tx, { recordingId: id, userId, uploadId });
        await storage.putFile(key, upload.stagedPath, upload.size);
        moved = true;
        // Last, so that the user's count row stays locked for the commit only.
        await limit.take(tx, userId);
        return true;
      });
      if (inserted) {
        app.jobs.wake();
        return { id, replayed: false };
      }
    } catch (err) {
      if (moved) await storage.delete(key).catch(() => undefined);
      if (!isUniqueViolation(err, AUDIO_HASH_UNIQUE)) throw err;
      // The same samples were committed while this upload was checked: a duplicate, or its own retry.
      await refuseDuplicate(userId, idempotencyKey, upload.samplesSha256);
    }
    const first = idempotencyKey ? await findByIdempotencyKey(app.db, userId, idempotencyKey) : null;
    if (!first) throw new Error('idempotent insert conflicted but the first recording is missing');
    if (first.payloadHash !== hash) throw unprocessable(RECORDING_MESSAGES.idempotencyConflict);
    return { id: first.id, replayed: true };
  }

  /** The text checked against its language, the audio measured and compared with the claimed duration, then committed. */
  async function accept(
    userId: string,
    idempotencyKey: string | null,
    fields: UploadFields,
    { staged, checked, uploadId }: StagedCommit,
  ): Promise<UploadResult> {
    if (!paragraphFitsLanguage(fields)) throw wrongScript(fields);
    // The server's own text when it issued this one; a text it never issued is refused or kept unverified.
    const text = await app.readingTexts.vouch(userId, fields);
    const measured = await (checked ?? measure(staged));
    if (Math.abs(fields.duration - measured.seconds) > DURATION_TOLERANCE_SECONDS) {
      throw badRequest(RECORDING_MESSAGES.durationMismatch(fields.duration, measured.seconds));
    }
    await refuseDuplicate(userId, idempotencyKey, measured.samplesSha256);
    return commit(
      userId,
      idempotencyKey,
      fields,
      text,
      payloadHash(staged.sha256, fields),
      measured,
      uploadId,
    );
  }

  return {
    async upload(
      userId: string,
      request: FastifyRequest,
      idempotencyKey: string | null,
    ): Promise<UploadResult> {
      await consents.requireActive(userId);
      await limit.check(userId, idempotencyKey);
      const received = await receiveUpload(request, staging);
      try {
        return await accept(userId, idempotencyKey, received.fields, { staged: received, uploadId: null });
      } finally {
        await staging.discard(received.stagedPath);
      }
    },

    /**
     * Checks staged audio by content (a FLAC is decoded whole and its staged file rewritten): the part of
     * commitStaged that needs no fields, for a caller that can start it before the commit is asked for.
     */
    check: measure,

    /**
     * Makes a recording of audio already staged (a finished resumable upload): the same rules as upload().
     * The caller owns the staged file; on success it has been moved into storage.
     */
    async commitStaged(
      userId: string,
      idempotencyKey: string | null,
      fields: UploadFields,
      staged: StagedCommit,
    ): Promise<UploadResult> {
      await consents.requireActive(userId);
      await limit.check(userId, idempotencyKey);
      return accept(userId, idempotencyKey, fields, staged);
    },

    /** Adds work to the transaction that inserts each new recording, in order (register before ready). */
    onCommitted(hook: CommittedHook): void {
      committedHooks.push(hook);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
