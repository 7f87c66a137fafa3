// A build given up mid-write (a clip missing, a full disk) destroys its file streams while a write is still
// in flight; the late ERR_STREAM_DESTROYED of that write once escaped as an uncaught exception (seen in CI on
// PostgreSQL), which in the server would end the process.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { endStream, fileStream, writeText } from './write-stream.js';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('release file streams', () => {
  it('can be destroyed with a write in flight without an uncaught error, and refuse later writes', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'release-stream-'));
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', record);
    try {
      const out = fileStream(path.join(dir, 'metadata.csv'));
      await once(out, 'open');
      out.write('x'.repeat(4 * 1024 * 1024)); // still being written when the build gives up
      out.write('next row\n');
      out.destroy();
      // events.once would reject on the stream's own 'error'; the stream's end is what is awaited here.
      await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
      await expect(writeText(out, 'more\n')).rejects.toThrow();
      await expect(endStream(out)).rejects.toThrow();
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
