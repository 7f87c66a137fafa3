// The squared Euclidean distance between two feature frames, the read-check's innermost loop (hundreds of
// thousands of frame pairs a clip): four running sums, so the loop does a quarter of the iterations and the
// additions do not wait on each other.

/**
 * Squared distance between the frame at `a[ai …]` and the frame at `b[bi …]`, `dims` values each; or, once
 * the running sums reach `limit`, a value at least `limit`: every term is ≥ 0 and rounding never makes such
 * a sum smaller, so the whole could not come back under it. A search for the nearest frame passes the best
 * distance so far and skips most of each far frame; a distance under `limit` is exact all the same.
 */
export function squaredDistance(
  a: Float32Array,
  ai: number,
  b: Float32Array,
  bi: number,
  dims: number,
  limit = Infinity,
): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < dims; k += 4) {
    const d0 = (a[ai + k] as number) - (b[bi + k] as number);
    const d1 = (a[ai + k + 1] as number) - (b[bi + k + 1] as number);
    const d2 = (a[ai + k + 2] as number) - (b[bi + k + 2] as number);
    const d3 = (a[ai + k + 3] as number) - (b[bi + k + 3] as number);
    s0 += d0 * d0;
    s1 += d1 * d1;
    s2 += d2 * d2;
    s3 += d3 * d3;
    const sum = s0 + s1 + s2 + s3;
    if (sum >= limit) return sum;
  }
  for (; k < dims; k++) {
    const d = (a[ai + k] as number) - (b[bi + k] as number);
    s0 += d * d;
  }
  return s0 + s1 + s2 + s3;
}
