// Measurements of finished uploads taken before they are committed (issue 20: "analysis may begin on the
// chunks as they arrive"). A recording streamed while spoken is complete on the server at Stop; measuring it
// then, while the contributor reviews it, leaves only the frame-level grading (well under a millisecond) for
// after Submit. The measurement is first filed under the upload's id and moved to the recording's id when
// the upload is committed; the grading job takes it from there.
//
// A cache and nothing more (DESIGN §2): bounded, process-local, and a grading that finds nothing here
// measures the stored clip as before (another process committed it, the entry was evicted, this process
// restarted). Why: docs/decisions/0024.
import type { ClipMeasurement } from './measure-clip.js';

/** What the analyser's threads report for one clip: the first part's measurement and the others' scores. */
export interface ClipMeasurements {
  first: ClipMeasurement;
  others: ClipMeasurement['scores'][];
}

export interface EarlyMeasurements {
  /** Files the measurement `measure` starts under `key` (replacing an older one under the same key). */
  start(key: string, measure: () => Promise<ClipMeasurements>): void;
  /** Files the measurement under `to` instead (an upload committed into a recording). */
  rename(from: string, to: string): void;
  forget(key: string): void;
  /** The measurement under `key`, removed from here; null when there is none (or it is too old). */
  take(key: string): Promise<ClipMeasurements> | null;
}

export interface EarlyMeasurementOptions {
  /** At most this many are kept (a measurement is ~100 KB); the oldest goes first. */
  max?: number;
  /** A measurement not taken within this long is dropped (the contributor never submitted). */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  measured: Promise<ClipMeasurements>;
  at: number;
}

export function createEarlyMeasurements({
  max = 64,
  ttlMs = 60 * 60_000,
  now = Date.now,
}: EarlyMeasurementOptions = {}): EarlyMeasurements {
  // A Map iterates in insertion order: the first key is the oldest.
  const entries = new Map<string, Entry>();

  function evict(): void {
    const cutoff = now() - ttlMs;
    for (const [key, entry] of entries) {
      if (entries.size <= max && entry.at >= cutoff) break;
      entries.delete(key);
    }
  }

  return {
    start(key, measure) {
      const measured = measure();
      // A failed measurement is reported by the grading that measures the clip again, not here.
      measured.catch(() => undefined);
      entries.delete(key);
      entries.set(key, { measured, at: now() });
      evict();
    },
    rename(from, to) {
      const entry = entries.get(from);
      if (!entry) return;
      entries.delete(from);
      entries.set(to, { ...entry, at: now() });
    },
    forget(key) {
      entries.delete(key);
    },
    take(key) {
      evict();
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      return entry.measured;
    },
  };
}
