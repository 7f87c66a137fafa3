// Linear prediction for the encoder (RFC 9639 §9.2.6): a windowed autocorrelation, Levinson–Durbin for
// the predictor of every order, and the predictor quantised to integers the way the decoder will apply it.

/** Tukey window with half its length in cosine tapers: what reference encoders use by default. */
export function tukeyWindow(length: number, taper = 0.5): Float64Array {
  const w = new Float64Array(length).fill(1);
  const edge = Math.floor((taper * length) / 2);
  for (let i = 0; i < edge; i++) {
    const v = 0.5 - 0.5 * Math.cos((Math.PI * i) / edge);
    w[i] = v;
    w[length - 1 - i] = v;
  }
  return w;
}

/** Autocorrelation of the windowed samples for lags 0..maxLag. */
export function autocorrelation(
  samples: Int32Array,
  count: number,
  window: Float64Array,
  maxLag: number,
  scratch: Float64Array,
): Float64Array {
  for (let i = 0; i < count; i++) scratch[i] = samples[i]! * window[i]!;
  const r = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = lag; i < count; i++) sum += scratch[i]! * scratch[i - lag]!;
    r[lag] = sum;
  }
  return r;
}

export interface Predictors {
  /** coefficients[k - 1] predicts with order k: x[i] ≈ Σ c[j] · x[i - 1 - j]. */
  coefficients: Float64Array[];
  /** The prediction error energy left at each order (same indexing). */
  errors: number[];
}

/** Levinson–Durbin recursion; stops early when the error vanishes (the signal is fully predicted). */
export function levinson(r: Float64Array, maxOrder: number): Predictors {
  const coefficients: Float64Array[] = [];
  const errors: number[] = [];
  let err = r[0]!;
  let previous = new Float64Array(0);
  for (let order = 1; order <= maxOrder && err > 0; order++) {
    let acc = r[order]!;
    for (let j = 0; j < order - 1; j++) acc -= previous[j]! * r[order - 1 - j]!;
    const reflection = acc / err;
    const next = new Float64Array(order);
    for (let j = 0; j < order - 1; j++) next[j] = previous[j]! - reflection * previous[order - 2 - j]!;
    next[order - 1] = reflection;
    err *= 1 - reflection * reflection;
    coefficients.push(next);
    errors.push(err);
    previous = next;
  }
  return { coefficients, errors };
}

export interface QuantisedPredictor {
  coefficients: Int32Array;
  precision: number;
  shift: number;
}

/**
 * Integer coefficients of `precision` bits (sign included) and the right shift that scales them, with the
 * rounding error carried from one coefficient to the next. Null when the predictor cannot be expressed
 * with a non-negative shift (its coefficients are too large).
 */
export function quantise(coefficients: Float64Array, precision: number): QuantisedPredictor | null {
  let max = 0;
  for (const c of coefficients) max = Math.max(max, Math.abs(c));
  if (!(max > 0) || !Number.isFinite(max)) return null;
  const log2max = Math.floor(Math.log2(max)) + 1;
  const shift = Math.min(15, precision - 1 - log2max);
  if (shift < 0) return null;
  const limit = 2 ** (precision - 1);
  const out = new Int32Array(coefficients.length);
  let carry = 0;
  for (let i = 0; i < coefficients.length; i++) {
    carry += coefficients[i]! * 2 ** shift;
    const q = Math.max(-limit, Math.min(limit - 1, Math.round(carry)));
    out[i] = q;
    carry -= q;
  }
  return { coefficients: out, precision, shift };
}

/**
 * Residual of a quantised predictor. Integer arithmetic is exact here because the encoder keeps
 * |Σ c·x| below 2^31 (see FrameWriter).
 */
export function lpcResidual(
  samples: Int32Array,
  count: number,
  p: QuantisedPredictor,
  residual: Int32Array,
): void {
  const c = p.coefficients;
  const order = c.length;
  for (let i = order; i < count; i++) {
    let sum = 0;
    for (let j = 0; j < order; j++) sum += c[j]! * samples[i - 1 - j]!;
    residual[i] = samples[i]! - (sum >> p.shift);
  }
}

/** Residual of the fixed polynomial predictor of `order` 0–4 (§9.2.5). */
export function fixedResidual(samples: Int32Array, count: number, order: number, residual: Int32Array): void {
  const x = samples;
  for (let i = order; i < count; i++) {
    switch (order) {
      case 0:
        residual[i] = x[i]!;
        break;
      case 1:
        residual[i] = x[i]! - x[i - 1]!;
        break;
      case 2:
        residual[i] = x[i]! - 2 * x[i - 1]! + x[i - 2]!;
        break;
      case 3:
        residual[i] = x[i]! - 3 * x[i - 1]! + 3 * x[i - 2]! - x[i - 3]!;
        break;
      default:
        residual[i] = x[i]! - 4 * x[i - 1]! + 6 * x[i - 2]! - 4 * x[i - 3]! + x[i - 4]!;
    }
  }
}
