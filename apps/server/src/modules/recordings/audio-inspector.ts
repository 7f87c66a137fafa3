// A pass-through stream over an uploaded file: it counts and hashes the bytes, stops at the size cap, and
// checks the audio's header by content as soon as enough bytes have arrived (a WAV's RIFF header, or a
// FLAC's STREAMINFO), so a wrong file is refused after its first few kilobytes instead of after 4 MB.
// The bytes flow on to the staging file unchanged.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FlacFormatError } from '@dhvani/flac/decoder';
import type { StreamInfo } from '@dhvani/flac/format';
import { MAX_UPLOAD_BYTES, RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { isFlac, readAcceptedFlacHead } from '../../audio/flac-format.js';
import { readWavHeader, WavFormatError, type WavHeader } from '../../audio/wav.js';
import { HttpError, payloadTooLarge } from '../../lib/http-error.js';

/** A header that has not resolved within this many bytes is not one we accept (real ones are ~44 bytes). */
const MAX_HEADER_BYTES = 64 * 1024;
// Codes that only mean "not enough bytes yet" while the file is still arriving.
const NEED_MORE = new Set(['truncated', 'no-samples']);

// A file that is not WAV, or not our WAV, is the wrong media type; a broken WAV is a bad request.
const WRONG_TYPE = new Set(['not-wav', 'unsupported-format', 'malformed']);

export function wavErrorToHttp(err: WavFormatError): HttpError {
  return new HttpError(WRONG_TYPE.has(err.code) ? 415 : 400, err.message);
}

/** A FLAC that is not ours, or not FLAC at all, is the wrong media type; a broken one is a bad request. */
export function flacErrorToHttp(err: FlacFormatError): HttpError {
  if (err.code === 'too-long') return new HttpError(400, RECORDING_MESSAGES.tooLong);
  return new HttpError(err.code === 'unsupported' || err.code === 'not-flac' ? 415 : 400, err.message);
}

export type InspectedAudio = { format: 'wav'; header: WavHeader } | { format: 'flac'; info: StreamInfo };

export class AudioInspector extends Transform {
  bytes = 0;
  audio: InspectedAudio | null = null;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly maxBytes = MAX_UPLOAD_BYTES) {
    super();
  }

  get sha256(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(payloadTooLarge(RECORDING_MESSAGES.tooLarge));
    this.hash.update(chunk);
    if (!this.audio) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      const failure = this.tryHeader(this.headBytes >= MAX_HEADER_BYTES);
      if (failure) return done(failure);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.audio ? null : (this.tryHeader(true) ?? null));
  }

  /** Parses the bytes seen so far; returns an error to fail with, or null to go on. */
  private tryHeader(final: boolean): HttpError | null {
    const bytes = Buffer.concat(this.head);
    try {
      this.audio = isFlac(bytes)
        ? { format: 'flac', info: readAcceptedFlacHead(bytes).info }
        : { format: 'wav', header: readWavHeader(bytes) };
      this.head = [];
      return null;
    } catch (err) {
      if (err instanceof FlacFormatError) {
        return !final && err.code === 'truncated' ? null : flacErrorToHttp(err);
      }
      if (!(err instanceof WavFormatError)) throw err;
      if (!final && NEED_MORE.has(err.code)) return null;
      // Neither RIFF nor fLaC: say both formats we take.
      return err.code === 'not-wav' ? new HttpError(415, RECORDING_MESSAGES.notAudio) : wavErrorToHttp(err);
    }
  }
}
