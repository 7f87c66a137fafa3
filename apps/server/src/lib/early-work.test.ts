import { describe, expect, it } from 'vitest';
import { createEarlyWork } from './early-work.js';

describe('early work', () => {
  it('tells of work dropped untaken (replaced, forgotten, evicted), never of work taken', async () => {
    const dropped: number[] = [];
    const early = createEarlyWork<number>({
      max: 2,
      dropped: (work) => void work.then((n) => dropped.push(n)),
    });
    early.start('a', async () => 1);
    early.start('a', async () => 2); // replaces 1
    early.start('b', async () => 3);
    early.forget('b');
    early.start('c', async () => 4);
    early.start('d', async () => 5); // a third one: the oldest, 'a' (2), goes
    expect(await early.take('c')).toBe(4);
    expect(await early.take('d')).toBe(5);
    expect(early.take('a')).toBeNull();
    expect(dropped.sort()).toEqual([1, 2, 3]);
  });
});
