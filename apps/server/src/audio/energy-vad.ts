// Fallback speech detector for when the Silero model cannot load: a frame is speech when it stands
// well above the clip's own quiet level and above an absolute floor. Steady sounds (a tone, hum,
// constant noise) never rise above their own floor, so they are not mistaken for speech.
import { toDbfs } from './signal.js';
import { speechMaskFromProbabilities } from './speech-mask.js';

/** dB above the clip's 10th-percentile frame level that a frame must reach to count as speech. */
const ENERGY_MARGIN_DB = 10;
/** Frames below this are never speech, however quiet the rest of the clip is. */
const ENERGY_ABSOLUTE_FLOOR_DBFS = -60;

export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

export function energySpeechMask(framePower: Float64Array): Uint8Array {
  const floorDb = toDbfs(percentile(framePower, 0.1));
  const threshold = Math.max(ENERGY_ABSOLUTE_FLOOR_DBFS, floorDb + ENERGY_MARGIN_DB);
  const probabilities = new Float32Array(framePower.length);
  for (let f = 0; f < framePower.length; f++) {
    probabilities[f] = toDbfs(framePower[f] as number) >= threshold ? 1 : 0;
  }
  return speechMaskFromProbabilities(probabilities);
}
