// A reference reading ready to compare clips with: espeak-ng's WAV turned into its speech frames' features,
// once per text (reference-cache.ts keeps them). Its own pauses are taken out, as the clip's are.
import { computeSpectra, frameEnergies, newFeatureScratch, speechFeatures } from './features.js';
import { READ_CHECK_DIMS, READ_CHECK_FEATURES } from './settings.js';
import { halfRate } from './half-rate.js';
import { readReferenceWav } from './reference-wav.js';
import { referenceSpeech } from './speech-frames.js';

export interface Reference {
  /** Speech frames × READ_CHECK_DIMS, normalised. */
  frames: Float32Array;
  /** What the cache counts. */
  byteLength: number;
}

/** This thread's buffers for a reference's spectra and band energies (they never leave prepareReference). */
const features = newFeatureScratch();

/** Null when the reading holds no speech (a text espeak-ng could not say: only symbols, say). */
export function prepareReference(wav: Uint8Array): Reference | null {
  const read = readReferenceWav(wav);
  // espeak-ng's 22,050 Hz halved: the features need nothing above 3,800 Hz.
  const half = read.sampleRate >= 2 * HALF_RATE_ABOVE_HZ;
  const samples = half ? halfRate(read.samples) : read.samples;
  const sampleRate = half ? read.sampleRate / 2 : read.sampleRate;
  const keep = referenceSpeech(frameEnergies(samples, sampleRate));
  const spectra = computeSpectra(samples, sampleRate, keep, READ_CHECK_FEATURES.highHz, features);
  const frames = speechFeatures(spectra, READ_CHECK_FEATURES, keep, features);
  if (frames.length / READ_CHECK_DIMS < READ_CHECK_MIN_FRAMES) return null;
  return { frames, byteLength: frames.byteLength };
}

/** A reference at twice this rate or more is halved (the highest band reaches 3,800 Hz). */
const HALF_RATE_ABOVE_HZ = 8_000;

/** Fewer speech frames than this (0.2 s) on either side: nothing to compare. */
export const READ_CHECK_MIN_FRAMES = 20;
