import { describe, expect, it } from 'vitest';
import { clipWarnings } from './clip-check';

describe('clipWarnings', () => {
  it('has nothing to say about ordinary speech', () => {
    // -20 dBFS loudest block, 30 s long.
    expect(clipWarnings({ durationSeconds: 30, loudestBlockRms: 0.1 })).toEqual([]);
  });

  it('warns about a recording where nobody spoke', () => {
    expect(clipWarnings({ durationSeconds: 30, loudestBlockRms: 0.001 })).toEqual(['silent']);
    expect(clipWarnings({ durationSeconds: 30, loudestBlockRms: 0 })).toEqual(['silent']);
  });

  it('warns about a recording shorter than a second', () => {
    expect(clipWarnings({ durationSeconds: 0.4, loudestBlockRms: 0.1 })).toEqual(['short']);
  });
});
