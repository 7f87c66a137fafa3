// The sample-level half of the analyser (analyse.ts has the whole): what the analyser threads run. Kept
// apart from the grading so that a thread loads neither the rubric nor the contract's zod schemas it uses
// (~5 MB of heap per thread, docs/decisions/0021).
import { clipSamples, type SampleScratch } from './clip.js';
import { computeSignalStats, type SignalStats } from './signal.js';
import { WHOLE_CLIP, type VadPart } from './silero-vad.js';
import { scoreSpeech, type SpeechScores, type VadOptions } from './vad.js';

export type AnalyseOptions = VadOptions;

export interface ClipMeasurement {
  stats: SignalStats;
  sampleRate: number;
  scores: SpeechScores;
}

/**
 * Throws WavFormatError when the bytes are not 16 kHz mono 16-bit PCM WAV or FLAC. A FLAC is decoded
 * into `scratch` when given (a worker thread's buffer, kept between clips).
 */
export async function measureClip(
  clip: Uint8Array,
  opts: AnalyseOptions = {},
  part: VadPart = WHOLE_CLIP,
  scratch?: SampleScratch,
): Promise<ClipMeasurement> {
  const { samples, sampleRate } = clipSamples(clip, scratch);
  const stats = computeSignalStats(samples);
  return { stats, sampleRate, scores: await scoreSpeech(samples, stats, opts, part) };
}
