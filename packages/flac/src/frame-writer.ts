// Writes one FLAC frame of mono audio (RFC 9639 §9): the header, one subframe (constant, verbatim, fixed
// or LPC, whichever codes smallest) and the footer. Fixed block size, so a frame is numbered by its index.
import { BitWriter } from './bit-writer.js';
import { crc16, crc8 } from './crc.js';
import { FRAME_SYNC, SAMPLE_RATE_CODES } from './format.js';
import { autocorrelation, fixedResidual, levinson, lpcResidual, quantise, tukeyWindow } from './lpc.js';
import { planRice, writeRice, type RicePlan } from './rice.js';

export interface FrameWriterOptions {
  sampleRate: number;
  bitsPerSample: 16;
  blockSize: number;
  maxLpcOrder: number;
  lpcPrecision: number;
}

type Candidate =
  | { kind: 'fixed'; order: number; plan: RicePlan; bits: number }
  | { kind: 'lpc'; order: number; plan: RicePlan; bits: number; coefficients: Int32Array; shift: number };

/** The 4-bit code of a block size, and the bits that follow the header when the code cannot say it. */
function blockSizeCode(size: number): [code: number, extra: number, extraBits: number] {
  if (size === 192) return [1, 0, 0];
  for (let k = 0; k < 4; k++) if (size === 576 << k) return [2 + k, 0, 0];
  for (let k = 0; k < 8; k++) if (size === 256 << k) return [8 + k, 0, 0];
  return size <= 256 ? [6, size - 1, 8] : [7, size - 1, 16];
}

function sampleRateCode(rate: number): [code: number, extra: number, extraBits: number] {
  const code = SAMPLE_RATE_CODES.get(rate);
  if (code !== undefined) return [code, 0, 0];
  if (rate % 1000 === 0 && rate / 1000 < 256) return [12, rate / 1000, 8];
  if (rate < 65_536) return [13, rate, 16];
  if (rate % 10 === 0 && rate / 10 < 65_536) return [14, rate / 10, 16];
  return [0, 0, 0];
}

/** The frame number in FLAC's UTF-8-like variable-length coding (§9.1.5). */
function writeCodedNumber(w: BitWriter, n: number): void {
  if (n < 0x80) return w.bits(n, 8);
  let bytes = 2;
  while (bytes < 6 && n >= 2 ** (5 * bytes + 1)) bytes++;
  const lead = (0xff00 >> bytes) & 0xff;
  w.bits(lead | Math.floor(n / 2 ** (6 * (bytes - 1))), 8);
  for (let i = bytes - 2; i >= 0; i--) w.bits(0x80 | (Math.floor(n / 2 ** (6 * i)) & 0x3f), 8);
}

export class FrameWriter {
  private readonly out = new BitWriter(16 * 1024);
  private readonly window: Float64Array;
  private readonly windowed: Float64Array;
  private readonly residual: Int32Array;
  private readonly best: Int32Array;

  constructor(private readonly options: FrameWriterOptions) {
    // Integer prediction must stay within 32 bits: |Σ c·x| < order · 2^(precision-1) · 2^(bits-1) ≤ 2^31.
    const magnitudeBits = options.lpcPrecision - 1 + options.bitsPerSample - 1;
    if (magnitudeBits + Math.ceil(Math.log2(options.maxLpcOrder)) > 31)
      throw new Error('LPC precision and order too large for exact 32-bit prediction');
    this.window = tukeyWindow(options.blockSize);
    this.windowed = new Float64Array(options.blockSize);
    this.residual = new Int32Array(options.blockSize);
    this.best = new Int32Array(options.blockSize);
  }

