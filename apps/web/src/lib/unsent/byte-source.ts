// The bytes of one recording for tus-js-client to read, whether they are all there (a recording kept on
// the device) or still arriving (a recording being spoken). A read of a range not there yet waits: until
// the whole range is there, or the recording ended, or — once some of it is there — `flushMs` passed, so
// that a slow speaker's audio still leaves in small, frequent requests.
export class GrowingBytes {
  private parts: Uint8Array[] = [];
  private length = 0;
  private ended = false;
  private waiters = new Set<() => void>();

  constructor(initial?: Uint8Array, ended = false) {
    if (initial?.length) this.append(initial);
    this.ended = ended;
  }

  get size(): number {
    return this.length;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  append(bytes: Uint8Array): void {
    if (this.ended) throw new Error('the recording has ended');
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.length += bytes.length;
    this.wake();
  }

  end(): void {
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    waiting.forEach((w) => w());
  }

  private changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  /** Bytes [start, end) once available; fewer when the recording ended or `flushMs` passed with some there. */
  async read(start: number, end: number, flushMs: number): Promise<{ bytes: Uint8Array; done: boolean }> {
    let deadline: number | null = null;
    for (;;) {
      if (this.length >= end || this.ended) break;
      if (this.length > start) {
        deadline ??= Date.now() + flushMs;
        const left = deadline - Date.now();
        if (left <= 0) break;
        await Promise.race([this.changed(), new Promise((r) => setTimeout(r, left))]);
      } else {
        await this.changed();
      }
    }
    const stop = Math.min(end, this.length);
    return { bytes: this.slice(start, stop), done: this.ended && stop === this.length };
  }

  private slice(start: number, end: number): Uint8Array {
    const out = new Uint8Array(Math.max(0, end - start));
    let at = 0;
    for (const part of this.parts) {
      const from = Math.max(start - at, 0);
      const to = Math.min(end - at, part.length);
      if (from < to) out.set(part.subarray(from, to), at + from - start);
      at += part.length;
      if (at >= end) break;
    }
    return out;
  }
}
