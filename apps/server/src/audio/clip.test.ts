import { describe, expect, it } from 'vitest';
import { concat, encodeFlac, FlacEncoder } from '@dhvani/flac/encoder';
import { referenceEncode, speech, wavOf } from '@dhvani/flac/test-support/signals';
import { clipSamples, type SampleScratch } from './clip.js';
import { WavFormatError } from './wav.js';

describe('clip samples', () => {
  const pcm = speech();

  it('gives the same samples for a WAV and a FLAC of one clip, reusing a scratch buffer when given', () => {
    const scratch: SampleScratch = { buffer: new Int16Array(0) };
    expect(clipSamples(wavOf(pcm)).samples).toEqual(pcm);
    expect(clipSamples(encodeFlac(pcm, { sampleRate: 16_000 }), scratch).samples).toEqual(pcm);
    const kept = scratch.buffer;
    expect(kept.length).toBe(pcm.length);
    clipSamples(encodeFlac(pcm.subarray(0, 1000), { sampleRate: 16_000 }), scratch);
    expect(scratch.buffer).toBe(kept);
  });

  it('keeps the buffer it grew for a stream that states no length (as recorded in the browser), and reuses it', () => {
    // What the browser sends: the head written before the first sample, so no totals in it.
    const streamed = (samples: Int16Array) => {
      const encoder = new FlacEncoder({ sampleRate: 16_000 });
      const head = encoder.head();
      const frames = encoder.push(samples);
      return concat([head, frames, encoder.finish().tail]);
    };
    const scratch: SampleScratch = { buffer: new Int16Array(0) };
    expect(clipSamples(streamed(pcm), scratch).samples).toEqual(pcm);
    const kept = scratch.buffer;
    expect(kept.length).toBeGreaterThanOrEqual(pcm.length);
    const shorter = pcm.subarray(0, Math.floor(pcm.length / 2));
    expect(clipSamples(streamed(shorter), scratch).samples).toEqual(shorter);
    expect(scratch.buffer).toBe(kept);
  });

  it('reports an unusable FLAC as the analyser reports an unusable WAV', () => {
    const stereo = referenceEncode(new Int16Array(4000), [], 16_000, 2);
    expect(() => clipSamples(stereo)).toThrow(WavFormatError);
    expect(() => clipSamples(stereo)).toThrow(/16 kHz mono 16-bit FLAC \(got stereo\)/);
  });
});
