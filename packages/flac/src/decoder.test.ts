// The decoder against files from the reference encoder (every setting that changes what a stream may
// contain), a hand-made frame for the one feature the reference encoder never writes (escaped Rice
// partitions), and damaged or lying files, which must be refused with the right reason.
import { describe, expect, it } from 'vitest';
import { BitWriter } from './bit-writer.js';
import { crc16, crc8 } from './crc.js';
import { decodeFlac, FlacFormatError, readFlacHead, type FlacErrorCode } from './decoder.js';
import { concat, encodeFlac, FlacEncoder } from './encoder.js';
import { HEAD_BYTES, streamHead, STREAMINFO_OFFSET, writeStreamInfo } from './format.js';
import { md5 } from './md5.js';
import { pcmBytes } from './pcm.js';
import { noise, referenceEncode, referenceTest, speech, wavOf } from './test-support/signals.js';

const RATE = 16_000;

function refusal(bytes: Uint8Array): { code: FlacErrorCode; message: string } {
  try {
    decodeFlac(bytes);
  } catch (err) {
    if (err instanceof FlacFormatError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('the decoder accepted the file');
}

describe('FLAC decoder', () => {
  const pcm = speech();

  const SETTINGS: Record<string, string[]> = {
    'fastest (fixed predictors only)': ['-0'],
    default: ['-5'],
    'best, exhaustive model search': ['-8', '-e', '-p'],
    'LPC order 32 at 15-bit precision, odd block size': ['--lax', '-l', '32', '-q', '15', '-b', '4608'],
    'small blocks, partition order 0 only': ['-b', '1152', '-r', '0'],
    'deep partitions': ['--lax', '-r', '15', '-b', '8192'],
  };
  for (const [name, options] of Object.entries(SETTINGS)) {
    it(`decodes the reference encoder's ${name} output exactly`, () => {
      expect(decodeFlac(referenceEncode(pcm, options)).samples).toEqual(pcm);
    });
  }

  it('decodes constant, verbatim, wasted-bit and 5-bit-parameter subframes', () => {
    const cases = {
      silence: new Int16Array(5000),
      'multiples of 8 (wasted bits)': Int16Array.from(pcm, (v) => v & ~7),
      'full-scale noise (verbatim)': noise(6000, 32767),
    };
    for (const [name, samples] of Object.entries(cases)) {
      expect(decodeFlac(referenceEncode(samples)).samples, name).toEqual(samples);
    }
    // Verbatim forbidden: full-scale noise then needs Rice parameters above 14 (the 5-bit form).
    const loud = noise(6000, 32767, 5);
    const forced = referenceEncode(loud, ['--disable-verbatim-subframes', '--disable-constant-subframes']);
    expect(decodeFlac(forced).samples).toEqual(loud);
  });

  it('decodes an escaped (unencoded) Rice partition, in a frame the reference decoder also accepts', () => {
    const samples = Int16Array.from({ length: 16 }, (_, i) => (i * 2731) % 30000);
    const w = new BitWriter();
    w.bits(0xfff8, 16);
    w.bits(6, 4); // block size: 8 bits after the header
    w.bits(5, 4); // 16 kHz
    w.bits(0, 4); // mono
    w.bits(4, 3); // 16 bits
    w.bits(0, 1);
    w.bits(0, 8); // frame 0
    w.bits(samples.length - 1, 8);
    w.bits(crc8(w.view()), 8);
    w.bits(0b00010000, 8); // FIXED, order 0
    w.bits(0, 2); // 4-bit parameters
    w.bits(0, 4); // one partition
    w.bits(15, 4); // escape
    w.bits(16, 5); // 16 bits per residual
    for (const s of samples) w.bits(s, 16);
    w.align();
    w.bits(crc16(w.view()), 16);
    const head = streamHead({
      minBlockSize: 16,
      maxBlockSize: 16,
      minFrameSize: 0,
      maxFrameSize: 0,
      sampleRate: RATE,
      channels: 1,
      bitsPerSample: 16,
      totalSamples: samples.length,
      md5: md5(pcmBytes(samples)),
    });
    const file = concat([head, w.view()]);
    expect(() => referenceTest(file)).not.toThrow();
    expect(decodeFlac(file).samples).toEqual(samples);
  });

  it('reports the format of a stream it does not decode', () => {
    const stereo = referenceEncode(noise(2000, 100), [], 44_100, 2);
    expect(readFlacHead(stereo).info).toMatchObject({ sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
    expect(refusal(stereo).code).toBe('unsupported');
    expect(refusal(wavOf(pcm)).code).toBe('not-flac');
  });

  describe('refuses a damaged or lying file', () => {
    const file = encodeFlac(pcm, { sampleRate: RATE });
    const frames: Uint8Array[] = [];
    const encoder = new FlacEncoder({ sampleRate: RATE });
    for (let at = 0; at < pcm.length; at += 4096) frames.push(encoder.push(pcm.subarray(at, at + 4096)));
    frames.push(encoder.finish().tail);
    const withInfo = (change: object) => {
      const copy = file.slice();
      const info = { ...readFlacHead(file).info, ...change };
      copy.set(writeStreamInfo(info), STREAMINFO_OFFSET);
      return copy;
    };

    it('cut short anywhere', () => {
      for (const end of [3, 20, HEAD_BYTES + 5, Math.floor(file.length / 2), file.length - 1]) {
        expect(refusal(file.subarray(0, end)).code, `cut at ${end}`).toBe('truncated');
      }
    });

    it('with a changed byte, a missing or repeated frame, or data after the end', () => {
      const flipped = file.slice();
      flipped[Math.floor(file.length / 2)]! ^= 0x10;
      expect(refusal(flipped)).toMatchObject({
        code: 'malformed',
        message: expect.stringMatching(/damaged/),
      });
      const head = file.subarray(0, HEAD_BYTES);
      const missing = concat([head, ...frames.slice(0, 3), ...frames.slice(4)]);
      expect(refusal(missing).message).toMatch(/missing or out of order/);
      const repeated = concat([head, ...frames.slice(0, 3), frames[2]!, ...frames.slice(3)]);
      expect(refusal(repeated).message).toMatch(/missing or out of order/);
      expect(refusal(concat([file, new Uint8Array([1, 2, 3])])).message).toMatch(/found other data/);
    });

    it('names the damaged frame whichever rule a changed bit breaks first', () => {
      // One bit changed anywhere in a frame's body may break a subframe field, the padding or the
      // checksum, depending on the audio; the sender is told the same thing each time.
      const head = file.subarray(0, HEAD_BYTES);
      const stream = concat([head, ...frames.slice(0, 5)]);
      const start = head.length + frames.slice(0, 3).reduce((n, f) => n + f.length, 0);
      const end = start + frames[3]!.length;
      const bodyFrom = start + 8; // past the frame header: sync, codes, frame number, CRC-8
      const outcomes = new Set<string>();
      for (let at = bodyFrom; at < end; at += Math.max(1, Math.floor((end - bodyFrom) / 97))) {
        for (let bit = 0; bit < 8; bit++) {
          const copy = stream.slice();
          copy[at]! ^= 1 << bit;
          const error = refusal(copy);
          expect(error, `byte ${at - start} of frame 3, bit ${bit}`).toMatchObject({
            code: 'malformed',
            message: expect.stringMatching(/^FLAC frame 3 is damaged \(/),
          });
          outcomes.add(error.message.replace(/^FLAC frame 3 is damaged \((\w+).*$/, '$1'));
        }
      }
      // The sample covers more than one way of breaking, or this test would not show the naming.
      expect(outcomes.size).toBeGreaterThan(1);
    });

    it('whose header claims another length or checksum than its audio has', () => {
      expect(refusal(withInfo({ totalSamples: pcm.length + 1 })).code).toBe('truncated');
      expect(refusal(withInfo({ totalSamples: pcm.length - 1 })).code).toBe('malformed');
      expect(refusal(withInfo({ md5: new Uint8Array(16).fill(7) })).message).toMatch(/MD5/);
    });

    it('longer than the caller allows, whether or not the header states the length', () => {
      expect(() => decodeFlac(file, { maxSamples: pcm.length - 1 })).toThrow(/more than/);
      const unstated = withInfo({ totalSamples: 0, md5: new Uint8Array(16) });
      expect(decodeFlac(unstated).samples).toEqual(pcm);
      expect(() => decodeFlac(unstated, { maxSamples: 10_000 })).toThrow(
        expect.objectContaining({ code: 'too-long' }),
      );
    });

    it('with frames at a sample rate other than its STREAMINFO', () => {
      expect(refusal(withInfo({ sampleRate: 44_100 })).message).toMatch(/does not match the stream's format/);
    });
  });
});
