// The power spectrum of a real frame, for the read-check's features. A real frame of N samples is packed into
// N/2 complex values (even samples real, odd imaginary), transformed by an iterative radix-2 FFT of that
// half size, and unpacked into the N/2 + 1 bins of the real spectrum: half the work of a complex FFT of N.
// Tables (bit reversal, twiddles) are made once per size; nothing is allocated per frame.

export interface FftPlan {
  /** Samples per frame, a power of two (≥ 4). */
  size: number;
  reversed: Uint32Array;
  /** cos and −sin of 2πk/(size/2), for the half-size complex transform. */
  cos: Float64Array;
  sin: Float64Array;
  /** cos and −sin of 2πk/size, for unpacking. */
  unpackCos: Float64Array;
  unpackSin: Float64Array;
  re: Float64Array;
  im: Float64Array;
}

export function fftPlan(size: number): FftPlan {
  if (size < 4 || (size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two ≥ 4`);
  const half = size / 2;
  const bits = Math.log2(half);
  const reversed = new Uint32Array(half);
  for (let i = 0; i < half; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  const turn = (k: number, n: number) => (2 * Math.PI * k) / n;
  return {
    size,
    reversed,
    cos: Float64Array.from({ length: half / 2 }, (_, k) => Math.cos(turn(k, half))),
    sin: Float64Array.from({ length: half / 2 }, (_, k) => -Math.sin(turn(k, half))),
    unpackCos: Float64Array.from({ length: half }, (_, k) => Math.cos(turn(k, size))),
    unpackSin: Float64Array.from({ length: half }, (_, k) => -Math.sin(turn(k, size))),
    re: new Float64Array(half),
    im: new Float64Array(half),
  };
}

function transform(plan: FftPlan): void {
  const { re, im, cos, sin } = plan;
  const n = re.length;
  // The first stage's twiddle is 1: sums and differences of neighbours, no multiplications.
  for (let a = 0; a < n; a += 2) {
    const br = re[a + 1] as number;
    const bi = im[a + 1] as number;
    re[a + 1] = (re[a] as number) - br;
    im[a + 1] = (im[a] as number) - bi;
    re[a] = (re[a] as number) + br;
    im[a] = (im[a] as number) + bi;
  }
  for (let size = 4; size <= n; size *= 2) {
    const halfSize = size / 2;
    const step = n / size;
    for (let k = 0; k < halfSize; k++) {
      // One twiddle for every butterfly of this stage that uses it.
      const wr = cos[k * step] as number;
      const wi = sin[k * step] as number;
      for (let a = k; a < n; a += size) {
        const b = a + halfSize;
        const br = re[b] as number;
        const bi = im[b] as number;
        const tr = br * wr - bi * wi;
        const ti = br * wi + bi * wr;
        re[b] = (re[a] as number) - tr;
        im[b] = (im[a] as number) - ti;
        re[a] = (re[a] as number) + tr;
        im[a] = (im[a] as number) + ti;
      }
    }
  }
}

/** |X[k]|² for k = 0 … size/2 of the real frame `input` (length `size`), written into `power`. */
export function fftPowerSpectrum(plan: FftPlan, input: Float64Array, power: Float64Array): void {
  const { re, im, reversed, unpackCos, unpackSin } = plan;
  const half = plan.size / 2;
  for (let i = 0; i < half; i++) {
    const j = reversed[i] as number;
    re[j] = input[2 * i] as number;
    im[j] = input[2 * i + 1] as number;
  }
  transform(plan);
  // Bins 0 and N/2 come from the packed bin 0 alone (the even samples' sum plus or minus the odd ones').
  power[0] = ((re[0] as number) + (im[0] as number)) ** 2;
  power[half] = ((re[0] as number) - (im[0] as number)) ** 2;
  for (let k = 1; k < half; k++) {
    const b = half - k;
    const ar = re[k] as number;
    const ai = im[k] as number;
    const br = re[b] as number;
    const bi = im[b] as number;
    // Spectra of the even and the odd samples, from the packed transform's symmetric halves.
    const evenRe = (ar + br) / 2;
    const evenIm = (ai - bi) / 2;
    const oddRe = (ai + bi) / 2;
    const oddIm = (br - ar) / 2;
    const wr = unpackCos[k] as number;
    const wi = unpackSin[k] as number;
    const xr = evenRe + wr * oddRe - wi * oddIm;
    const xi = evenIm + wr * oddIm + wi * oddRe;
    power[k] = xr * xr + xi * xi;
  }
}
