// The packed real FFT against a plain DFT: the features are only as right as the spectrum under them. And
// against the textbook radix-2 loop, one stage at a time, to the last bit: the read-check's thresholds were
// calibrated on spectra computed that way (decision 0051), so a faster FFT must give the very same numbers.
import { describe, expect, it } from 'vitest';
import { fftPlan, fftPowerSpectrum } from './fft.js';

/** The power spectrum as the read-check first computed it: bit reversal, then one radix-2 stage at a time. */
function textbookPower(x: Float64Array): Float64Array {
  const half = x.length / 2;
  const bits = Math.log2(half);
  const re = new Float64Array(half);
  const im = new Float64Array(half);
  for (let i = 0; i < half; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    re[r] = x[2 * i]!;
    im[r] = x[2 * i + 1]!;
  }
  const cos = Float64Array.from({ length: half / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / half));
  const sin = Float64Array.from({ length: half / 2 }, (_, k) => -Math.sin((2 * Math.PI * k) / half));
  for (let size = 2; size <= half; size *= 2) {
    for (let k = 0; k < size / 2; k++) {
      const [wr, wi] = [cos[k * (half / size)]!, sin[k * (half / size)]!];
      for (let a = k; a < half; a += size) {
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        [re[b], im[b]] = [re[a]! - tr, im[a]! - ti];
        [re[a], im[a]] = [re[a]! + tr, im[a]! + ti];
      }
    }
  }
  const power = new Float64Array(half + 1);
  power[0] = (re[0]! + im[0]!) ** 2;
  power[half] = (re[0]! - im[0]!) ** 2;
  for (let k = 1; k < half; k++) {
    const [ar, ai, br, bi] = [re[k]!, im[k]!, re[half - k]!, im[half - k]!];
    const [evenRe, evenIm, oddRe, oddIm] = [(ar + br) / 2, (ai - bi) / 2, (ai + bi) / 2, (br - ar) / 2];
    const wr = Math.cos((2 * Math.PI * k) / x.length);
    const wi = -Math.sin((2 * Math.PI * k) / x.length);
    const xr = evenRe + wr * oddRe - wi * oddIm;
    const xi = evenIm + wr * oddIm + wi * oddRe;
    power[k] = xr * xr + xi * xi;
  }
  return power;
}

function dftPower(x: Float64Array): Float64Array {
  const n = x.length;
  return Float64Array.from({ length: n / 2 + 1 }, (_, k) => {
    let re = 0;
    let im = 0;
    for (let t = 0; t < n; t++) {
      re += (x[t] as number) * Math.cos((2 * Math.PI * k * t) / n);
      im -= (x[t] as number) * Math.sin((2 * Math.PI * k * t) / n);
    }
    return re * re + im * im;
  });
}

describe('fftPowerSpectrum', () => {
  it.each([4, 16, 512, 1024])('matches a plain DFT for %i samples', (size) => {
    let seed = size;
    const x = Float64Array.from({ length: size }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 30 - 1;
    });
    const plan = fftPlan(size);
    const power = new Float64Array(size / 2 + 1);
    fftPowerSpectrum(plan, x, power);
    const expected = dftPower(x);
    const scale = Math.max(...expected);
    for (let k = 0; k < expected.length; k++)
      expect(Math.abs(power[k]! - expected[k]!) / scale).toBeLessThan(1e-9);
  });

  it.each([4, 8, 16, 512, 1024])(
    'gives the textbook radix-2 spectrum to the last bit for %i samples',
    (size) => {
      let seed = size + 1;
      const plan = fftPlan(size);
      const power = new Float64Array(size / 2 + 1);
      for (let frame = 0; frame < 200; frame++) {
        // 16-bit samples through a window, zero-padded like the features' frames (400 of 512, 276 of 512).
        const x = new Float64Array(size);
        const filled = frame % 3 === 0 ? size : Math.ceil(size * (frame % 2 ? 0.78 : 0.54));
        for (let t = 0; t < filled; t++) {
          seed = (seed * 1103515245 + 12345) % 2 ** 31;
          x[t] = (Math.round(seed / 2 ** 15) - 32768) * (0.54 - 0.46 * Math.cos((2 * Math.PI * t) / filled));
        }
        fftPowerSpectrum(plan, x, power);
        expect(Array.from(power)).toEqual(Array.from(textbookPower(x)));
      }
    },
  );

  it('computes only the bins asked for', () => {
    const x = Float64Array.from({ length: 512 }, (_, t) => Math.sin(t / 3) * 1000);
    const all = new Float64Array(257);
    const some = new Float64Array(257).fill(-1);
    fftPowerSpectrum(fftPlan(512), x, all);
    fftPowerSpectrum(fftPlan(512), x, some, 165);
    expect(Array.from(some.subarray(0, 165))).toEqual(Array.from(all.subarray(0, 165)));
    expect(some[165]).toBe(-1);
  });

  it('puts a sine wave in its bin', () => {
    const x = Float64Array.from({ length: 256 }, (_, t) => Math.sin((2 * Math.PI * 10 * t) / 256));
    const power = new Float64Array(129);
    fftPowerSpectrum(fftPlan(256), x, power);
    expect(power.indexOf(Math.max(...power))).toBe(10);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => fftPlan(400)).toThrow(/power of two/);
  });
});
