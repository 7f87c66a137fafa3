import { describe, expect, it } from 'vitest';
import { createEarlyWork } from './early-work.js';

describe('early work', () => {
  it('tells of work dropped untaken (replaced, forgotten, evicted), never of work taken', () => {
    const dropped: number[] = [];
    const early = createEarlyWork<number>({ max: 2, dropped: (n) => void dropped.push(n) });
    early.put('a', 1);
    early.put('a', 2); // replaces 1
    early.put('b', 3);
    early.forget('b');
    early.put('c', 4);
    early.put('d', 5); // a third one: the oldest, 'a' (2), goes
    expect(early.take('c')).toBe(4);
    expect(early.take('d')).toBe(5);
    expect(early.take('a')).toBeNull();
    expect(dropped.sort()).toEqual([1, 2, 3]);
  });

  it('hands work over once, under the name it was last filed under; get leaves it there', () => {
    const early = createEarlyWork<string>();
    early.put('upload-1', 'measured');
    early.rename('upload-1', 'recording-1');
    expect(early.take('upload-1')).toBeNull();
    expect(early.get('recording-1')).toBe('measured');
    expect(early.take('recording-1')).toBe('measured');
    expect(early.take('recording-1')).toBeNull();
  });

  it('drops what was not taken in time', () => {
    let clock = 0;
    const dropped: string[] = [];
    const early = createEarlyWork<string>({ ttlMs: 1000, now: () => clock, dropped: (w) => dropped.push(w) });
    early.put('u1', 'one');
    clock = 1001;
    expect(early.get('u1')).toBeNull();
    expect(dropped).toEqual(['one']);
  });
});
