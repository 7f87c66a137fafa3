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

  it.each(RECORDING_LANGUAGES)('%s: correct readings say the text; most wrong ones are named', (language) => {
    const clips = measured.filter((m) => m.language === language);
    expect(new Set(clips.map((m) => m.class))).toEqual(new Set(Object.keys(EXPECTED)));
    for (const clip of clips.filter((m) => m.class === 'text'))
      expect(clip.check.outcome, `${clip.file} (score ${clip.check.score})`).toBe('says-text');
    // The text read twice is caught in every language (98.5–100 % on the held-out half, decision 0045).
    for (const clip of clips.filter((m) => m.class === 'twice'))
      expect(clip.check.outcome, `${clip.file} (score ${clip.check.score})`).not.toBe('says-text');
  });

  it('catches at least 90 % of wrong readings over all languages, and names most faults right', () => {
    // Per class and language the held-out half measured 89.6–100 % caught (decision 0045): a clip or two of
    // these 60 may pass, so the bar is the 90 % over them all, not every single clip.
    const wrong = measured.filter((m) => m.class !== 'text');
    const caught = wrong.filter((m) => m.check.outcome !== 'says-text');
    const named = caught.filter((m) => m.check.outcome === EXPECTED[m.class]);
    expect(caught.length / wrong.length).toBeGreaterThanOrEqual(0.9);
    expect(named.length / caught.length).toBeGreaterThanOrEqual(0.85);
  });
});
