// Sends one recording kept on this device: its upload finished (resumed from the server's offset, or
// begun again from the stored bytes if the server no longer has it), committed, graded, and only then
// removed from the device (issue 20). A recording being captured in this tab passes its live upload.
import { isAxiosError } from 'axios';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import type { CommitResult } from '@dhvani/contract/uploads';
import { commitUpload, gradeRecording } from './api';
import { GrowingBytes } from './byte-source';
import { deleteUnsent, getUnsent, readUnsentAudio, updateUnsent, type UnsentRecording } from './store';
import { startUpload, terminateUpload, type RecordingUpload } from './upload';

export interface SendOptions {
  /** The upload already running for this recording (the capture's), if any. */
  live?: RecordingUpload;
  onProgress?: (sent: number, total: number | null) => void;
  /** The audio is all on the server: committing and grading from here. */
  onUploaded?: () => void;
}

/** An upload of the stored bytes, resuming the one the server has when there is one. */
export async function uploadFromDevice(recording: UnsentRecording, options: SendOptions = {}) {
  const source = new GrowingBytes(await readUnsentAudio(recording.id), true);
  return startUpload(source, {
    uploadUrl: recording.uploadUrl,
    onUrl: (uploadUrl) => void updateUnsent(recording.id, { uploadUrl }),
    onProgress: options.onProgress,
  });
}

async function commit(recording: UnsentRecording, options: SendOptions): Promise<CommitResult> {
  let upload = options.live ?? (await uploadFromDevice(recording, options));
  for (let attempt = 0; ; attempt++) {
    const url = await upload.finished;
    options.onUploaded?.();
    try {
      return await commitUpload(url, recording.id, {
        duration: recording.durationSeconds.toFixed(2),
        language: recording.language,
        domain: recording.domain,
        recordedVia: 'web',
        paragraph: recording.transcript, // SPEC's wire name for the transcript
        ...(recording.contributionId ? { contributionId: recording.contributionId } : {}),
      });
    } catch (error) {
      // The server no longer has the upload (deleted after 24 hours): send the stored bytes once more.
      if (!(isAxiosError(error) && error.response?.status === 404) || attempt > 0) throw error;
      await updateUnsent(recording.id, { uploadUrl: null });
      upload = await uploadFromDevice({ ...recording, uploadUrl: null }, options);
    }
  }
}

export async function sendRecording(id: string, options: SendOptions = {}): Promise<EvaluationResult> {
  const recording = await getUnsent(id);
  if (!recording) throw new Error('This recording is no longer on this device.');
  let evaluation: EvaluationResult | undefined;
  if (recording.recordingId) {
    options.onUploaded?.();
    evaluation = await gradeRecording(recording.recordingId);
  } else {
    const committed = await commit(recording, options);
    // Graded in the commit's answer (the usual case): nothing left to ask.
    evaluation = committed.evaluation;
    if (!evaluation) {
      await updateUnsent(id, { recordingId: committed._id, uploadUrl: null });
      evaluation = await gradeRecording(committed._id);
    }
  }
  await deleteUnsent(id);
  return evaluation;
}

/** Deletes a recording from this device, and its upload from the server when there is one. */
export async function discardRecording(recording: UnsentRecording, live?: RecordingUpload): Promise<void> {
  if (live) await live.discard();
  else if (recording.uploadUrl && !recording.recordingId) await terminateUpload(recording.uploadUrl);
  await deleteUnsent(recording.id);
}
