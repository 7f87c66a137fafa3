// Cepstral features for the read-check (issue 35): what a clip and the synthesised reading of its text are
// compared by. Mel-frequency cepstra (Davis & Mermelstein 1980) as speech recognisers computed them before
// neural networks: pre-emphasis, 25 ms Hamming windows every 10 ms, the power spectrum, a mel filterbank,
// the log, a DCT, then each coefficient's mean and spread over the speech frames taken out (cepstral mean
// and variance normalisation), which removes most of what the microphone, the room and the voice add.
//
// The filterbank is laid out in hertz, so the same features come from a 16 kHz clip and from espeak-ng's
// 22,050 Hz output without resampling. It stops at 3,800 Hz: a clip through a telephone band has nothing
// above 3,400 Hz, and a synthetic reference with energy there would look unlike it for no reason of text.
import { fftPlan, packedPowerSpectrum, type FftPlan } from './fft.js';
import { normalisedSpeech, withDeltas } from './frame-sequence.js';

export const FRAME_SECONDS = 0.025;
export const HOP_SECONDS = 0.01;
const PRE_EMPHASIS = 0.97;
/** Bands are floored this far under the clip's loudest band value, so silence does not dominate the log. */
const FLOOR_DB = 60;

export interface CepstrumOptions {
  cepstra: number;
  bands: number;
  lowHz: number;
  highHz: number;
  /** Vocal tract length: the filterbank's frequencies times this (> 1 for a shorter tract, higher formants). */
  warp: number;
}

export const DEFAULT_CEPSTRUM: CepstrumOptions = {
  cepstra: 12,
  bands: 24,
  lowHz: 100,
  highHz: 3800,
  warp: 1,
};

interface Filter {
  first: number;
  weights: Float64Array;
}

interface Framing {
  frame: number;
  hop: number;
  fft: FftPlan;
  window: Float64Array;
}

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

function melFilters(sampleRate: number, size: number, o: CepstrumOptions): Filter[] {
  const low = mel(o.lowHz * o.warp);
  const high = mel(Math.min(o.highHz * o.warp, sampleRate / 2));
  const edges = Array.from({ length: o.bands + 2 }, (_, i) =>
    hzOfMel(low + ((high - low) * i) / (o.bands + 1)),
  );
  const binHz = sampleRate / size;
  return Array.from({ length: o.bands }, (_, b) => {
    const [lo, mid, hi] = [edges[b]!, edges[b + 1]!, edges[b + 2]!];
    const first = Math.ceil(lo / binHz);
    const last = Math.floor(hi / binHz);
    const weights = new Float64Array(Math.max(0, last - first + 1));
    for (let k = first; k <= last; k++) {
      const hz = k * binHz;
      weights[k - first] = Math.max(0, hz < mid ? (hz - lo) / (mid - lo) : (hi - hz) / (hi - mid));
    }
    return { first, weights };
  });
}

const framings = new Map<number, Framing>();

function framingFor(sampleRate: number): Framing {
  let framing = framings.get(sampleRate);
  if (framing) return framing;
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  let size = 4;
  while (size < frame) size *= 2;
  const window = Float64Array.from(
    { length: frame },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (frame - 1)),
  );
  framing = { frame, hop: HOP_SECONDS * sampleRate, fft: fftPlan(size), window };
  framings.set(sampleRate, framing);
  return framing;
}

/** How many whole frames a clip of `samples` samples at `sampleRate` has. */
export function frameCount(samples: number, sampleRate: number): number {
  const { frame, hop } = framingFor(sampleRate);
  return samples < frame ? 0 : Math.floor((samples - frame) / hop) + 1;
}

export interface Spectra {
  sampleRate: number;
  frames: number;
  /** FFT size, and how many of its bins are kept (up to the highest frequency a filterbank reaches). */
  size: number;
  bins: number;
  /** Each frame's row in `power`, or −1 for a frame not transformed (far from any speech). */
  rows: Int32Array;
  /** Transformed frames × bins power spectra. */
  power: Float32Array;
}

/**
 * Buffers one thread reuses between clips for the spectra and the band energies, which are gone once a
 * clip's or a reference's features are made (~0.5 MB for a sentence): allocating them afresh for every
 * check kept the garbage collector busy (a third of a check's CPU beside it). Grown as needed, but a buffer
 * over MAX_KEPT_BYTES (a long clip's) is made for that clip only and not kept.
 */
export interface FeatureScratch {
  power: Float32Array;
  logs: Float64Array;
}

export const newFeatureScratch = (): FeatureScratch => ({
  power: new Float32Array(0),
  logs: new Float64Array(0),
});

const MAX_KEPT_BYTES = 2 * 1024 * 1024;

function scratchPower(scratch: FeatureScratch | undefined, length: number): Float32Array {
  if (!scratch || length * 4 > MAX_KEPT_BYTES) return new Float32Array(length);
  if (scratch.power.length < length) scratch.power = new Float32Array(length);
  return scratch.power.subarray(0, length);
}

function scratchLogs(scratch: FeatureScratch | undefined, length: number): Float64Array {
  if (!scratch || length * 8 > MAX_KEPT_BYTES) return new Float64Array(length);
  if (scratch.logs.length < length) scratch.logs = new Float64Array(length);
  return scratch.logs.subarray(0, length);
}

/** How far a frame's slope reaches (withDeltas): frames this close to speech are transformed too. */
const DELTA_REACH = 2;

