// Each class of the read-check's labelled set, in every recording language, on held-out sentences (never used
// to choose the thresholds): the text itself says the text; another sentence of the language and domain is a
// different text; the first half stopped early; the text read twice has extra speech. Clips are espeak-ng
// voices other than the reference's, with noise, reverb, a telephone band (scripts/make-read-check-set.mjs).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { ReadCheckOutcome } from '@dhvani/contract/audio-thresholds';
import { makeReadCheckSet, READ_CHECK_SET_DIR } from '../../../../../scripts/make-read-check-set.mjs';
import { measureItem, type MeasuredItem } from '../../../test/support/read-check-set.js';
import type { Reference } from './reference.js';

const EXPECTED: Record<MeasuredItem['class'], ReadCheckOutcome> = {
  text: 'says-text',
  different: 'different-text',
  half: 'stopped-early',
  twice: 'extra-speech',
};

describe('the read-check on held-out clips', () => {
  const measured: MeasuredItem[] = [];

  beforeAll(async () => {
    const { dir, items } = await makeReadCheckSet({
      out: join(READ_CHECK_SET_DIR, '..', 'read-check-tests'),
      sentences: 2,
      multi: 0,
      split: 'held-out',
    });
    const references = new Map<string, Reference | null>();
    for (const item of items) measured.push(await measureItem(dir, item, references));
  }, 900_000);

  it.each(RECORDING_LANGUAGES)('%s: each class gets its outcome', (language) => {
    const clips = measured.filter((m) => m.language === language);
    expect(new Set(clips.map((m) => m.class))).toEqual(new Set(Object.keys(EXPECTED)));
    for (const clip of clips)
      expect(clip.check.outcome, `${clip.file} (score ${clip.check.score})`).toBe(EXPECTED[clip.class]);
  });
});
