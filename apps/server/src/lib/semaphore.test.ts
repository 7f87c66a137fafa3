import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.js';

/** A task that stays running until the test lets it finish. */
function gate() {
  let open!: () => void;
  let fail!: (e: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('semaphore', () => {
  it('starts at most `limit` tasks and the next ones in arrival order as slots free up', async () => {
    const sem = createSemaphore(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      sem.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot when a task fails, and passes the failure on', async () => {
    const sem = createSemaphore(1);
    const first = gate();
    const failing = sem.run(() => first.done);
    const next = sem.run(async () => 'ran');
    first.fail(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ran');
  });

  it('treats a limit below one as one', async () => {
    const sem = createSemaphore(0);
    const started: string[] = [];
    const g = gate();
    const a = sem.run(async () => {
      started.push('a');
      await g.done;
    });
    const b = sem.run(async () => {
      started.push('b');
    });
    await flush();
    expect(started).toEqual(['a']);
    g.open();
    await Promise.all([a, b]);
    expect(started).toEqual(['a', 'b']);
  });
});
