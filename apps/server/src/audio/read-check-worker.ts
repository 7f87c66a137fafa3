// Piscina worker for the read-check (issue 35) on the audio threads (audio-threads.ts; DESIGN §1: the event
// loop never does DSP): turning espeak-ng's reading of a text into its reference features, and checking a
// clip against them. A clip comes as bytes or as a file this thread reads into its kept buffer, like the
// analyser's (analyser-worker.ts); the check's distance matrix is kept per thread too.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { clipSamples, type SampleScratch } from './clip.js';
import { keptReadBuffer, keptSampleBuffer } from './kept-read-buffer.js';
import { newAlignScratch } from './read-check/dtw.js';
import { checkReading } from './read-check/read-check.js';
import { prepareReference } from './read-check/reference.js';
import type { ClipSource } from './analyser-worker.js';
import { WavFormatError, type WavErrorCode } from './wav.js';

export type ReadCheckTask =
  | { kind: 'reference'; wav: Uint8Array }
  | {
      kind: 'check';
      clip: ClipSource;
      speechMask: Uint8Array;
      /** The reference's frames (reference.ts); null: the text gave no speech. */
      reference: Float32Array | null;
      language: RecordingLanguage;
    };

export type ReadCheckReply =
  | { ok: true; frames: Float32Array | null }
  | { ok: true; check: ReadCheck }
  | { ok: false; wavError: { code: WavErrorCode; message: string } }
  | { ok: false; missing: true };

const files = keptReadBuffer();
const samplesScratch: SampleScratch = { buffer: keptSampleBuffer() };
const alignScratch = newAlignScratch();

export default function run(task: ReadCheckTask): ReadCheckReply {
  if (task.kind === 'reference') {
    try {
      return { ok: true, frames: prepareReference(task.wav)?.frames ?? null };
    } catch {
      // Not a WAV at all (espeak-ng wrote nothing for an empty text): nothing to compare with.
      return { ok: true, frames: null };
    }
  }
  const bytes = 'file' in task.clip ? files.read(task.clip.file) : task.clip.bytes;
  if (!bytes) return { ok: false, missing: true };
  try {
    const { samples, sampleRate } = clipSamples(bytes, samplesScratch);
    const reference = task.reference
      ? { frames: task.reference, byteLength: task.reference.byteLength }
      : null;
    const check = checkReading(
      { samples, sampleRate, speechMask: task.speechMask },
      reference,
      task.language,
      alignScratch,
    );
    return { ok: true, check };
  } catch (error) {
    if (error instanceof WavFormatError)
      return { ok: false, wavError: { code: error.code, message: error.message } };
    throw error;
  }
}
