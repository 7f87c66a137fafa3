import { describe, expect, it } from 'vitest';
import { createLogSink } from './log-sink.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createLogSink', () => {
  it('writes the lines of one turn of the event loop together, in order', async () => {
    const writes: string[] = [];
    const sink = createLogSink({ write: (data: string) => writes.push(data) });
    sink.write('a\n');
    sink.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    sink.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('flush writes what is gathered at once, and nothing twice', async () => {
    const writes: string[] = [];
    const sink = createLogSink({ write: (data: string) => writes.push(data) });
    sink.write('x\n');
    sink.flush();
    expect(writes).toEqual(['x\n']);
    await nextTurn();
    expect(writes).toEqual(['x\n']);
  });
});
