import type { AudioMetrics } from '@dhvani/contract/audio-quality';
import { describe, expect, it } from 'vitest';
import { reasonText } from '@dhvani/contract/quality-reasons';
import { cleanMetrics, lateStopSentence, wordsInSilence } from '../../test/support/audio-metrics.js';
import { grade as gradeWithCodes } from './rubric.js';

/** The grade with its reasons worded in English, as the API's `reasons` list carries them. */
const grade = (metrics: AudioMetrics) => {
  const { quality, reasons } = gradeWithCodes(metrics);
  return { quality, reasons: reasons.map(reasonText) };
};

const clean = cleanMetrics;

describe('grade', () => {
  it('keeps each reason as a code with the figures its sentence shows', () => {
    expect(gradeWithCodes({ ...clean, speechLevelDbfs: -44.4, snrDb: 12.6 }).reasons).toEqual([
      { code: 'too_quiet', params: { dbfs: -44 } },
      { code: 'noise_high', params: { db: 13 } },
    ]);
  });

  it('praises a clean clip', () => {
    expect(grade(clean)).toEqual({
      quality: 'excellent',
      reasons: ['Clear speech, well above the background (SNR 48 dB)'],
    });
    expect(grade({ ...clean, snrDb: 60 }).reasons).toEqual(['Clear speech with no audible background noise']);
  });

  it.each([
    [{ snrDb: 18.4 }, 'good', 'Some background noise (SNR 18 dB)'],
    [{ snrDb: 12 }, 'average', 'Background noise is high (SNR 12 dB)'],
    [{ snrDb: -0.4 }, 'poor', 'Background noise is very high (SNR 0 dB)'],
    // 20 s with 1.4 s of quiet edges: speech is judged over 18.6 s.
    [{ speechSeconds: 3.3, speechRatio: 0.165 }, 'poor', 'Only 18% of the clip contains speech'],
    [{ speechSeconds: 7.5, speechRatio: 0.375 }, 'average', 'Only 40% of the clip contains speech'],
    [{ clippingRatio: 0.021 }, 'poor', 'Audio is clipped (2.1% of samples)'],
    [{ clippingRatio: 0.0005 }, 'good', 'Audio is clipped (0.05% of samples)'],
    [{ speechLevelDbfs: -44 }, 'average', 'Too quiet: speech level \u221244 dBFS'],
    [{ speechLevelDbfs: -52 }, 'poor', 'Too quiet: speech level \u221252 dBFS'],
    [{ dcOffset: -0.08 }, 'good', 'The microphone adds a DC offset (8% of full scale)'],
    [{ leadingSilenceSeconds: 7.25 }, 'good', 'Long silence before speaking (7.3 s)'],
    [{ trailingSilenceSeconds: 6 }, 'good', 'Long silence after speaking (6.0 s)'],
    [{ speakingRate: 'too-fast' }, 'poor', 'Only part of the paragraph seems to have been read'],
    [{ speakingRate: 'too-slow' }, 'average', 'Reading is much slower than expected for this paragraph'],
    [{ speechSeconds: 0, speechRatio: 0, speechLevelDbfs: null, snrDb: null }, 'poor', 'No speech detected'],
  ] as const)('%o gives %s: "%s"', (change, quality, reason) => {
    expect(grade({ ...clean, ...change })).toEqual({ quality, reasons: [reason] });
  });

  it('takes the worst grade and lists the worst problems first', () => {
    const result = grade({
      ...clean,
      snrDb: 18,
      clippingRatio: 0.02,
      speechSeconds: 7.5,
      speechRatio: 0.375,
    });
    expect(result.quality).toBe('poor');
    expect(result.reasons).toEqual([
      'Audio is clipped (2.0% of samples)',
      'Only 40% of the clip contains speech',
      'Some background noise (SNR 18 dB)',
    ]);
  });

  it('does not count quiet edges the edge rule allows against the speech share', () => {
    const sentence = lateStopSentence;
    expect(grade(sentence).quality).toBe('excellent');
    // Pauses inside the reading still count: 2.5 s of speech spread over 7 s between the edges.
    expect(grade({ ...sentence, durationSeconds: 10 }).reasons).toEqual([
      'Only 36% of the clip contains speech',
    ]);
  });

  it('counts edge silence beyond the allowance, so a few words in a minute of silence stay poor', () => {
    const lost = wordsInSilence;
    expect(grade(lost)).toEqual({
      quality: 'poor',
      reasons: [
        'Only 10% of the clip contains speech',
        'Long silence before speaking (25.0 s)',
        'Long silence after speaking (30.0 s)',
      ],
    });
  });

  it('judges a clip too short to hold a sentence on its length alone', () => {
    expect(grade({ ...clean, durationSeconds: 0.4, speechSeconds: 0.3, speechRatio: 0.75 })).toEqual({
      quality: 'poor',
      reasons: ['Recording is too short (0.4 s)'],
    });
  });
});
