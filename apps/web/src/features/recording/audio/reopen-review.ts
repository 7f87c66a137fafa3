// A reload or a reopened tab on the review step returns there (issue 33): the newest recording of this user
// that was stopped and neither sent nor discarded is taken up again from the device, its clip rebuilt from
// the kept FLAC (the very samples of the WAV it was recorded into) with what the review step warned about.
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';
import { listUnsent, readUnsentAudio, type UnsentRecording } from '@/lib/unsent/store';
import { Capture } from './capture';
import type { RecordedClip } from './recorder';
import { wavBlobOfSamples } from './wav';

export interface ReopenedReview {
  recording: UnsentRecording;
  capture: Capture;
  clip: RecordedClip;
}

/** The recording left on the review step, taken up by this tab; null when there is none (or another tab has it). */
export async function reopenReview(userId: string): Promise<ReopenedReview | null> {
  if (!Capture.supported()) return null;
  const waiting = (await listUnsent(userId)).filter((r) => r.finished && r.review && !r.recordingId);
  const recording = waiting.at(-1);
  if (!recording?.review) return null;
  const bytes = await readUnsentAudio(recording.id);
  // Only on this rare path: the decoder stays out of the recording page's own code.
  const { decodeFlac } = await import('@dhvani/flac/decoder');
  const { samples } = decodeFlac(bytes);
  const capture = await Capture.reopen(recording, bytes);
  if (!capture) return null;
  const clip: RecordedClip = {
    ...recording.review,
    blob: wavBlobOfSamples(samples, RECORDING_SAMPLE_RATE),
    durationSeconds: samples.length / RECORDING_SAMPLE_RATE,
  };
  return { recording, capture, clip };
}
