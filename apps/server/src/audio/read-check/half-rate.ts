// espeak-ng speaks at 22,050 Hz; the features use nothing above 3,800 Hz. Halving the rate (a low-pass
// filter, then every other sample) halves the reference's transforms, the larger part of preparing it.
// The filter is a 31-tap windowed sinc cut at a quarter of the input rate (5,512 Hz): flat to within
// 0.1 dB below 4 kHz and more than 50 dB down above 7.2 kHz, the band that would fold back under 3,800 Hz.
const TAPS = 31;
const CENTRE = (TAPS - 1) / 2;

const FILTER = (() => {
  const h = Float64Array.from({ length: TAPS }, (_, n) => {
    const x = n - CENTRE;
    const sinc = x === 0 ? 0.5 : Math.sin((Math.PI * x) / 2) / (Math.PI * x);
    const blackman =
      0.42 - 0.5 * Math.cos((2 * Math.PI * n) / (TAPS - 1)) + 0.08 * Math.cos((4 * Math.PI * n) / (TAPS - 1));
    return sinc * blackman;
  });
  const sum = h.reduce((a, b) => a + b, 0);
  return h.map((v) => v / sum);
})();

/** The odd taps either side of the centre (the even ones are zero in a half-band filter). */
const ODD_TAPS = Float64Array.from(
  { length: (CENTRE + 1) / 2 },
  (_, i) => FILTER[CENTRE + 1 + 2 * i] as number,
);

/** `samples` at half their rate. */
export function halfRate(samples: Int16Array): Int16Array {
  const out = new Int16Array(Math.floor(samples.length / 2));
  const centreTap = FILTER[CENTRE] as number;
  // Near the ends a tap may fall outside the samples (read as 0); in between, every tap's sample exists and
  // the eight odd taps are spelt out (the hot loop, in the same order of additions as at the ends).
  const [t0, t1, t2, t3, t4, t5, t6, t7] = ODD_TAPS as unknown as number[];
  const firstInside = Math.min(out.length, Math.ceil(CENTRE / 2));
  const afterInside = Math.max(firstInside, Math.min(out.length, Math.ceil((samples.length - CENTRE) / 2)));
  for (let o = 0; o < firstInside; o++) out[o] = nearAnEnd(samples, o);
  for (let o = firstInside; o < afterInside; o++) {
    const c = 2 * o;
    let sum = centreTap * (samples[c] as number);
    sum += t0! * ((samples[c - 1] as number) + (samples[c + 1] as number));
    sum += t1! * ((samples[c - 3] as number) + (samples[c + 3] as number));
    sum += t2! * ((samples[c - 5] as number) + (samples[c + 5] as number));
    sum += t3! * ((samples[c - 7] as number) + (samples[c + 7] as number));
    sum += t4! * ((samples[c - 9] as number) + (samples[c + 9] as number));
    sum += t5! * ((samples[c - 11] as number) + (samples[c + 11] as number));
    sum += t6! * ((samples[c - 13] as number) + (samples[c + 13] as number));
    sum += t7! * ((samples[c - 15] as number) + (samples[c + 15] as number));
    out[o] = clamp(sum);
  }
  for (let o = afterInside; o < out.length; o++) out[o] = nearAnEnd(samples, o);
  return out;
}

/** Output sample `o` where some taps fall outside the samples. */
function nearAnEnd(samples: Int16Array, o: number): number {
  const c = 2 * o;
  const at = (i: number) => (i >= 0 && i < samples.length ? (samples[i] as number) : 0);
  let sum = (FILTER[CENTRE] as number) * (samples[c] as number);
  for (let t = 0; t < ODD_TAPS.length; t++)
    sum += (ODD_TAPS[t] as number) * (at(c - 1 - 2 * t) + at(c + 1 + 2 * t));
  return clamp(sum);
}

function clamp(sum: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(sum)));
}
