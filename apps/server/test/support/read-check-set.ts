// Measures the read-check's labelled set (scripts/make-read-check-set.mjs) the way grading checks a clip:
// Silero's speech mask, espeak-ng's reference of the issued text, the alignment. Used by the calibration
// (scripts/calibrate-read-check.mjs) and by the tests of each class on held-out clips.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { clipSamples } from '../../src/audio/clip.js';
import { measureClip } from '../../src/audio/measure-clip.js';
import { newAlignScratch } from '../../src/audio/read-check/dtw.js';
import { synthesise } from '../../src/audio/read-check/espeak.js';
import { checkReading } from '../../src/audio/read-check/read-check.js';
import { prepareReference, type Reference } from '../../src/audio/read-check/reference.js';
import { speechFromScores } from '../../src/audio/vad.js';
import type { ReadCheckSetItem as SetItem } from '../../../../scripts/make-read-check-set.mjs';

export type { ReadCheckSetClass as SetClass } from '../../../../scripts/make-read-check-set.mjs';

/** Bump when the method changes what a clip measures (the calibration's cache is per version). */
export const METHOD_VERSION = 1;

export interface MeasuredItem extends Omit<SetItem, 'recipe' | 'spoken' | 'text'> {
  check: ReadCheck;
  recipe: Record<string, unknown>;
  /** Milliseconds of the check itself (features, alignment) and of espeak-ng when it ran. */
  checkMs: number;
  synthMs: number | null;
  clipSeconds: number;
}

export function readSetManifest(dir: string): SetItem[] {
  return (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { items: SetItem[] }).items;
}

/** One item: measured as grading does. `references` caches the texts' references between items. */
export async function measureItem(
  dir: string,
  item: SetItem,
  references: Map<string, Reference | null>,
  scratch = newAlignScratch(),
): Promise<MeasuredItem> {
  const bytes = new Uint8Array(readFileSync(join(dir, item.file)));
  const measured = await measureClip(bytes);
  const { mask } = speechFromScores([measured.scores], measured.stats);
  const { samples, sampleRate } = clipSamples(bytes);
  const key = `${item.language}\u0000${item.text}`;
  let synthMs: number | null = null;
  if (!references.has(key)) {
    const started = performance.now();
    references.set(key, prepareReference(await synthesise(item.text, item.language)));
    synthMs = performance.now() - started;
  }
  const started = performance.now();
  const check = checkReading(
    { samples, sampleRate, speechMask: mask },
    references.get(key)!,
    item.language,
    scratch,
  );
  const checkMs = performance.now() - started;
  const { recipe, spoken: _spoken, text: _text, ...rest } = item;
  return { ...rest, recipe, check, checkMs, synthMs, clipSeconds: samples.length / sampleRate };
}

/** Every n-th item of the set not in `known`, each passed to `onRow` as it is measured. */
export async function measureReadingSet(
  dir: string,
  { index, of, known }: { index: number; of: number; known: Map<string, unknown> },
  onRow: (row: MeasuredItem) => void,
): Promise<void> {
  const references = new Map<string, Reference | null>();
  const scratch = newAlignScratch();
  const items = readSetManifest(dir).filter((item, at) => at % of === index && !known.has(item.file));
  for (const item of items) onRow(await measureItem(dir, item, references, scratch));
}
