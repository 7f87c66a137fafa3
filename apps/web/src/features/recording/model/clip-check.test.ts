import { describe, expect, it } from 'vitest';
import { clipWarnings, droppedSeconds } from './clip-check';

/** Ordinary speech (-20 dBFS loudest block) with every sample the clock counted. */
const clip = (durationSeconds: number, elapsedSeconds = durationSeconds, loudestBlockRms = 0.1) => ({
  durationSeconds,
  elapsedSeconds,
  loudestBlockRms,
});

describe('clipWarnings', () => {
  it('has nothing to say about ordinary speech', () => {
    expect(clipWarnings(clip(30))).toEqual([]);
  });

  it('warns about a recording where nobody spoke', () => {
    expect(clipWarnings(clip(30, 30, 0.001))).toEqual(['silent']);
    expect(clipWarnings(clip(30, 30, 0))).toEqual(['silent']);
  });

  it('warns about a recording shorter than a second', () => {
    expect(clipWarnings(clip(0.4))).toEqual(['short']);
  });

  it('warns about a recording with gaps, as under CPU load (110 s of audio while the timer showed 2:00)', () => {
    expect(clipWarnings(clip(110, 120))).toEqual(['gaps']);
  });
});

describe('droppedSeconds', () => {
  it('tolerates the start-up and stop latency of a short clip', () => {
    expect(droppedSeconds(clip(9.6, 10))).toBe(0);
    expect(droppedSeconds(clip(9.4, 10))).toBeCloseTo(0.6);
  });

  it('tolerates clock drift of up to 1 % on a long clip, not more', () => {
    expect(droppedSeconds(clip(118.9, 120))).toBe(0);
    expect(droppedSeconds(clip(118.5, 120))).toBeCloseTo(1.5);
  });

  it('never counts more audio than time as a loss', () => {
    expect(droppedSeconds(clip(10.1, 10))).toBe(0);
  });
});
