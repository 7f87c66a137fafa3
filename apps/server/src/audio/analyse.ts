// The audio quality analyser (issue 4): WAV bytes in, a grade with its reasons and metrics out.
// Pure and framework-free; the server runs it in a worker pool (analyser-pool.ts). It comes in two steps
// so the pool can share one clip's speech detection out between threads: measureClip (the sample-level
// work, once per part) and gradeClip (frame-level bookkeeping on the parts' results).
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { buildMetrics } from './metrics.js';
import { grade } from './rubric.js';
import { computeSignalStats, type SignalStats } from './signal.js';
import { WHOLE_CLIP, type VadPart } from './silero-vad.js';
import { scoreSpeech, speechFromScores, type SpeechScores, type VadOptions } from './vad.js';
import { clipSamples, type SampleScratch } from './clip.js';

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

/** Grades a clip from its measurement and every other part's speech scores. */
export function gradeClip(
  { stats, sampleRate, scores }: ClipMeasurement,
  otherParts: SpeechScores[],
  transcript: string,
  language: RecordingLanguage,
): AudioAnalysis {
  const speech = speechFromScores([scores, ...otherParts], stats);
  const metrics = buildMetrics({
    stats,
    mask: speech.mask,
    vad: speech.kind,
    sampleRate,
    transcript,
    language,
  });
  return { ...grade(metrics), metrics };
}

/** Throws WavFormatError when the bytes are not 16 kHz mono 16-bit PCM WAV. */
export async function analyse(
  wav: Uint8Array,
  transcript: string,
  language: RecordingLanguage,
  opts: AnalyseOptions = {},
): Promise<AudioAnalysis> {
  return gradeClip(await measureClip(wav, opts), [], transcript, language);
}
