import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrowingBytes } from './byte-source';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('GrowingBytes', () => {
  afterEach(() => vi.useRealTimers());

  it('reads across the pieces appended, and says when the end is reached', async () => {
    const source = new GrowingBytes(bytes(1, 2, 3));
    source.append(bytes(4, 5));
    source.end();
    expect(await source.read(1, 4, 1000)).toEqual({ bytes: bytes(2, 3, 4), done: false });
    expect(await source.read(3, 100, 1000)).toEqual({ bytes: bytes(4, 5), done: true });
    expect(await source.read(5, 100, 1000)).toEqual({ bytes: bytes(), done: true });
  });

  it('waits for a range still being recorded, and for nothing once the recording ended', async () => {
    const source = new GrowingBytes();
    const pending = source.read(0, 3, 60_000);
    source.append(bytes(7, 8));
    source.append(bytes(9, 10));
    expect(await pending).toEqual({ bytes: bytes(7, 8, 9), done: false });
    const tail = source.read(4, 100, 60_000);
    source.end();
    expect(await tail).toEqual({ bytes: bytes(), done: true });
  });

  it('sends what there is after the flush interval rather than waiting for a whole chunk', async () => {
    vi.useFakeTimers();
    const source = new GrowingBytes(bytes(1, 2));
    const partial = source.read(0, 1000, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await partial).toEqual({ bytes: bytes(1, 2), done: false });
  });

  it('refuses bytes after the end', () => {
    const source = new GrowingBytes(bytes(1), true);
    expect(() => source.append(bytes(2))).toThrow(/ended/);
  });
});
