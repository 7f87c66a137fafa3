// The audio quality analyser (issue 4): WAV bytes in, a grade with its reasons and metrics out.
// Pure and framework-free; the server runs it in a worker pool (analyser-pool.ts).
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { buildMetrics } from './metrics.js';
import { grade } from './rubric.js';
import { computeSignalStats } from './signal.js';
import { detectSpeech, type VadOptions } from './vad.js';
import { parseWav } from './wav.js';

export type AnalyseOptions = VadOptions;

/** Throws WavFormatError when the bytes are not 16 kHz mono 16-bit PCM WAV. */
export async function analyse(
  wav: Uint8Array,
  paragraph: string,
  language: RecordingLanguage,
  opts: AnalyseOptions = {},
): Promise<AudioAnalysis> {
  const { samples, header } = parseWav(wav);
  const stats = computeSignalStats(samples);
  const speech = await detectSpeech(samples, stats, opts);
  const metrics = buildMetrics({
    stats,
    mask: speech.mask,
    vad: speech.kind,
    sampleRate: header.sampleRate,
    paragraph,
    language,
  });
  return { ...grade(metrics), metrics };
}
