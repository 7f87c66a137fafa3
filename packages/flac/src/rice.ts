// Partitioned Rice coding of a residual (RFC 9639 §9.2.7): picks the partition order and each
// partition's parameter from per-partition sums (estimated sizes, as reference encoders do), then writes.
import type { BitWriter } from './bit-writer.js';

const MAX_PARTITION_ORDER = 8;
/** 4-bit parameters go up to 14 (15 is the escape code); larger ones need the 5-bit method. */
const MAX_4BIT_PARAMETER = 14;
const MAX_PARAMETER = 30;

export interface RicePlan {
  partitionOrder: number;
  parameters: number[];
  parameterBits: 4 | 5;
  /** Estimated size of the coded residual, header fields included. */
  bits: number;
}

const zigzag = (r: number) => (r < 0 ? -2 * r - 1 : 2 * r);

const INVERSE_POWERS = Float64Array.from({ length: MAX_PARAMETER + 2 }, (_, k) => 2 ** -k);

/** Estimated bits of `count` values summing to `sum` coded with parameter k. */
const costOf = (sum: number, count: number, k: number) =>
  count * (k + 1) + Math.floor(sum * INVERSE_POWERS[k]!);

/** The cheapest parameter for `count` values summing to `sum` (the cost is convex in k: try around log2 of the mean). */
function bestParameter(sum: number, count: number): number {
  if (count === 0) return 0;
  const mean = Math.floor(sum / count);
  const guess = Math.min(MAX_PARAMETER, mean >= 1 ? 31 - Math.clz32(mean) : 0);
  let best = guess;
  const bestBits = costOf(sum, count, guess);
  if (guess > 0 && costOf(sum, count, guess - 1) < bestBits) best = guess - 1;
  else if (guess < MAX_PARAMETER && costOf(sum, count, guess + 1) < bestBits) best = guess + 1;
  return best;
}

/** The first partition holds the residual after the `warmup` samples the predictor starts from. */
function maxPartitionOrder(count: number, warmup: number): number {
  let order = 0;
  while (order < MAX_PARTITION_ORDER && count % (1 << (order + 1)) === 0 && count >> (order + 1) > warmup) {
    order++;
  }
  return order;
}

export function planRice(residual: Int32Array, count: number, warmup: number): RicePlan {
  const top = maxPartitionOrder(count, warmup);
  let sums = new Float64Array(1 << top);
  const size = count >> top;
  for (let p = 0, i = warmup; p < sums.length; p++) {
    let sum = 0;
    for (const end = (p + 1) * size; i < end; i++) {
      const r = residual[i]!;
      sum += r < 0 ? -2 * r - 1 : 2 * r;
    }
    sums[p] = sum;
  }
  let best: RicePlan | null = null;
  for (let order = top; order >= 0; order--) {
    const partitions = 1 << order;
    const length = count >> order;
    const parameters: number[] = [];
    let bits = 0;
    for (let p = 0; p < partitions; p++) {
      const n = p === 0 ? length - warmup : length;
      const k = bestParameter(sums[p]!, n);
      parameters.push(k);
      bits += costOf(sums[p]!, n, k);
    }
    const parameterBits = parameters.some((k) => k > MAX_4BIT_PARAMETER) ? 5 : 4;
    bits += 2 + 4 + partitions * parameterBits;
    if (!best || bits < best.bits) best = { partitionOrder: order, parameters, parameterBits, bits };
    if (order > 0) {
      const merged = new Float64Array(partitions / 2);
      for (let p = 0; p < merged.length; p++) merged[p] = sums[2 * p]! + sums[2 * p + 1]!;
      sums = merged;
    }
  }
  return best!;
}

export function writeRice(w: BitWriter, residual: Int32Array, count: number, warmup: number, plan: RicePlan) {
  w.bits(plan.parameterBits === 4 ? 0 : 1, 2);
  w.bits(plan.partitionOrder, 4);
  const length = count >> plan.partitionOrder;
  let i = warmup;
  for (let p = 0; p < plan.parameters.length; p++) {
    const k = plan.parameters[p]!;
    const mask = 2 ** k - 1;
    const scale = INVERSE_POWERS[k]!;
    w.bits(k, plan.parameterBits);
    for (const end = (p + 1) * length; i < end; i++) {
      const u = zigzag(residual[i]!);
      w.unary(Math.floor(u * scale));
      w.bits(u & mask, k);
    }
  }
}
