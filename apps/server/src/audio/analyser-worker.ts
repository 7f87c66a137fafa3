// Piscina worker: the sample-level half of the analyser (measureClip), off the event loop. Errors cross
// the thread boundary as plain data, because a thrown WavFormatError would lose its class and code in
// structured cloning.
//
// A clip comes either as bytes (moved here by the caller) or as a path on local disk, which this thread
// reads itself into one buffer it keeps and reuses. The second way allocates nothing per clip on either
// side: under 50 concurrent evaluations the per-clip buffers were most of the server's memory growth,
// because freed 4 MB blocks are not handed back to the system promptly (docs/decisions/0010).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';
import { measureClip, type AnalyseOptions, type ClipMeasurement } from './analyse.js';
import type { SampleScratch } from './clip.js';
import { computeSignalStats } from './signal.js';
import type { VadPart } from './silero-vad.js';
import { scoreSpeech } from './vad.js';
import { WavFormatError, type WavErrorCode } from './wav.js';

export type ClipSource = { bytes: Uint8Array } | { file: string };

export interface AnalyserTask {
  clip: ClipSource;
  part: VadPart;
  options?: Pick<AnalyseOptions, 'vad' | 'modelPath'>;
}

/** Loads the speech model and runs it once, so the first clip after start-up is graded at full speed. */
export interface WarmUpTask {
  warmUp: true;
}

export type AnalyserReply =
  | { ok: true; measurement: ClipMeasurement }
  | { ok: false; wavError: { code: WavErrorCode; message: string } }
  | { ok: false; missing: true };

/** This thread's read buffer: grown to the largest clip seen, up to the upload cap. */
let scratch = new Uint8Array(0);
/** And its buffer for the samples of a FLAC clip. */
const samplesScratch: SampleScratch = { buffer: new Int16Array(0) };

/** A buffer for `size` bytes: the kept one, or (for a file no upload could have made) a one-off. */
function bufferFor(size: number): Uint8Array {
  if (size > MAX_UPLOAD_BYTES) return new Uint8Array(size);
  if (scratch.byteLength < size) scratch = new Uint8Array(size);
  return scratch;
}

/** The file's bytes, usually in `scratch`: valid until the next call on this thread. Null when there is no file. */
function readIntoScratch(file: string): Uint8Array | null {
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
}

/**
 * 4 s of a varying tone, loud enough that no window is skipped: enough to load the model and run it once.
 * A 30 s clip (the 8-lane batch a 120 s clip gives each thread) made the first grading no faster and the
 * 50-concurrent peak RSS ~13 MB higher (docs/decisions/0015).
 */
function warmUpSamples(): Int16Array {
  const samples = new Int16Array(4 * 16_000);
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(3000 * Math.sin(i * (0.05 + (i % 4000) / 1e6)));
  return samples;
}

async function warmUp(): Promise<void> {
  const samples = warmUpSamples();
  await scoreSpeech(samples, computeSignalStats(samples));
}

export default async function run(task: AnalyserTask | WarmUpTask): Promise<AnalyserReply | null> {
  if ('warmUp' in task) {
    await warmUp();
    return null;
  }
  const bytes = 'file' in task.clip ? readIntoScratch(task.clip.file) : task.clip.bytes;
  if (!bytes) return { ok: false, missing: true };
  try {
    // The measurement holds no view of `bytes` (only per-frame numbers), so the buffer is free to reuse.
    return { ok: true, measurement: await measureClip(bytes, task.options, task.part, samplesScratch) };
  } catch (error) {
    if (error instanceof WavFormatError)
      return { ok: false, wavError: { code: error.code, message: error.message } };
    throw error;
  }
}