  /** The bytes of one frame (a view, valid until the next call). */
  write(samples: Int32Array, count: number, frameNumber: number): Uint8Array {
    const w = this.out;
    w.reset();
    w.reserve(count * 2 + 64);
    const [sizeCode, sizeExtra, sizeExtraBits] = blockSizeCode(count);
    const [rateCode, rateExtra, rateExtraBits] = sampleRateCode(this.options.sampleRate);
    w.bits(FRAME_SYNC, 16); // sync code, reserved bit, fixed block size
    w.bits(sizeCode, 4);
    w.bits(rateCode, 4);
    w.bits(0, 4); // one channel
    w.bits(4, 3); // 16 bits per sample
    w.bits(0, 1);
    writeCodedNumber(w, frameNumber);
    w.bits(sizeExtra, sizeExtraBits);
    w.bits(rateExtra, rateExtraBits);
    w.bits(crc8(w.view()), 8);
    this.writeSubframe(samples, count);
    w.align();
    w.bits(crc16(w.view()), 16);
    return w.view();
  }

  private writeSubframe(x: Int32Array, count: number): void {
    const w = this.out;
    const bps = this.options.bitsPerSample;
    let constant = true;
    for (let i = 1; i < count && constant; i++) constant = x[i] === x[0];
    if (constant) {
      w.bits(0, 8); // pad bit, CONSTANT, no wasted bits
      w.bits(x[0]!, bps);
      return;
    }
    const choice = this.choose(x, count);
    if (!choice || choice.bits >= count * bps) {
      w.bits(0b00000010, 8); // VERBATIM
      for (let i = 0; i < count; i++) w.bits(x[i]!, bps);
      return;
    }
    const residual = this.best;
    if (choice.kind === 'fixed') {
      w.bits((0b001000 | choice.order) << 1, 8);
      fixedResidual(x, count, choice.order, residual);
    } else {
      w.bits((0b100000 | (choice.order - 1)) << 1, 8);
      lpcResidual(x, count, { ...choice, precision: this.options.lpcPrecision }, residual);
    }
    for (let i = 0; i < choice.order; i++) w.bits(x[i]!, bps);
    if (choice.kind === 'lpc') {
      w.bits(this.options.lpcPrecision - 1, 4);
      w.bits(choice.shift, 5);
      for (const c of choice.coefficients) w.bits(c, this.options.lpcPrecision);
    }
    writeRice(w, residual, count, choice.order, choice.plan);
  }

  /** The cheapest predictor: every fixed order, and the LPC order the prediction error points to. */
  private choose(x: Int32Array, count: number): Candidate | null {
    const bps = this.options.bitsPerSample;
    let best: Candidate | null = null;
    for (let order = 0; order <= 4 && order < count; order++) {
      fixedResidual(x, count, order, this.residual);
      const plan = planRice(this.residual, count, order);
      const bits = plan.bits + order * bps;
      if (!best || bits < best.bits) best = { kind: 'fixed', order, plan, bits };
    }
    const lpc = this.lpcCandidate(x, count);
    if (lpc && (!best || lpc.bits < best.bits)) best = lpc;
    return best;
  }

  private lpcCandidate(x: Int32Array, count: number): Candidate | null {
    const { maxLpcOrder, lpcPrecision, bitsPerSample: bps } = this.options;
    const maxOrder = Math.min(maxLpcOrder, count - 1);
    if (maxOrder < 1 || count < 2 * maxLpcOrder) return null;
    const window = count === this.window.length ? this.window : tukeyWindow(count);
    const r = autocorrelation(x, count, window, maxOrder, this.windowed);
    const { coefficients, errors } = levinson(r, maxOrder);
    // Estimated bits of each order: residual bits from the error energy, plus its coefficients and warm-up.
    let order = 0;
    let estimate = Infinity;
    for (let k = 1; k <= coefficients.length; k++) {
      const perSample = Math.max(0, 0.5 * Math.log2((errors[k - 1]! * 2 * Math.LN2) / count));
      const bits = perSample * (count - k) + k * (lpcPrecision + bps);
      if (bits < estimate) {
        order = k;
        estimate = bits;
      }
    }
    if (order === 0) return null;
    const q = quantise(coefficients[order - 1]!, lpcPrecision);
    if (!q) return null;
    lpcResidual(x, count, q, this.residual);
    const plan = planRice(this.residual, count, order);
    return {
      kind: 'lpc',
      order,
      plan,
      bits: plan.bits + order * bps + 4 + 5 + order * lpcPrecision,
      coefficients: q.coefficients,
      shift: q.shift,
    };
  }
}
