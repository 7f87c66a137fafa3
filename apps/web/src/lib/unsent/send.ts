// The one way a recording leaves the browser (issue 36): its resumable upload finished (the one running
// since the first second, or one resumed from the server's offset, or begun again from the kept bytes if the
// server no longer has it), committed, graded, and only then forgotten (issue 20). A recording is kept on
// this device (IndexedDB) or, in a browser without it, in the page's memory: either way it is a tus upload.
import type { EvaluationResult, UploadFieldsBody } from '@dhvani/contract/recordings';
import type { CommitResult } from '@dhvani/contract/uploads';
import { commitUpload, gradeRecording, isGoneUpload, isUnfinishedUpload } from './api';
import { GrowingBytes } from './byte-source';
import { deleteUnsent, getUnsent, readUnsentAudio, updateUnsent, type UnsentRecording } from './store';
import { startUpload, terminateUpload, type RecordingUpload } from './upload';

/** What sending changes about a kept recording, to resume from there after a reload. */
export type SendProgress = Partial<Pick<UnsentRecording, 'uploadUrl' | 'recordingId'>>;

/** A recording kept until the server has graded it, wherever it is kept. */
export interface KeptRecording {
  /** The recording as it is now (its fields, its upload, its id on the server once committed). */
  current(): Promise<UnsentRecording | null>;
  /** Its audio, as sent. */
  bytes(): Promise<Uint8Array>;
  update(change: SendProgress): Promise<void>;
  /** Graded: nothing more to keep. */
  forget(): Promise<void>;
}

/** A recording kept on this device (IndexedDB). */
export const keptOnDevice = (id: string): KeptRecording => ({
  current: () => getUnsent(id),
  bytes: () => readUnsentAudio(id),
  update: (change) => updateUnsent(id, change),
  forget: () => deleteUnsent(id),
});

/** A recording kept only in this page (a browser without IndexedDB): lost with the page, sent the same way. */
export function keptInMemory(recording: UnsentRecording, bytes: () => Promise<Uint8Array>): KeptRecording {
  let current: UnsentRecording | null = recording;
  return {
    current: async () => current,
    bytes,
    async update(change) {
      if (current) current = { ...current, ...change };
    },
    async forget() {
      current = null;
    },
  };
}

export interface SendOptions {
  /** The upload already running for this recording (its capture's), if any. */
  live?: RecordingUpload;
  onProgress?: (sent: number, total: number | null) => void;
  /** The audio is all on the server: committing and grading from here. */
  onUploaded?: () => void;
}

/** An upload of the kept bytes, resuming the one the server has when there is one (HEAD, then the rest). */
export async function uploadKept(kept: KeptRecording, uploadUrl: string | null, options: SendOptions = {}) {
  const source = new GrowingBytes(await kept.bytes(), true);
  return startUpload(source, {
    uploadUrl,
    onUrl: (url) => void kept.update({ uploadUrl: url }),
    onProgress: options.onProgress,
  });
}

/** The commit's body: the fields of POST /recordings/ (SPEC §3), from what was kept with the audio. */
function fieldsOf(recording: UnsentRecording): UploadFieldsBody {
  return {
    duration: Math.round(recording.durationSeconds * 100) / 100,
    language: recording.language,
    domain: recording.domain,
    recordedVia: 'web',
    paragraph: recording.transcript, // SPEC's wire name for the transcript
    // The server stores the sentences it issued under this id (issue 32); a text it did not issue goes without.
    ...(recording.readingTextId ? { readingTextId: recording.readingTextId } : {}),
    ...(recording.contributionId ? { contributionId: recording.contributionId } : {}),
  };
}

/** Resumes of an unfinished upload in a row before the commit's 409 is shown as a failure. */
const UNFINISHED_RESUMES = 3;

async function commit(kept: KeptRecording, recording: UnsentRecording, options: SendOptions) {
  let upload = options.live ?? (await uploadKept(kept, recording.uploadUrl, options));
  let resent = false;
  for (let resumes = 0; ;) {
    const url = await upload.finished;
    options.onUploaded?.();
    try {
      return await commitUpload(url, recording.id, fieldsOf(recording));
    } catch (error) {
      if (isUnfinishedUpload(error) && resumes++ < UNFINISHED_RESUMES) {
        // Some bytes never reached the server (issue 34): ask it for its offset, send the rest, commit again.
        upload = await uploadKept(kept, url, options);
      } else if (isGoneUpload(error) && !resent) {
        // The server no longer has the upload (deleted after 24 hours): send the kept bytes once more.
        resent = true;
        await kept.update({ uploadUrl: null });
        upload = await uploadKept(kept, null, options);
      } else throw error;
    }
  }
}

/** Sends a kept recording: upload, commit and grade, each resumed or repeated by itself; then forgets it. */
export async function sendKept(kept: KeptRecording, options: SendOptions = {}): Promise<EvaluationResult> {
  const recording = await kept.current();
  if (!recording) throw new Error('This recording is no longer on this device.');
  let evaluation: EvaluationResult | undefined;
  if (recording.recordingId) {
    // Committed in an earlier visit: only its grade is left to ask for.
    options.onUploaded?.();
    evaluation = await gradeRecording(recording.recordingId);
  } else {
    const committed: CommitResult = await commit(kept, recording, options);
    // Graded in the commit's answer (the usual case): nothing left to ask.
    evaluation = committed.evaluation;
    if (!evaluation) {
      await kept.update({ recordingId: committed._id, uploadUrl: null });
      evaluation = await gradeRecording(committed._id);
    }
  }
  await kept.forget();
  return evaluation;
}

/** Sends a recording kept on this device (the dashboard's and step 1's Send). */
export const sendRecording = (id: string, options: SendOptions = {}) => sendKept(keptOnDevice(id), options);

/** Deletes a recording from this device, and its upload from the server when there is one. */
export async function discardRecording(recording: UnsentRecording, live?: RecordingUpload): Promise<void> {
  if (live) await live.discard();
  else if (recording.uploadUrl && !recording.recordingId) await terminateUpload(recording.uploadUrl);
  await deleteUnsent(recording.id);
}
