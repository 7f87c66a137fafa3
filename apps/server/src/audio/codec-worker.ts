// Piscina worker for FLAC work that must not run on the event loop (DESIGN §1): checking an uploaded FLAC
// by decoding all of it, and converting between FLAC and WAV for playback. Errors cross the thread
// boundary as plain data (a thrown error would lose its class and code in structured cloning).
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { move } from 'piscina';
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';
import { decodeFlac, FlacFormatError, type FlacErrorCode } from '@dhvani/flac/decoder';
import { encodeFlac } from '@dhvani/flac/encoder';
import { streamHead } from '@dhvani/flac/format';
import { pcmBytes } from '@dhvani/flac/pcm';
import { readAcceptedFlacHead } from './flac-format.js';
import { keptReadBuffer, keptSampleBuffer, MAX_CLIP_SAMPLES } from './kept-read-buffer.js';
import { parseWav, WavFormatError, wavFile, type WavErrorCode } from './wav.js';
import { yieldToEventLoop } from './thread-priority.js';

yieldToEventLoop();

/** A clip on local disk (read here), or its bytes (moved here by the caller). */
export type CodecSource = { file: string } | { bytes: Uint8Array };

export type CodecTask =
  | { kind: 'check-flac'; file: string }
  | { kind: 'to-wav'; source: CodecSource }
  | { kind: 'to-flac'; source: CodecSource };

export type CodecFailure = { ok: false; flacError?: FlacErrorCode; wavError?: WavErrorCode; message: string };

export type CheckedFlac = {
  ok: true;
  /** Samples in the file. */
  samples: number;
  /** SHA-256 of the bytes as uploaded (before the header was completed). */
  sha256: string;
  /** SHA-256 of the samples as 16-bit little-endian PCM: the same as a WAV of them (audio-fingerprint.ts). */
  samplesSha256: string;
  /** Size of the file as rewritten. */
  size: number;
};

/** check-flac answers CheckedFlac; the conversions answer the converted file's bytes (moved, not copied). */
export type CodecReply = CheckedFlac | Uint8Array | CodecFailure;

/**
 * This thread's buffers for decoded samples and for the uploads it reads, kept between files: under 50
 * concurrent commits, new buffers per file piled up as garbage faster than this thread collected it.
 */
const scratch = keptSampleBuffer();
const files = keptReadBuffer();

function decode(bytes: Uint8Array) {
  const { framesOffset } = readAcceptedFlacHead(bytes);
  // `scratch` holds the longest clip allowed, so a stream that states no length (one written while
  // recording) also decodes into it.
  return { ...decodeFlac(bytes, { into: scratch, maxSamples: MAX_CLIP_SAMPLES }), framesOffset };
}

/**
 * Decodes the whole upload (every checksum, the frame order, the stated length and MD5), then rewrites the
 * file with its STREAMINFO completed (length, frame sizes and the MD5 of the samples, which a stream
 * written while recording could not know yet) and no other metadata, so what is stored is a plain FLAC
 * that `flac --test` verifies.
 */
function checkFlac(file: string): CheckedFlac {
  const bytes = files.read(file);
  if (!bytes) throw new Error(`No upload at ${file}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { complete, samples, framesOffset } = decode(bytes);
  const head = streamHead(complete);
  const frames = bytes.subarray(framesOffset);
  const fd = openSync(`${file}.flac`, 'w');
  try {
    writeAll(fd, head);
    writeAll(fd, frames);
  } finally {
    closeSync(fd);
  }
  renameSync(`${file}.flac`, file);
  const samplesSha256 = createHash('sha256').update(pcmBytes(samples)).digest('hex');
  return { ok: true, samples: samples.length, sha256, samplesSha256, size: head.length + frames.length };
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

const bytesOf = (source: CodecSource) => ('file' in source ? readFileSync(source.file) : source.bytes);

function convert(task: Exclude<CodecTask, { kind: 'check-flac' }>): Uint8Array {
  const bytes = bytesOf(task.source);
  if (task.kind === 'to-wav') return wavFile(pcmBytes(decode(bytes).samples));
  return encodeFlac(parseWav(bytes).samples, { sampleRate: RECORDING_SAMPLE_RATE });
}

export default function run(task: CodecTask): CodecReply | ReturnType<typeof move> {
  try {
    return task.kind === 'check-flac' ? checkFlac(task.file) : move(convert(task));
  } catch (error) {
    if (error instanceof FlacFormatError) return { ok: false, flacError: error.code, message: error.message };
    if (error instanceof WavFormatError) return { ok: false, wavError: error.code, message: error.message };
    throw error;
  }
}
