// Work started before anyone asks for it, kept under a key until it is taken (issue 20: a streamed upload is
// measured and checked as its last byte arrives, so Submit waits for neither). A cache and nothing more
// (DESIGN §2): bounded, process-local, and whoever finds nothing here does the work itself (another process
// received the upload, the entry was dropped, this process restarted).

export interface EarlyWork<T> {
  /** Keeps `work` under `key` (dropping an older one under the same key). */
  put(key: string, work: T): void;
  /** Files the work under `to` instead (an upload committed into a recording). */
  rename(from: string, to: string): void;
  forget(key: string): void;
  /** The work under `key`, left here; null when there is none (or it is too old). */
  get(key: string): T | null;
  /** The work under `key`, removed from here; null when there is none (or it is too old). */
  take(key: string): T | null;
}

export interface EarlyWorkOptions<T> {
  /** At most this many are kept; the oldest goes first. */
  max?: number;
  /** Work not taken within this long is dropped (the contributor never submitted). */
  ttlMs?: number;
  now?: () => number;
  /** Told of work dropped without being taken (to release what it holds). */
  dropped?: (work: T) => void;
}

interface Entry<T> {
  work: T;
  at: number;
}

export function createEarlyWork<T>({
  max = 64,
  ttlMs = 60 * 60_000,
  now = Date.now,
  dropped = () => undefined,
}: EarlyWorkOptions<T> = {}): EarlyWork<T> {
  // A Map iterates in insertion order: the first key is the oldest.
  const entries = new Map<string, Entry<T>>();

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    dropped(entry.work);
  }

  function evict(): void {
    const cutoff = now() - ttlMs;
    for (const [key, entry] of entries) {
      if (entries.size <= max && entry.at >= cutoff) break;
      drop(key);
    }
  }

  function get(key: string): T | null {
    evict();
    return entries.get(key)?.work ?? null;
  }

  return {
    put(key, work) {
      drop(key);
      entries.set(key, { work, at: now() });
      evict();
    },
    rename(from, to) {
      const entry = entries.get(from);
      if (!entry) return;
      entries.delete(from);
      drop(to);
      entries.set(to, { ...entry, at: now() });
    },
    forget: drop,
    get,
    take(key) {
      const work = get(key);
      entries.delete(key);
      return work;
    },
  };
}
