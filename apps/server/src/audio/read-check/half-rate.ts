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
  const taps = ODD_TAPS.length;
  const at = (i: number) => (i >= 0 && i < samples.length ? (samples[i] as number) : 0);
  for (let o = 0; o < out.length; o++) {
    const c = 2 * o;
    let sum = centreTap * (samples[c] as number);
    // Away from the ends every tap's sample exists: no bounds to check.
    if (c >= CENTRE && c + CENTRE < samples.length) {
      for (let t = 0; t < taps; t++)
        sum +=
          (ODD_TAPS[t] as number) * ((samples[c - 1 - 2 * t] as number) + (samples[c + 1 + 2 * t] as number));
    } else {
      for (let t = 0; t < taps; t++) sum += (ODD_TAPS[t] as number) * (at(c - 1 - 2 * t) + at(c + 1 + 2 * t));
    }
    out[o] = Math.max(-32768, Math.min(32767, Math.round(sum)));
  }
  return out;
}
