// Writes MSB-first bit fields into a growing byte buffer (FLAC is big-endian at the bit level).

export class BitWriter {
  private bytes: Uint8Array;
  private at = 0;
  /** Bits not yet written out, right-aligned; always fewer than 8 between calls. */
  private pending = 0;
  private pendingBits = 0;

  constructor(capacity = 4096) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Whole bytes written so far (the pending bits of an unfinished byte are not counted). */
  get byteLength(): number {
    return this.at;
  }

  get isByteAligned(): boolean {
    return this.pendingBits === 0;
  }

  /** Makes room for `more` bytes past what is written. */
  reserve(more: number): void {
    const need = this.at + more + 8;
    if (need <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(need, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
  }

  /** Writes the low `count` bits of `value` (count ≤ 24, value treated as unsigned). */
  private put(value: number, count: number): void {
    this.pending = (this.pending << count) | (value & ((1 << count) - 1));
    this.pendingBits += count;
    while (this.pendingBits >= 8) {
      this.pendingBits -= 8;
      if (this.at === this.bytes.length) this.reserve(this.bytes.length);
      this.bytes[this.at++] = (this.pending >>> this.pendingBits) & 0xff;
    }
    this.pending &= (1 << this.pendingBits) - 1;
  }

  /** Writes the low `count` bits of `value`, two's complement for negatives (count ≤ 32). */
  bits(value: number, count: number): void {
    if (count > 24) {
      this.put(Math.floor(value / 2 ** 16), count - 16);
      this.put(value, 16);
    } else if (count > 0) {
      this.put(value, count);
    }
  }

  /** `count` zero bits then a one: the unary part of a Rice code. */
  unary(count: number): void {
    while (count >= 24) {
      this.put(0, 24);
      count -= 24;
    }
    this.put(1, count + 1);
  }

  /** Pads with zero bits to the next byte boundary. */
  align(): void {
    if (this.pendingBits > 0) this.put(0, 8 - this.pendingBits);
  }

  raw(bytes: Uint8Array): void {
    if (!this.isByteAligned) throw new Error('raw bytes must start on a byte boundary');
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** The whole bytes written (a view: valid until the next write or reset). */
  view(start = 0): Uint8Array {
    return this.bytes.subarray(start, this.at);
  }

  reset(): void {
    this.at = 0;
    this.pending = 0;
    this.pendingBits = 0;
  }
}
