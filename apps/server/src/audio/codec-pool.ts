// The pool that runs codec-worker.ts: FLAC checks of uploads and FLAC/WAV conversions for playback, off the
// event loop. Its threads start on demand and end after a while idle, so a process that never sees a FLAC
// pays nothing for them.
import { Piscina } from 'piscina';
import { FlacFormatError } from '@dhvani/flac/decoder';
import { siblingEntry } from '../lib/sibling-entry.js';
import type { CheckedFlac, CodecFailure, CodecReply, CodecSource, CodecTask } from './codec-worker.js';
import { WavFormatError } from './wav.js';

export type { CheckedFlac, CodecSource };

export interface CodecPool {
  /** Decodes an uploaded FLAC completely and completes its header in place. Throws FlacFormatError. */
  checkFlac(file: string): Promise<CheckedFlac>;
  /** The clip as a WAV (from a FLAC) or as a FLAC (from a WAV). Throws FlacFormatError / WavFormatError. */
  convert(to: 'wav' | 'flac', source: CodecSource): Promise<Uint8Array>;
  close(): Promise<void>;
}

const IDLE_MS = 30_000;

function failure(reply: CodecFailure): Error {
  if (reply.flacError) return new FlacFormatError(reply.flacError, reply.message);
  return new WavFormatError(reply.wavError ?? 'malformed', reply.message);
}

const isFailure = (reply: CodecReply): reply is CodecFailure =>
  !(reply instanceof Uint8Array) && reply.ok === false;

export function createCodecPool(threads: number): CodecPool {
  const { url, execArgv } = siblingEntry(import.meta.url, 'codec-worker');
  const pool = new Piscina({
    filename: url.href,
    execArgv,
    minThreads: 0,
    maxThreads: Math.max(1, Math.floor(threads)),
    idleTimeout: IDLE_MS,
    // One file at a time per thread: each keeps one decode buffer.
    concurrentTasksPerWorker: 1,
  });

  async function run(task: CodecTask, transferList: ArrayBuffer[] = []): Promise<CodecReply> {
    const reply = (await pool.run(task, { transferList })) as CodecReply;
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
    close: () => pool.destroy(),
  };
}
