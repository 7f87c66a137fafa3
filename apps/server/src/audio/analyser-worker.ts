// Piscina worker: the sample-level half of the analyser (measureClip), off the event loop. Errors cross
// the thread boundary as plain data, because a thrown WavFormatError would lose its class and code in
// structured cloning.
//
// A clip comes either as bytes (moved here by the caller) or as a path on local disk, which this thread
// reads itself into one buffer it keeps and reuses. The second way allocates nothing per clip on either
// side: under 50 concurrent evaluations the per-clip buffers were most of the server's memory growth,
// because freed 4 MB blocks are not handed back to the system promptly (docs/decisions/0010).
import { measureClip, type AnalyseOptions, type ClipMeasurement } from './measure-clip.js';
import type { SampleScratch } from './clip.js';
import { keptReadBuffer, keptSampleBuffer } from './kept-read-buffer.js';
import { computeSignalStats } from './signal.js';
import type { VadPart } from './silero-vad.js';
import { scoreSpeech } from './vad.js';
import { WavFormatError, type WavErrorCode } from './wav.js';
import { yieldToEventLoop } from './thread-priority.js';

yieldToEventLoop();

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

/** This thread's read buffer for clip files. */
const files = keptReadBuffer();
/** And its buffer for the samples of a FLAC clip. */
const samplesScratch: SampleScratch = { buffer: keptSampleBuffer() };

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
  const bytes = 'file' in task.clip ? files.read(task.clip.file) : task.clip.bytes;
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
