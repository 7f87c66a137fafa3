// Piscina worker: the sample-level half of the analyser (measureClip), off the event loop. Errors cross
// the thread boundary as plain data, because a thrown WavFormatError would lose its class and code in
// structured cloning.
import { measureClip, type AnalyseOptions, type ClipMeasurement } from './analyse.js';
import type { VadPart } from './silero-vad.js';
import { WavFormatError, type WavErrorCode } from './wav.js';

export interface AnalyserTask {
  bytes: Uint8Array;
  part: VadPart;
  options?: Pick<AnalyseOptions, 'vad' | 'modelPath'>;
}

export type AnalyserReply =
  | { ok: true; measurement: ClipMeasurement }
  | { ok: false; wavError: { code: WavErrorCode; message: string } };

export default async function run(task: AnalyserTask): Promise<AnalyserReply> {
  try {
    return { ok: true, measurement: await measureClip(task.bytes, task.options, task.part) };
  } catch (error) {
    if (error instanceof WavFormatError)
      return { ok: false, wavError: { code: error.code, message: error.message } };
    throw error;
  }
}
