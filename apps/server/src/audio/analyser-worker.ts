// Piscina worker: runs the analyser off the event loop. Errors cross the thread boundary as plain
// data, because a thrown WavFormatError would lose its class and code in structured cloning.
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { analyse, type AnalyseOptions } from './analyse.js';
import { WavFormatError, type WavErrorCode } from './wav.js';

export interface AnalyserTask {
  bytes: Uint8Array;
  paragraph: string;
  language: RecordingLanguage;
  options?: Pick<AnalyseOptions, 'vad' | 'modelPath'>;
}

export type AnalyserReply =
  { ok: true; analysis: AudioAnalysis } | { ok: false; wavError: { code: WavErrorCode; message: string } };

export default async function run(task: AnalyserTask): Promise<AnalyserReply> {
  try {
    return { ok: true, analysis: await analyse(task.bytes, task.paragraph, task.language, task.options) };
  } catch (error) {
    if (error instanceof WavFormatError)
      return { ok: false, wavError: { code: error.code, message: error.message } };
    throw error;
  }
}
