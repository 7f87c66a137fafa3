import { describe, expect, it } from 'vitest';
import { waitText } from './upload-limit.js';

describe('waitText', () => {
  it('says how long to wait in a unit that reads well', () => {
    expect([1, 42_300, 90_000, 90_001, 17 * 60_000, 5.2 * 3_600_000].map(waitText)).toEqual([
      '1 second',
      '43 seconds',
      '90 seconds',
      '2 minutes',
      '17 minutes',
      '6 hours',
    ]);
  });
});
