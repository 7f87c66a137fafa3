// What the read-check does to a side's cepstra before aligning them (issue 35): each frame's slopes beside its
// values, then only the speech frames, each coefficient normalised over them. Pure sequence transforms, apart
// from how the cepstra were computed (features.ts).

/**
 * Each frame's cepstra followed by their slopes (the regression over two frames either side, as HTK computes
 * deltas): how the spectrum moves, which depends less on the voice than where it sits.
 */
export function withDeltas(cepstra: Float32Array, dims: number): Float32Array {
  const frames = cepstra.length / dims;
  const out = new Float32Array(frames * 2 * dims);
  const at = (t: number, k: number) => cepstra[Math.min(frames - 1, Math.max(0, t)) * dims + k] as number;
  for (let t = 0; t < frames; t++) {
    for (let k = 0; k < dims; k++) {
      out[t * 2 * dims + k] = cepstra[t * dims + k] as number;
      out[t * 2 * dims + dims + k] = (at(t + 1, k) - at(t - 1, k) + 2 * (at(t + 2, k) - at(t - 2, k))) / 10;
    }
  }
  return out;
}

/**
 * The frames `keep` selects, each coefficient normalised to mean 0 and spread 1 over them: a sequence of
 * speech frames only, ready to align.
 */
export function normalisedSpeech(cepstra: Float32Array, dims: number, keep: Uint8Array): Float32Array {
  const frames = cepstra.length / dims;
  let count = 0;
  for (let t = 0; t < frames; t++) if (keep[t]) count++;
  const out = new Float32Array(count * dims);
  let row = 0;
  for (let t = 0; t < frames; t++) {
    if (!keep[t]) continue;
    out.set(cepstra.subarray(t * dims, (t + 1) * dims), row * dims);
    row++;
  }
  for (let c = 0; c < dims; c++) {
    let sum = 0;
    let squares = 0;
    for (let t = 0; t < count; t++) {
      const v = out[t * dims + c] as number;
      sum += v;
      squares += v * v;
    }
    const mean = count > 0 ? sum / count : 0;
    const spread = Math.sqrt(Math.max(1e-9, count > 0 ? squares / count - mean * mean : 1));
    for (let t = 0; t < count; t++) out[t * dims + c] = ((out[t * dims + c] as number) - mean) / spread;
  }
  return out;
}
