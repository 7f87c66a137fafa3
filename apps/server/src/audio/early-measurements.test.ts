import { describe, expect, it } from 'vitest';
import { createEarlyMeasurements, type ClipMeasurements } from './early-measurements.js';

const measurement = (n: number) => ({ first: { sampleRate: n }, others: [] }) as unknown as ClipMeasurements;

describe('early measurements', () => {
  it('hands a measurement over once, under the name it was last filed under', async () => {
    const early = createEarlyMeasurements();
    early.start('upload-1', async () => measurement(1));
    early.rename('upload-1', 'recording-1');
    expect(early.take('upload-1')).toBeNull();
    expect((await early.take('recording-1'))?.first.sampleRate).toBe(1);
    expect(early.take('recording-1')).toBeNull();
  });

  it('keeps at most `max`, dropping the oldest, and drops what was not taken in time', async () => {
    let clock = 0;
    const early = createEarlyMeasurements({ max: 2, ttlMs: 1000, now: () => clock });
    for (const n of [1, 2, 3]) early.start(`u${n}`, async () => measurement(n));
    expect(early.take('u1')).toBeNull();
    expect((await early.take('u2'))?.first.sampleRate).toBe(2);
    clock = 1001;
    expect(early.take('u3')).toBeNull();
  });

  it('passes a failed measurement on to whoever takes it, and forgets on request', async () => {
    const early = createEarlyMeasurements();
    early.start('bad', () => Promise.reject(new Error('not audio')));
    await expect(early.take('bad')).rejects.toThrow('not audio');
    early.start('gone', async () => measurement(1));
    early.forget('gone');
    expect(early.take('gone')).toBeNull();
  });
});
