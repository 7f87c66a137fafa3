// The read-check's references, kept per text (issue 35): with one sentence per clip, the same few thousand
// sentences are read again and again, and espeak-ng's ~20–60 ms per sentence is most of a check's time.
// What is kept is the reference's feature sequence (~300 frames × 8 values, ~10 KB a sentence), not its
// audio. A cache and nothing more (DESIGN §2): bounded by bytes, least recently used out first,
// process-local; a miss synthesises again. Two checks of one text at once share one synthesis.
export interface Sized {
  byteLength: number;
}

export interface ReferenceCache<T extends Sized> {
  /** The value under `key`, made by `make` when there is none (and kept, unless it is too big). */
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** Keeps `value` under `key` (made elsewhere: a check that synthesised on a thread). */
  set(key: string, value: T): void;
  peek(key: string): T | undefined;
  readonly bytes: number;
  readonly size: number;
}

export function createReferenceCache<T extends Sized>(maxBytes: number): ReferenceCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, T>();
  const making = new Map<string, Promise<T>>();
  let bytes = 0;

  function set(key: string, value: T): void {
    const old = kept.get(key);
    if (old) {
      kept.delete(key);
      bytes -= old.byteLength;
    }
    if (value.byteLength > maxBytes) return;
    kept.set(key, value);
    bytes += value.byteLength;
    for (const [oldest, entry] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= entry.byteLength;
    }
  }

  function peek(key: string): T | undefined {
    const value = kept.get(key);
    if (value) {
      kept.delete(key);
      kept.set(key, value);
    }
    return value;
  }

  return {
    async get(key, make) {
      const found = peek(key);
      if (found) return found;
      let pending = making.get(key);
      if (!pending) {
        pending = make().finally(() => making.delete(key));
        making.set(key, pending);
        pending.then(
          (value) => set(key, value),
          () => undefined,
        );
      }
      return pending;
    },
    set,
    peek,
    get bytes() {
      return bytes;
    },
    get size() {
      return kept.size;
    },
  };
}
