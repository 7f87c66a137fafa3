// Loudness helpers for the live meter and the pre-upload check.
import { MIN_DBFS } from '@dhvani/contract/audio-quality';

/** Root mean square of a block of samples in [-1, 1]; 0 for an empty block. */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / samples.length);
}

/** Decibels relative to full scale, floored at the analyser's MIN_DBFS so silence stays finite. */
export function toDbfs(level: number): number {
  if (level <= 0) return MIN_DBFS;
  return Math.max(MIN_DBFS, 20 * Math.log10(level));
}

/**
 * 0..1 for a level meter: -60 dBFS (room noise) shows empty, -10 dBFS (loud speech) shows full, so
 * ordinary speech around -25 dBFS sits in the middle of the scale.
 */
export function meterFraction(level: number): number {
  const fraction = (toDbfs(level) + 60) / 50;
  return Math.max(0, Math.min(1, fraction));
}