/** Each frame's energy in dB (full scale 0 dB): where the speech is, before any transform. */
export function frameEnergies(samples: Int16Array, sampleRate: number): Float32Array {
  const { frame, hop } = framingFor(sampleRate);
  const energyDb = new Float32Array(frameCount(samples.length, sampleRate));
  for (let t = 0; t < energyDb.length; t++) {
    const start = Math.round(t * hop);
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (samples[i] as number) ** 2;
    energyDb[t] = 10 * Math.log10(energy / frame / 32768 ** 2 + 1e-12);
  }
  return energyDb;
}

/**
 * The power spectra (up to `maxHz`) of the frames `speech` marks and of those within DELTA_REACH of them:
 * a long clip's pauses and the bins above the filterbanks are never stored. With `scratch`, they are
 * written into its buffer: good until the next spectra made with it.
 */
export function computeSpectra(
  samples: Int16Array,
  sampleRate: number,
  speech: Uint8Array,
  maxHz: number,
  scratch?: FeatureScratch,
): Spectra {
  const { frame, hop, fft, window } = framingFor(sampleRate);
  const frames = speech.length;
  const rows = new Int32Array(frames).fill(-1);
  let count = 0;
  for (let t = 0; t < frames; t++) {
    let near = false;
    for (let d = -DELTA_REACH; d <= DELTA_REACH && !near; d++) near = speech[t + d] === 1;
    if (near) rows[t] = count++;
  }
  const bins = Math.min(fft.size / 2 + 1, Math.ceil((maxHz * fft.size) / sampleRate) + 2);
  const power = scratchPower(scratch, count * bins);
  const { packed, slots, size } = fft;
  for (let t = 0; t < frames; t++) {
    const row = rows[t] as number;
    if (row < 0) continue;
    const start = Math.round(t * hop);
    let previous = start > 0 ? (samples[start - 1] as number) : 0;
    // The windowed frame goes straight to the FFT's packed order, zero-padded to its size.
    for (let i = 0; i < frame; i++) {
      const x = samples[start + i] as number;
      packed[slots[i] as number] = (x - PRE_EMPHASIS * previous) * (window[i] as number);
      previous = x;
    }
    for (let i = frame; i < size; i++) packed[slots[i] as number] = 0;
    packedPowerSpectrum(fft, power, row * bins, bins);
  }
  return { sampleRate, frames, size: fft.size, bins, rows, power };
}

/**
 * Cepstra (frames × o.cepstra) of spectra: mel bands, their log, and a DCT without c0 (loudness). Frames
 * not transformed are left at 0 (they are never used).
 *
 * Two rows' bands, and two coefficients of a row, are summed side by side: each sum still runs over its
 * terms in the same order (the same bits), but the two do not wait on each other's additions.
 */
export function computeCepstra(
  s: Spectra,
  o: CepstrumOptions = DEFAULT_CEPSTRUM,
  scratch?: FeatureScratch,
): Float32Array {
  const filters = melFilters(s.sampleRate, s.size, o);
  const { bins, power } = s;
  const { bands, cepstra } = o;
  const count = power.length / bins;
  const logs = scratchLogs(scratch, count * bands);
  let loudest = 1e-12;
  for (let row = 0; row < count; row += 2) {
    const pair = row + 1 < count;
    for (let b = 0; b < bands; b++) {
      const { first, weights } = filters[b]!;
      const usable = Math.min(weights.length, bins - first);
      const at = row * bins + first;
      let sum = 0;
      let next = 0;
      if (pair) {
        for (let k = 0; k < usable; k++) {
          const w = weights[k] as number;
          sum += w * (power[at + k] as number);
          next += w * (power[at + bins + k] as number);
        }
        logs[(row + 1) * bands + b] = next;
        if (next > loudest) loudest = next;
      } else for (let k = 0; k < usable; k++) sum += (weights[k] as number) * (power[at + k] as number);
      logs[row * bands + b] = sum;
      if (sum > loudest) loudest = sum;
    }
  }
  const floor = loudest * 10 ** (-FLOOR_DB / 10);
  for (let i = 0; i < logs.length; i++) logs[i] = Math.log(Math.max(logs[i] as number, floor));
  const dct = dctRows(cepstra, bands);
  const out = new Float32Array(s.frames * cepstra);
  for (let t = 0; t < s.frames; t++) {
    const row = s.rows[t] as number;
    if (row < 0) continue;
    const from = row * bands;
    for (let c = 0; c < cepstra; c += 2) {
      const at = c * bands;
      const pair = c + 1 < cepstra;
      let sum = 0;
      let next = 0;
      for (let b = 0; b < bands; b++) {
        const v = logs[from + b] as number;
        sum += v * (dct[at + b] as number);
        if (pair) next += v * (dct[at + bands + b] as number);
      }
      out[t * cepstra + c] = sum;
      if (pair) out[t * cepstra + c + 1] = next;
    }
  }
  return out;
}

const dcts = new Map<number, Float64Array>();

/** DCT-II rows 1 … cepstra over `bands` bands. */
function dctRows(cepstra: number, bands: number): Float64Array {
  const key = cepstra * 1000 + bands;
  let dct = dcts.get(key);
  if (!dct) {
    dct = new Float64Array(cepstra * bands);
    for (let c = 0; c < cepstra; c++)
      for (let b = 0; b < bands; b++) dct[c * bands + b] = Math.cos((Math.PI * (c + 1) * (b + 0.5)) / bands);
    dcts.set(key, dct);
  }
  return dct;
}

/**
 * A side's frames ready to align: the cepstra of `spectra` (with `o`'s warp) and their slopes, normalised
 * over the frames `keep` marks and only those.
 */
export function speechFeatures(
  spectra: Spectra,
  o: CepstrumOptions,
  keep: Uint8Array,
  scratch?: FeatureScratch,
): Float32Array {
  return normalisedSpeech(withDeltas(computeCepstra(spectra, o, scratch), o.cepstra), 2 * o.cepstra, keep);
}
