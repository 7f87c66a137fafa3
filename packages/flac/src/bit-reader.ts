// Reads MSB-first bit fields from bytes, through a 32-bit window so that a field costs a few operations
// whatever its width (the decoder reads two fields per sample). Running past the end throws
// TruncatedError, so a decoder can tell "the file stops here" from "the file is wrong here".

export class TruncatedError extends Error {
  override readonly name = 'TruncatedError';
}

export class BitReader {
  /** Position in bits. */
  private pos = 0;
  private readonly end: number;

  constructor(private readonly bytes: Uint8Array) {
    this.end = bytes.length * 8;
  }

  get bytePosition(): number {
    return this.pos >>> 3;
  }

  seekByte(position: number): void {
    this.pos = position * 8;
  }

  /** The 32 bits from the current position (zeros past the end). */
  private window(): number {
    const b = this.bytes;
    const i = this.pos >>> 3;
    const word = (b[i]! << 24) | ((b[i + 1]! | 0) << 16) | ((b[i + 2]! | 0) << 8) | (b[i + 3]! | 0);
    const offset = this.pos & 7;
    return offset === 0 ? word : (word << offset) | ((b[i + 4]! | 0) >>> (8 - offset));
  }

  private advance(count: number): void {
    this.pos += count;
    if (this.pos > this.end) throw new TruncatedError('unexpected end of data');
  }

  /** An unsigned field of `count` bits (≤ 32). */
  bits(count: number): number {
    if (count === 0) return 0;
    const value = this.window() >>> (32 - count);
    this.advance(count);
    return value;
  }

  /** A two's complement field of `count` bits (≤ 32). */
  signed(count: number): number {
    if (count === 0) return 0;
    const value = this.window() >> (32 - count);
    this.advance(count);
    return value;
  }

  /** Counts zero bits up to and including the next one bit; returns the number of zeros. */
  unary(): number {
    let zeros = 0;
    for (;;) {
      const w = this.window();
      if (w !== 0) {
        const lead = Math.clz32(w);
        this.advance(lead + 1);
        return zeros + lead;
      }
      zeros += 32;
      this.advance(32);
    }
  }

  /** One Rice-coded value with parameter k (§9.2.7): unary quotient, k low bits, zigzag sign. */
  rice(k: number): number {
    const quotient = this.unary();
    const low = k === 0 ? 0 : this.bits(k);
    if (quotient < 1 << (30 - k)) {
      const u = (quotient << k) | low;
      return (u >>> 1) ^ -(u & 1);
    }
    const u = quotient * 2 ** k + low; // beyond 31 bits: plain arithmetic
    return u % 2 === 1 ? -(u + 1) / 2 : u / 2;
  }

  /** Skips to the next byte boundary; returns the skipped bits' value (they must be zero padding). */
  align(): number {
    const rest = (8 - (this.pos & 7)) & 7;
    return this.bits(rest);
  }
}
