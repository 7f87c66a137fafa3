// The audio quality analyser (issue 4): WAV bytes in, a grade with its reasons and metrics out.
// Pure and framework-free; the server runs it in a worker pool (analyser-pool.ts). It comes in two steps
// so the pool can share one clip's speech detection out between threads: measureClip (the sample-level
// work, once per part) and gradeClip (frame-level bookkeeping on the parts' results).
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { measureClip, type AnalyseOptions, type ClipMeasurement } from './measure-clip.js';
import { buildMetrics } from './metrics.js';
import { grade } from './rubric.js';
import { speechFromScores, type SpeechScores } from './vad.js';

export { measureClip, type AnalyseOptions, type ClipMeasurement };

/** The clip's speech mask (one value per 32 ms frame), which the read-check compares only. */
export function speechMaskOf({ stats, scores }: ClipMeasurement, otherParts: SpeechScores[]): Uint8Array {
  return speechFromScores([scores, ...otherParts], stats).mask;
}

/**
 * Grades a clip from its measurement and every other part's speech scores, and the read-check's result
 * when its text was checked (a clip that does not say its text is poor, rubric.ts).
 */
export function gradeClip(
  { stats, sampleRate, scores }: ClipMeasurement,
  otherParts: SpeechScores[],
  transcript: string,
  language: RecordingLanguage,
  readCheck?: ReadCheck,
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
  if (!readCheck) return { ...grade(metrics), metrics };
  return { ...grade(metrics, readCheck), metrics, readCheck };
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
