// The read-check's features: the same reading gives the same frames at 22,050 Hz (espeak-ng's rate) and at
// 16 kHz (a clip's), slopes are slopes, and a sequence is normalised over its speech frames only.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { computeCepstra, computeSpectra, frameEnergies } from './features.js';
import { normalisedSpeech, withDeltas } from './frame-sequence.js';
import { synthesise } from './espeak.js';
import { readReferenceWav } from './reference-wav.js';
import { referenceSpeech } from './speech-frames.js';
import { READ_CHECK_FEATURES } from './settings.js';

const DIMS = READ_CHECK_FEATURES.cepstra;

function cepstraOf(samples: Int16Array, sampleRate: number) {
  const all = new Uint8Array(frameEnergies(samples, sampleRate).length).fill(1);
  return computeCepstra(
    computeSpectra(samples, sampleRate, all, READ_CHECK_FEATURES.highHz),
    READ_CHECK_FEATURES,
  );
}

describe('read-check features', () => {
  it('are the same for a reading at 22,050 Hz and the same reading resampled to 16 kHz', async () => {
    const wav = await synthesise('Please wash your hands before every meal.', 'English');
    const high = readReferenceWav(wav);
    const raw = execFileSync(
      'sox',
      ['-R', '-D', '-t', 'wav', '-', '-t', 'raw', '-r', '16000', '-b', '16', '-e', 'signed-integer', '-'],
      {
        input: wav,
      },
    );
    const low = new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
    const a = cepstraOf(high.samples, high.sampleRate);
    const b = cepstraOf(low, 16_000);
    const frames = Math.min(a.length, b.length) / DIMS;
    const speech = referenceSpeech(frameEnergies(high.samples, high.sampleRate));
    let diff = 0;
    let spread = 0;
    let count = 0;
    for (let t = 0; t < frames; t++) {
      if (!speech[t]) continue;
      for (let k = 0; k < DIMS; k++) {
        diff += Math.abs(a[t * DIMS + k]! - b[t * DIMS + k]!);
        spread += Math.abs(a[t * DIMS + k]!);
        count++;
      }
    }
    expect(count).toBeGreaterThan(100 * DIMS);
    // Within 10 % of the coefficients' own size: the filterbank is laid out in hertz, not in bins.
    expect(diff / spread).toBeLessThan(0.1);
  });

  it('takes slopes over two frames either side', () => {
    const ramp = Float32Array.from({ length: 10 * 2 }, (_, i) => Math.floor(i / 2) * 3);
    const withSlopes = withDeltas(ramp, 2);
    // A frame in the middle: value 3t, slope 3 per frame.
    expect(Array.from(withSlopes.subarray(5 * 4, 6 * 4))).toEqual([15, 15, 3, 3]);
  });

  it('normalises each coefficient over the kept frames only', () => {
    const frames = Float32Array.from([1, 10, 3, 20, 100, 100, 5, 30]);
    const out = normalisedSpeech(frames, 2, Uint8Array.from([1, 1, 0, 1]));
    expect(out.length).toBe(6);
    for (const k of [0, 1]) {
      const column = [out[k]!, out[2 + k]!, out[4 + k]!];
      const mean = column.reduce((a, b) => a + b) / 3;
      const sd = Math.sqrt(column.reduce((a, b) => a + (b - mean) ** 2, 0) / 3);
      expect(mean).toBeCloseTo(0, 5);
      expect(sd).toBeCloseTo(1, 5);
    }
  });
});
