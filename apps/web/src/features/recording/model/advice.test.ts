import { describe, expect, it } from 'vitest';
import { adviseReasons, canRecordTextAgain } from './advice';

const codes = (...list: string[]) => list.map((code) => ({ code }) as Parameters<typeof adviseReasons>[0][0]);

describe('adviseReasons', () => {
  it('gives each problem its plain advice, in the order the server listed them', () => {
    expect(adviseReasons(codes('too_quiet', 'noise_high', 'clipped'))).toEqual([
      { advice: 'quiet', reasons: [0] },
      { advice: 'noise', reasons: [1] },
      { advice: 'loud', reasons: [2] },
    ]);
  });

  it('says one piece of advice once, with every measurement it answers', () => {
    expect(adviseReasons(codes('silence_before', 'partial_read', 'silence_after'))).toEqual([
      { advice: 'silence', reasons: [0, 2] },
      { advice: 'whole', reasons: [1] },
    ]);
  });

  it('asks for the text shown when the read-check heard another (issue 35)', () => {
    expect(adviseReasons(codes('read_different_text', 'noise_some'))).toEqual([
      { advice: 'sentence', reasons: [0] },
      { advice: 'noise', reasons: [1] },
    ]);
    expect(adviseReasons(codes('read_stopped_early'))).toEqual([{ advice: 'whole', reasons: [0] }]);
    expect(adviseReasons(codes('read_extra_speech'))).toEqual([{ advice: 'once', reasons: [0] }]);
  });

  it('has no advice for a clear clip, but keeps its reason to show', () => {
    expect(adviseReasons(codes('clear'))).toEqual([{ advice: null, reasons: [0] }]);
    expect(adviseReasons([])).toEqual([]);
  });
});

describe('canRecordTextAgain', () => {
  it('offers another try on a Poor or Average result only', () => {
    expect(canRecordTextAgain('poor')).toBe(true);
    expect(canRecordTextAgain('average')).toBe(true);
    expect(canRecordTextAgain('good')).toBe(false);
    expect(canRecordTextAgain('excellent')).toBe(false);
  });
});
