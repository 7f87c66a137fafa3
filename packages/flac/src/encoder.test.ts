// The encoder is checked against decoders we did not write: Debian's reference `flac` (which also
// verifies the MD5 in the STREAMINFO against the samples) and libFLAC compiled to WebAssembly
// (@wasm-audio-decoders/flac). Every signal must come back bit for bit.
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFlac } from './decoder.js';
import { concat, DEFAULT_BLOCK_SIZE, encodeFlac, FlacEncoder } from './encoder.js';
import { HEAD_BYTES, readStreamInfo, STREAMINFO_BYTES, STREAMINFO_OFFSET } from './format.js';
import { md5 } from './md5.js';
import { pcmBytes } from './pcm.js';
import { noise, referenceDecode, referenceTest, speech, tone } from './test-support/signals.js';

const RATE = 16_000;
let wasm: FLACDecoder;

beforeAll(async () => {
  wasm = new FLACDecoder();
  await wasm.ready;
});
afterAll(() => wasm.free());

/** The encoder's frames one by one, as pushing one block at a time yields them. */
function framesOf(pcm: Int16Array): Uint8Array[] {
  const encoder = new FlacEncoder({ sampleRate: RATE });
  const frames: Uint8Array[] = [];
  for (let at = 0; at < pcm.length; at += DEFAULT_BLOCK_SIZE) {
    frames.push(encoder.push(pcm.subarray(at, at + DEFAULT_BLOCK_SIZE)));
  }
  frames.push(encoder.finish().tail);
  return frames.filter((f) => f.length > 0);
}

/**
 * libFLAC's decoding of each frame. (Frame by frame: the package's file parser, codec-parser, sometimes
 * drops a stream's last frame, whoever encoded it — seen with files from the reference encoder too.)
 */
async function wasmDecode(frames: Uint8Array[]): Promise<Int16Array> {
  await wasm.reset();
  const { channelData, errors, sampleRate, bitDepth } = await wasm.decodeFrames(frames);
  expect(errors).toEqual([]);
  expect([sampleRate, bitDepth, channelData.length]).toEqual([RATE, 16, 1]);
  // It scales by 1/32767 (so -32768 maps just below -1).
  return Int16Array.from(channelData[0]!, (v) => Math.round(v * 32767));
}

const SIGNALS: Record<string, () => Int16Array> = {
  speech: () => speech(),
  'speech in noise': () => speech('en-white-10db.wav'),
  silence: () => new Int16Array(10_000),
  'full-scale noise': () => noise(9000, 32767, 7),
  'quiet noise': () => noise(9000, 40, 3),
  tone: () => tone(12_345, 440, 20_000),
  'alternating extremes': () => Int16Array.from({ length: 5000 }, (_, i) => (i % 2 ? 32767 : -32768)),
  'one sample': () => Int16Array.of(-123),
  'exactly one block': () => tone(4096, 200, 9000),
  'one block and one sample': () => tone(4097, 200, 9000),
};

describe('FLAC encoder', () => {
  for (const [name, make] of Object.entries(SIGNALS)) {
    it(`round-trips ${name} bit-exactly through the reference decoder and libFLAC`, async () => {
      const pcm = make();
      const flac = encodeFlac(pcm, { sampleRate: RATE });
      expect(referenceDecode(flac)).toEqual(pcm);
      expect(await wasmDecode(framesOf(pcm))).toEqual(pcm);
      expect(concat(framesOf(pcm))).toEqual(flac.subarray(HEAD_BYTES));
      expect(decodeFlac(flac).samples).toEqual(pcm);
    });
  }

  it('writes the totals and the MD5 of the samples into a whole file, which `flac --test` verifies', () => {
    const pcm = speech();
    const flac = encodeFlac(pcm, { sampleRate: RATE });
    const info = readStreamInfo(flac.subarray(STREAMINFO_OFFSET, STREAMINFO_OFFSET + STREAMINFO_BYTES));
    expect(info).toMatchObject({
      sampleRate: RATE,
      channels: 1,
      bitsPerSample: 16,
      totalSamples: pcm.length,
    });
    expect(info.md5).toEqual(md5(pcmBytes(pcm)));
    // --test exits non-zero on an MD5 or CRC mismatch.
    expect(() => referenceTest(flac)).not.toThrow();
  });

  it('streams: the head, the frames as samples arrive in any pieces, then the tail make a valid file', async () => {
    const pcm = speech();
    const encoder = new FlacEncoder({ sampleRate: RATE });
    const parts = [encoder.head()];
    for (let at = 0, step = 128; at < pcm.length; at += step, step = step === 128 ? 2048 : 128) {
      parts.push(encoder.push(pcm.subarray(at, at + step)));
    }
    const { tail, info } = encoder.finish();
    parts.push(tail);
    const streamed = concat(parts);
    // Written before the end was known: totals and MD5 say "unknown", which decoders accept.
    const head = readStreamInfo(streamed.subarray(STREAMINFO_OFFSET, STREAMINFO_OFFSET + STREAMINFO_BYTES));
    expect([head.totalSamples, head.md5.every((b) => b === 0)]).toEqual([0, true]);
    expect(referenceDecode(streamed)).toEqual(pcm);
    const decoded = decodeFlac(streamed);
    expect(decoded.samples).toEqual(pcm);
    // The frames are the same bytes a one-shot encode writes; only the header differs.
    const whole = encodeFlac(pcm, { sampleRate: RATE });
    expect(streamed.subarray(HEAD_BYTES)).toEqual(whole.subarray(HEAD_BYTES));
    expect(info).toEqual(
      readStreamInfo(whole.subarray(STREAMINFO_OFFSET, STREAMINFO_OFFSET + STREAMINFO_BYTES)),
    );
  });

  it('compresses speech to at most 0.65 of its WAV size (the upload budget of issue 20)', () => {
    for (const name of ['en-clean.wav', 'hi-clean.wav', 'ta-clean.wav', 'bn-clean.wav']) {
      const pcm = speech(name);
      const ratio = encodeFlac(pcm, { sampleRate: RATE }).length / (44 + pcm.byteLength);
      expect(ratio, name).toBeLessThanOrEqual(0.65);
    }
  });

  it('refuses samples after finish()', () => {
    const encoder = new FlacEncoder({ sampleRate: RATE });
    encoder.finish();
    expect(() => encoder.push(Int16Array.of(1))).toThrow(/finished/);
  });
});
