import type { AudioMetrics } from '@dhvani/contract/audio-quality';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { describe, expect, it } from 'vitest';
import { grade } from '../../audio/rubric.js';
import { cleanMetrics, lateStopSentence, wordsInSilence } from '../../../test/support/audio-metrics.js';
import { queueRank, triageReasons } from './triage.js';

const clean = cleanMetrics;

/** Triage as grading runs it: the rubric's grade first, then the hard reasons of a poor clip. */
const triage = (m: AudioMetrics, check: ReadCheck | null = null) =>
  triageReasons(grade(m, check).quality, m, check);

const mismatch = (confidence: 'clear' | 'doubtful'): ReadCheck => ({
  outcome: 'different-text',
  score: confidence === 'clear' ? 0.2 : 0.45,
  confidence,
});

describe('triage', () => {
  it('sends a good clip to people', () => {
    expect(triage(clean)).toEqual([]);
  });

  it('rejects a few words lost in a minute of silence, but not a sentence with a breath before and a late Stop', () => {
    expect(triage(wordsInSilence)).toEqual(['silence']);
    // 2.5 s of speech in 5.5 s (45 % of the whole clip): the quiet edges are within what the edge rule allows.
    const sentence = lateStopSentence;
    expect(grade(sentence).quality).toBe('excellent');
    expect(triage(sentence)).toEqual([]);
  });

  it('rejects no speech, clipping and a clip far too short for its text', () => {
    expect(triage({ ...clean, speechSeconds: 0.2, speechRatio: 0.025 })).toEqual(['no_speech']);
    expect(triage({ ...clean, clippingRatio: 0.02 })).toEqual(['clipping']);
    expect(triage({ ...clean, speakingRate: 'too-fast' })).toEqual(['too_short']);
    expect(triage({ ...clean, durationSeconds: 0.4, speechSeconds: 0.3 })).toEqual(['too_short']);
  });

  it('rejects a clear mismatch with its text unheard, and puts a doubtful one first in the queue', () => {
    expect(triage(clean, mismatch('clear'))).toEqual(['not_its_text']);
    expect(triage(clean, mismatch('doubtful'))).toEqual([]);
    expect(queueRank('poor', mismatch('doubtful'))).toBe(-1);
    expect(queueRank('excellent', null)).toBe(0);
  });
});
