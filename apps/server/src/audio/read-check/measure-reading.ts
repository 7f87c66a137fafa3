// How a clip's speech compares with the reference reading of its text (issue 35): the clip's features at the
// vocal tract length that suits it best, then the alignments of dtw.ts. Pure DSP, run on the audio threads.
import { squaredDistance } from './frame-distance.js';
import { align, newAlignScratch, type Alignment, type AlignScratch } from './dtw.js';
import {
  computeSpectra,
  frameEnergies,
  newFeatureScratch,
  speechFeatures,
  type Spectra,
} from './features.js';
import { READ_CHECK_MIN_FRAMES, type Reference } from './reference.js';
import {
  READ_CHECK_ALIGNMENT,
  READ_CHECK_DIMS,
  READ_CHECK_FEATURES,
  READ_CHECK_FRAME_PAIRS,
  READ_CHECK_MAX_CELLS,
  READ_CHECK_MAX_SPEECH_RATIO,
  READ_CHECK_WARPS,
} from './settings.js';
import { clipSpeech, framesToSeconds } from './speech-frames.js';

export interface ReadingMeasure extends Alignment {
  /** The vocal tract warp chosen for the clip. */
  warp: number;
  /** Seconds of speech compared on each side (pauses left out). */
  clipSpeechSeconds: number;
  textSpeechSeconds: number;
  /** Frames were averaged in groups of this many to stay within READ_CHECK_MAX_CELLS. */
  averagedBy: number;
}

const DIMS = READ_CHECK_DIMS;

/** This thread's buffers for a clip's spectra and band energies (they never leave measureReading). */
const features = newFeatureScratch();

/** Every WARP_STRIDE-th frame on each side is enough to choose a warp (a ninth of the pairs). */
const WARP_STRIDE = 3;

/**
 * Mean distance from each (sampled) frame of `a` to its nearest (sampled) frame of `b`: order-free. The
 * search starts at the previous frame's nearest (neighbouring frames sound alike), so the best distance is
 * small early and most frames are given up on part-way (squaredDistance's limit); the minimum found is the same.
 */
function nearestMean(a: Float32Array, b: Float32Array): number {
  const rows = a.length / DIMS;
  const cols = b.length / DIMS;
  let total = 0;
  let count = 0;
  let hint = 0;
  for (let i = 0; i < rows; i += WARP_STRIDE) {
    let best = cols > 0 ? squaredDistance(a, i * DIMS, b, hint * DIMS, DIMS) : Infinity;
    let nearest = hint;
    for (let j = 0; j < cols; j += WARP_STRIDE) {
      const sum = squaredDistance(a, i * DIMS, b, j * DIMS, DIMS, best);
      if (sum < best) {
        best = sum;
        nearest = j;
      }
    }
    hint = nearest;
    total += Math.sqrt(best);
    count++;
  }
  return total / Math.max(1, count);
}

/** Frames averaged in groups of `by` (the last group may be shorter). */
export function averageFrames(frames: Float32Array, by: number): Float32Array {
  if (by <= 1) return frames;
  const count = frames.length / DIMS;
  const out = new Float32Array(Math.ceil(count / by) * DIMS);
  for (let g = 0; g * by < count; g++) {
    const end = Math.min(count, (g + 1) * by);
    for (let k = 0; k < DIMS; k++) {
      let sum = 0;
      for (let t = g * by; t < end; t++) sum += frames[t * DIMS + k] as number;
      out[g * DIMS + k] = sum / (end - g * by);
    }
  }
  return out;
}

/**
 * The warp whose frames come nearest the reference's, climbing from no warp towards the better neighbour
 * until the next one is no better (the nearness rises and falls once over the range of vocal tracts).
 */
function bestWarp(spectra: Spectra, keep: Uint8Array, reference: Reference) {
  const tried = new Map<number, { warp: number; frames: Float32Array; distance: number }>();
  const attempt = (index: number) => {
    const warp = READ_CHECK_WARPS[index]!;
    let found = tried.get(index);
    if (!found) {
      const frames = speechFeatures(spectra, { ...READ_CHECK_FEATURES, warp }, keep, features);
      found = { warp, frames, distance: nearestMean(frames, reference.frames) };
      tried.set(index, found);
    }
    return found;
  };
  let at = READ_CHECK_WARPS.indexOf(1);
  for (;;) {
    const here = attempt(at);
    const down = at > 0 ? attempt(at - 1) : null;
    const up = at < READ_CHECK_WARPS.length - 1 ? attempt(at + 1) : null;
    const better = [down, up]
      .filter((n) => n && n.distance < here.distance)
      .sort((x, y) => x!.distance - y!.distance)[0];
    if (!better) return here;
    at = READ_CHECK_WARPS.indexOf(better.warp);
  }
}

/**
 * Null when the clip has too little speech to compare (under 0.2 s); 'far-too-long', without aligning, when it has
 * READ_CHECK_MAX_SPEECH_RATIO times its text's speech. `speechMask` is the analyser's, one value per 32 ms frame.
 */
export function measureReading(
  samples: Int16Array,
  sampleRate: number,
  speechMask: Uint8Array,
  reference: Reference,
  scratch: AlignScratch = newAlignScratch(),
): ReadingMeasure | 'far-too-long' | null {
  const keep = clipSpeech(speechMask, frameEnergies(samples, sampleRate), sampleRate);
  let speech = 0;
  for (const k of keep) speech += k;
  if (speech < READ_CHECK_MIN_FRAMES) return null;
  if (speech >= READ_CHECK_MAX_SPEECH_RATIO * (reference.frames.length / DIMS)) return 'far-too-long';
  const maxHz = READ_CHECK_FEATURES.highHz * Math.max(...READ_CHECK_WARPS);
  const spectra = computeSpectra(samples, sampleRate, keep, maxHz, features);
  const { warp, frames } = bestWarp(spectra, keep, reference);
  const rows = frames.length / DIMS;
  const cols = reference.frames.length / DIMS;
  const averagedBy = Math.max(
    READ_CHECK_FRAME_PAIRS,
    Math.ceil(Math.sqrt((rows * cols) / READ_CHECK_MAX_CELLS)),
  );
  const alignment = align(
    averageFrames(frames, averagedBy),
    averageFrames(reference.frames, averagedBy),
    DIMS,
    READ_CHECK_ALIGNMENT,
    scratch,
  )!;
  return {
    ...alignment,
    warp,
    clipSpeechSeconds: framesToSeconds(rows),
    textSpeechSeconds: framesToSeconds(cols),
    averagedBy,
  };
}
