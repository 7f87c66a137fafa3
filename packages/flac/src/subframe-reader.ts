// Decodes one subframe (RFC 9639 §9.2) into `out`: constant, verbatim, fixed or LPC prediction over a
// partitioned Rice residual, then the wasted bits shifted back in.
import type { BitReader } from './bit-reader.js';
import { FlacFormatError } from './errors.js';

// The decoder names the frame: a subframe only says which of its rules the bits broke.
const malformed = (what: string) => new FlacFormatError('malformed', `malformed subframe: ${what}`);

export function decodeSubframe(r: BitReader, out: Int32Array, count: number, bitsPerSample: number): void {
  if (r.bits(1) !== 0) throw malformed('padding bit');
  const type = r.bits(6);
  let wasted = 0;
  if (r.bits(1) === 1) wasted = r.unary() + 1;
  if (wasted >= bitsPerSample) throw malformed('wasted bits');
  const bps = bitsPerSample - wasted;
  if (type === 0) {
    out.fill(r.signed(bps), 0, count);
  } else if (type === 1) {
    for (let i = 0; i < count; i++) out[i] = r.signed(bps);
  } else if (type >= 8 && type <= 12) {
    decodeFixed(r, out, count, bps, type - 8);
  } else if (type >= 32) {
    decodeLpc(r, out, count, bps, type - 31);
  } else {
    throw malformed('reserved type');
  }
  if (wasted > 0) for (let i = 0; i < count; i++) out[i] = out[i]! * 2 ** wasted;
}

function decodeFixed(r: BitReader, x: Int32Array, count: number, bps: number, order: number): void {
  if (order > count) throw malformed('predictor order exceeds the block');
  for (let i = 0; i < order; i++) x[i] = r.signed(bps);
  readResidual(r, x, count, order);
  for (let i = order; i < count; i++) {
    switch (order) {
      case 0:
        break;
      case 1:
        x[i] = x[i]! + x[i - 1]!;
        break;
      case 2:
        x[i] = x[i]! + 2 * x[i - 1]! - x[i - 2]!;
        break;
      case 3:
        x[i] = x[i]! + 3 * x[i - 1]! - 3 * x[i - 2]! + x[i - 3]!;
        break;
      default:
        x[i] = x[i]! + 4 * x[i - 1]! - 6 * x[i - 2]! + 4 * x[i - 3]! - x[i - 4]!;
    }
  }
}

function decodeLpc(r: BitReader, x: Int32Array, count: number, bps: number, order: number): void {
  if (order > count) throw malformed('predictor order exceeds the block');
  for (let i = 0; i < order; i++) x[i] = r.signed(bps);
  const precision = r.bits(4) + 1;
  if (precision === 16) throw malformed('coefficient precision');
  const shift = r.signed(5);
  if (shift < 0) throw malformed('negative shift');
  const coefficients = new Float64Array(order);
  for (let j = 0; j < order; j++) coefficients[j] = r.signed(precision);
  readResidual(r, x, count, order);
  // Sums are exact in doubles (coefficient and sample products stay far below 2^53), and dividing by a
  // power of two then flooring is the arithmetic right shift the format specifies.
  const scale = 2 ** -shift;
  for (let i = order; i < count; i++) {
    let sum = 0;
    for (let j = 0; j < order; j++) sum += coefficients[j]! * x[i - 1 - j]!;
    x[i] = x[i]! + Math.floor(sum * scale);
  }
}

/** Reads the residual into x[order..count) (§9.2.7). */
function readResidual(r: BitReader, x: Int32Array, count: number, order: number): void {
  const method = r.bits(2);
  if (method > 1) throw malformed('reserved residual coding');
  const parameterBits = method === 0 ? 4 : 5;
  const escape = method === 0 ? 15 : 31;
  const partitionOrder = r.bits(4);
  const partitions = 1 << partitionOrder;
  const length = count >> partitionOrder;
  if (length * partitions !== count || length < order) throw malformed('partition order');
  let i = order;
  for (let p = 0; p < partitions; p++) {
    const end = (p + 1) * length;
    const k = r.bits(parameterBits);
    if (k === escape) {
      const bits = r.bits(5);
      for (; i < end; i++) x[i] = r.signed(bits);
      continue;
    }
    for (; i < end; i++) x[i] = r.rice(k);
  }
}
