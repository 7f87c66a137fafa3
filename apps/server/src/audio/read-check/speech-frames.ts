// Which 10 ms feature frames are speech, on each side of the read-check. Pauses are taken out of both the
// clip and the reference before they are aligned: a reader pauses where they like, espeak-ng where its
// rules say, and neither says anything about the words.
import { FRAME_SAMPLES } from '../signal.js';
import { HOP_SECONDS } from './features.js';

/** espeak-ng's output is clean: speech is whatever comes within this many dB of its loudest frame. */
const REFERENCE_RANGE_DB = 40;
/** Gaps up to this long inside the reference's speech (a stop's closure, not a pause) stay in. */
const REFERENCE_BRIDGED_FRAMES = 10;

/** The reference's speech frames, from the frames' energies. */
export function referenceSpeech(energyDb: Float32Array): Uint8Array {
  let loudest = -Infinity;
  for (const e of energyDb) if (e > loudest) loudest = e;
  const keep = new Uint8Array(energyDb.length);
  let last = -1;
  for (let t = 0; t < energyDb.length; t++) {
    if ((energyDb[t] as number) <= loudest - REFERENCE_RANGE_DB) continue;
    if (last >= 0 && t - last - 1 <= REFERENCE_BRIDGED_FRAMES) keep.fill(1, last + 1, t);
    keep[t] = 1;
    last = t;
  }
  return keep;
}

/**
 * A clip's frames this far under its speech's mean level are not the reader: a television or a conversation
 * across the room that the speech detector heard in the pauses (and would count as extra speech).
 */
const CLIP_BELOW_LEVEL_DB = 20;

/**
 * The clip's speech frames: those whose centre lies in a speech frame of the analyser's mask (one value per
 * 32 ms frame of FRAME_SAMPLES at `sampleRate`) and that are within CLIP_BELOW_LEVEL_DB of the speech's level.
 */
export function clipSpeech(mask: Uint8Array, energyDb: Float32Array, sampleRate: number): Uint8Array {
  const frames = energyDb.length;
  const keep = new Uint8Array(frames);
  const hop = HOP_SECONDS * sampleRate;
  const centre = 0.0125 * sampleRate;
  let power = 0;
  let count = 0;
  for (let t = 0; t < frames; t++) {
    const at = Math.min(mask.length - 1, Math.floor((t * hop + centre) / FRAME_SAMPLES));
    if (at < 0 || mask[at] !== 1) continue;
    keep[t] = 1;
    power += 10 ** ((energyDb[t] as number) / 10);
    count++;
  }
  const floor = 10 * Math.log10(power / Math.max(1, count)) - CLIP_BELOW_LEVEL_DB;
  for (let t = 0; t < frames; t++) if (keep[t] && (energyDb[t] as number) < floor) keep[t] = 0;
  return keep;
}

export const framesToSeconds = (frames: number) => frames * HOP_SECONDS;
