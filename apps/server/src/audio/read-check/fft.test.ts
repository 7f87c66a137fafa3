// The packed real FFT against a plain DFT: the features are only as right as the spectrum under them.
import { describe, expect, it } from 'vitest';
import { fftPlan, fftPowerSpectrum } from './fft.js';

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
