// A streaming FLAC encoder for 16-bit mono PCM. Audio goes in as it is captured and whole frames come out
// at once, so a recording can be sent while it is being spoken. The stream starts with a STREAMINFO whose
// totals and MD5 are still unknown (0, which RFC 9639 §8.2 allows); finish() returns the real ones, for a
// receiver that wants to complete the header (the server does, before storing the file).
import { concat } from './bytes.js';
import { streamHead, type StreamInfo } from './format.js';
import { FrameWriter } from './frame-writer.js';
import { Md5 } from './md5.js';
import { pcmBytes } from './pcm.js';

export interface EncoderOptions {
  sampleRate: number;
  /** Samples per frame; 4096 is the reference encoder's default. */
  blockSize?: number;
  /** Highest LPC order tried (≤ 12 keeps prediction exact in 32-bit integers). */
  maxLpcOrder?: number;
}

export const DEFAULT_BLOCK_SIZE = 4096;
const DEFAULT_MAX_LPC_ORDER = 12;
/** Coefficient precision for 16-bit audio in ~4096-sample blocks (what reference encoders pick). */
const LPC_PRECISION = 12;

export interface FinishedStream {
  /** The last frame's bytes (empty when nothing was pending). */
  tail: Uint8Array;
  info: StreamInfo;
}

export class FlacEncoder {
  private readonly blockSize: number;
  private readonly frames: FrameWriter;
  private readonly block: Int32Array;
  private readonly md5 = new Md5();
  private filled = 0;
  private frameNumber = 0;
  private totalSamples = 0;
  private minFrameSize = Infinity;
  private maxFrameSize = 0;
  private finished = false;

  constructor(private readonly options: EncoderOptions) {
    this.blockSize = options.blockSize ?? DEFAULT_BLOCK_SIZE;
    if (this.blockSize < 16 || this.blockSize > 65_535) throw new Error('block size must be 16–65535');
    this.block = new Int32Array(this.blockSize);
    this.frames = new FrameWriter({
      sampleRate: options.sampleRate,
      bitsPerSample: 16,
      blockSize: this.blockSize,
      maxLpcOrder: options.maxLpcOrder ?? DEFAULT_MAX_LPC_ORDER,
      lpcPrecision: LPC_PRECISION,
    });
  }

  /** "fLaC" and a STREAMINFO with unknown totals: the first bytes of the stream. */
  head(): Uint8Array {
    return streamHead(this.info(false));
  }

  /** Adds samples; returns the bytes of every frame this completed (often none). */
  push(samples: Int16Array): Uint8Array {
    if (this.finished) throw new Error('the encoder has finished');
    this.md5.update(pcmBytes(samples));
    this.totalSamples += samples.length;
    const out: Uint8Array[] = [];
    let read = 0;
    while (read < samples.length) {
      const take = Math.min(samples.length - read, this.blockSize - this.filled);
      for (let i = 0; i < take; i++) this.block[this.filled + i] = samples[read + i]!;
      this.filled += take;
      read += take;
      if (this.filled === this.blockSize) out.push(this.flushBlock());
    }
    return concat(out);
  }

  /** Encodes what is left as the (shorter) last frame; returns it and the stream's final STREAMINFO. */
  finish(): FinishedStream {
    if (this.finished) throw new Error('the encoder has finished');
    const tail = this.filled > 0 ? this.flushBlock() : new Uint8Array(0);
    this.finished = true;
    return { tail, info: this.info(true) };
  }

  private flushBlock(): Uint8Array {
    const bytes = this.frames.write(this.block, this.filled, this.frameNumber++).slice();
    this.filled = 0;
    this.minFrameSize = Math.min(this.minFrameSize, bytes.length);
    this.maxFrameSize = Math.max(this.maxFrameSize, bytes.length);
    return bytes;
  }

  private info(final: boolean): StreamInfo {
    return {
      minBlockSize: this.blockSize,
      maxBlockSize: this.blockSize,
      minFrameSize: final && this.maxFrameSize > 0 ? this.minFrameSize : 0,
      maxFrameSize: final ? this.maxFrameSize : 0,
      sampleRate: this.options.sampleRate,
      channels: 1,
      bitsPerSample: 16,
      totalSamples: final ? this.totalSamples : 0,
      md5: final ? this.md5.digest() : new Uint8Array(16),
    };
  }
}

export { concat };

/** A whole FLAC file of `samples`, with its final STREAMINFO (totals and MD5 filled in). */
export function encodeFlac(samples: Int16Array, options: EncoderOptions): Uint8Array {
  const encoder = new FlacEncoder(options);
  const frames = encoder.push(samples);
  const { tail, info } = encoder.finish();
  return concat([streamHead(info), frames, tail]);
}
