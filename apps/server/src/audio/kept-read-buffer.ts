// A worker thread's one read buffer for clip files, kept and reused from file to file. Under 50 concurrent
// uploads, per-file buffers were most of the server's memory growth: a worker's heap is small, so V8 lets
// tens of MB of dead ArrayBuffers pile up before it collects (docs/decisions/0010, 0021).
//
// The kept buffers are reserved at their largest size once, not grown to each larger clip: a buffer this
// large is mapped straight from the system as zero pages, so only the pages a clip is written into become
// resident, and a thread costs what its largest clip needs. Growing left every outgrown buffer behind as
// garbage: 50 uploads of slightly different sizes left ~15 dead 2.4 MB buffers in 4 threads at the peak
// (docs/decisions/0025).
//
// One of each per thread, shared by the analyser and the codec worker when both run in it (a thread runs
// one task at a time: audio-threads.ts): a second set would make a thread cost two clips' buffers.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_RECORDING_SECONDS, MAX_UPLOAD_BYTES, RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';

/** A little more than the longest recording, so a clip over the limit is measured, not cut off. */
export const MAX_CLIP_SAMPLES = (MAX_RECORDING_SECONDS + 5) * RECORDING_SAMPLE_RATE;

let samples: Int16Array | null = null;

/** This thread's buffer for decoded samples, room for the longest clip (resident only as far as used). */
export const keptSampleBuffer = (): Int16Array => (samples ??= new Int16Array(MAX_CLIP_SAMPLES));

export interface KeptReadBuffer {
  /**
   * The file's bytes, usually a view of the kept buffer: valid until the next read on this thread. Null
   * when there is no such file.
   */
  read(file: string): Uint8Array | null;
}

let threadReadBuffer: KeptReadBuffer | null = null;

/** This thread's read buffer. */
export const keptReadBuffer = (): KeptReadBuffer => (threadReadBuffer ??= newReadBuffer());

function newReadBuffer(): KeptReadBuffer {
  let kept: Uint8Array | null = null;

  /** A buffer for `size` bytes: the kept one, or for a file no upload could have made, a one-off. */
  function bufferFor(size: number): Uint8Array {
    if (size > MAX_UPLOAD_BYTES) return new Uint8Array(size);
    return (kept ??= new Uint8Array(MAX_UPLOAD_BYTES));
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
