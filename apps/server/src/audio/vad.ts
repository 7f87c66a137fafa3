// Chooses the speech detector: Silero VAD v5 when its model loads, otherwise the energy detector.
// The fallback is logged once per model path and per thread, and reported in metrics.vad.
import type { VadKind } from '@dhvani/contract/audio-quality';
import { energySpeechMask } from './energy-vad.js';
import type { SignalStats } from './signal.js';
import {
  WHOLE_CLIP,
  defaultSileroModelPath,
  loadSileroSession,
  sileroProbabilities,
  type VadPart,
} from './silero-vad.js';
import { speechMaskFromProbabilities } from './speech-mask.js';

export interface VadOptions {
  /** 'energy' skips the model (benchmarks of the signal path, or a deliberate cheap mode). */
  vad?: 'auto' | 'energy';
  /** Overrides the Silero model file (tests use a missing path to exercise the fallback). */
  modelPath?: string;
  /** Where the one-time fallback warning goes; console.warn by default. */
  warn?: (message: string) => void;
}

export interface SpeechDetection {
  kind: VadKind;
  /** 1 for each 32 ms frame that holds speech. */
  mask: Uint8Array;
}

const warned = new Set<string>();

function warnOnce(key: string, message: string, warn: (message: string) => void): void {
  if (warned.has(key)) return;
  warned.add(key);
  warn(message);
}

/**
 * One part's speech scores (VadPart): Silero's per-frame probabilities for the frames in its lanes, or
 * 'energy' when the model could not run, in which case the energy detector decides for the whole clip.
 */
export type SpeechScores = { kind: 'silero-v5'; probabilities: Float32Array } | { kind: 'energy' };

export async function scoreSpeech(
  samples: Int16Array,
  stats: SignalStats,
  opts: VadOptions = {},
  part: VadPart = WHOLE_CLIP,
): Promise<SpeechScores> {
  if (opts.vad === 'energy') return { kind: 'energy' };
  const warn = opts.warn ?? ((message: string) => console.warn(message));
  let modelPath = opts.modelPath;
  try {
    modelPath ??= defaultSileroModelPath();
    const session = await loadSileroSession(modelPath);
    return {
      kind: 'silero-v5',
      probabilities: await sileroProbabilities(session, samples, stats.framePower, part),
    };
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    warnOnce(
      modelPath ?? 'unresolved',
      `Silero VAD unavailable (${why}); using the energy-based speech detector instead`,
      warn,
    );
    return { kind: 'energy' };
  }
}

/** Joins the parts' scores (each frame was scored by exactly one part) into the clip's speech mask. */
export function speechFromScores(parts: SpeechScores[], stats: SignalStats): SpeechDetection {
  const probabilities = new Float32Array(stats.frameCount);
  for (const part of parts) {
    if (part.kind === 'energy') return { kind: 'energy', mask: energySpeechMask(stats.framePower) };
    for (let f = 0; f < probabilities.length; f++) {
      probabilities[f] = (probabilities[f] as number) + (part.probabilities[f] as number);
    }
  }
  return { kind: 'silero-v5', mask: speechMaskFromProbabilities(probabilities) };
}

export async function detectSpeech(
  samples: Int16Array,
  stats: SignalStats,
  opts: VadOptions = {},
): Promise<SpeechDetection> {
  return speechFromScores([await scoreSpeech(samples, stats, opts)], stats);
}
