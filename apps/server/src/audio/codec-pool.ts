// FLAC checks of uploads and FLAC/WAV conversions for playback (codec-worker.ts) on the audio threads
// (audio-threads.ts), off the event loop. A check is what a commit waits for, so it goes ahead of
// measurements waiting for a thread; a conversion (playback, a release) waits its turn.
import { FlacFormatError } from '@dhvani/flac/decoder';
import { audioThreadsOf, type AudioThreads } from './audio-threads.js';
import type { CheckedFlac, CodecFailure, CodecReply, CodecSource, CodecTask } from './codec-worker.js';
import { WavFormatError } from './wav.js';

export type { CheckedFlac, CodecSource };

export interface CodecPool {
  /** Decodes an uploaded FLAC completely and completes its header in place. Throws FlacFormatError. */
  checkFlac(file: string): Promise<CheckedFlac>;
  /** The clip as a WAV (from a FLAC) or as a FLAC (from a WAV). Throws FlacFormatError / WavFormatError. */
  convert(to: 'wav' | 'flac', source: CodecSource): Promise<Uint8Array>;
  /** Ends the threads if they are the pool's own (shared ones are ended by their owner). */
  close(): Promise<void>;
}

function failure(reply: CodecFailure): Error {
  if (reply.flacError) return new FlacFormatError(reply.flacError, reply.message);
  return new WavFormatError(reply.wavError ?? 'malformed', reply.message);
}

const isFailure = (reply: CodecReply): reply is CodecFailure =>
  !(reply instanceof Uint8Array) && reply.ok === false;

/** `threads`: the process's audio threads, or how many threads of its own to start. */
export function createCodecPool(threads: number | AudioThreads): CodecPool {
  const pool = audioThreadsOf(threads);

  async function run(task: CodecTask, transferList: ArrayBuffer[] = []): Promise<CodecReply> {
    const first = task.kind === 'check-flac';
    const reply = (await pool.threads.run('codec-worker', task, { transferList, first })) as CodecReply;
    if (isFailure(reply)) throw failure(reply);
    return reply;
  }

  return {
    async checkFlac(file) {
      return (await run({ kind: 'check-flac', file })) as CheckedFlac;
    },
    async convert(to, source) {
      // Bytes are moved to the worker when they are a whole buffer of their own; otherwise copied.
      const bytes = 'bytes' in source ? source.bytes : null;
      const whole = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const transfer = whole && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
      const task: CodecTask = { kind: to === 'wav' ? 'to-wav' : 'to-flac', source };
      return (await run(task, transfer)) as Uint8Array;
    },
    close: () => pool.close(),
  };
}
