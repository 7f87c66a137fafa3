// A worker thread's one read buffer for clip files, kept and reused from file to file. Under 50 concurrent
// uploads, per-file buffers were most of the server's memory growth: a worker's heap is small, so V8 lets
// tens of MB of dead ArrayBuffers pile up before it collects (docs/decisions/0010, 0021).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/limits';

export interface KeptReadBuffer {
  /**
   * The file's bytes, usually a view of the kept buffer: valid until the next read on this thread. Null
   * when there is no such file.
   */
  read(file: string): Uint8Array | null;
}

export function keptReadBuffer(): KeptReadBuffer {
  let kept = new Uint8Array(0);

  /** A buffer for `size` bytes: the kept one (grown to the largest clip seen), or for a file no upload could have made, a one-off. */
  function bufferFor(size: number): Uint8Array {
    if (size > MAX_UPLOAD_BYTES) return new Uint8Array(size);
    if (kept.byteLength < size) kept = new Uint8Array(size);
    return kept;
  }

  return {
    read(file) {
      let fd: number;
      try {
        fd = openSync(file, 'r');
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      }
      try {
        const size = fstatSync(fd).size;
        const buffer = bufferFor(size);
        let read = 0;
        while (read < size) {
          const n = readSync(fd, buffer, read, size - read, read);
          if (n === 0) break;
          read += n;
        }
        return buffer.subarray(0, read);
      } finally {
        closeSync(fd);
      }
    },
  };
}
