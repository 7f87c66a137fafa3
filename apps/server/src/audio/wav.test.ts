import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wavefile from 'wavefile';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAudioFixtures } from '../../../../scripts/make-audio-fixtures.mjs';
import { WavFormatError, parseWav, readWavHeader, trueDurationSeconds } from './wav.js';

/** A WAV made by wavefile, a maintained independent writer. */
function wavefileWav(channels: number, rate: number, depth: string, frames = 1600): Uint8Array {
  const wav = new wavefile.WaveFile();
  const channel = Array.from({ length: frames }, (_, i) => (i % 50) - 25);
  wav.fromScratch(
    channels,
    rate,
    depth,
    channels === 1 ? channel : Array.from({ length: channels }, () => channel),
  );
  return wav.toBuffer();
}

function chunk(id: string, body: Uint8Array, declaredSize = body.length): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length % 2));
  out.set(new TextEncoder().encode(id), 0);
  new DataView(out.buffer).setUint32(4, declaredSize, true);
  out.set(body, 8);
  return out;
}

/** A hand-built RIFF file, for layouts a writer library would not produce. */
function riff(...chunks: Uint8Array[]): Uint8Array {
  const body = chunks.reduce((n, c) => n + c.length, 4);
  const out = new Uint8Array(8 + body);
  out.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(out.buffer).setUint32(4, body, true);
  out.set(new TextEncoder().encode('WAVE'), 8);
  let at = 12;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function fmt16kMono(): Uint8Array {
  const b = new Uint8Array(16);
  const v = new DataView(b.buffer);
  v.setUint16(0, 1, true);
  v.setUint16(2, 1, true);
  v.setUint32(4, 16000, true);
  v.setUint32(8, 32000, true);
  v.setUint16(12, 2, true);
  v.setUint16(14, 16, true);
  return b;
}

function rejection(bytes: Uint8Array): WavFormatError {
  try {
    parseWav(bytes);
  } catch (error) {
    if (error instanceof WavFormatError) return error;
    throw error;
  }
  throw new Error('expected a WavFormatError');
}

describe('parseWav rejections', () => {
  const format = 'Audio must be 16 kHz mono 16-bit PCM WAV';
  it.each([
    ['wrong rate', () => wavefileWav(1, 44100, '16'), `${format} (got 44100 Hz)`],
    ['stereo', () => wavefileWav(2, 16000, '16'), `${format} (got stereo)`],
    ['wrong rate and stereo', () => wavefileWav(2, 44100, '16'), `${format} (got 44100 Hz stereo)`],
    ['8-bit', () => wavefileWav(1, 16000, '8'), `${format} (got 8-bit)`],
    ['24-bit', () => wavefileWav(1, 16000, '24'), `${format} (got 24-bit)`],
    ['float', () => wavefileWav(1, 16000, '32f'), `${format} (got 32-bit float)`],
    [
      'truncated header',
      () => wavefileWav(1, 16000, '16').subarray(0, 30),
      'WAV header is truncated: the file ends before its audio data',
    ],
    [
      'a non-RIFF file',
      () => new TextEncoder().encode('ID3\u0004 this is an mp3, honest'),
      'File is not a WAV file',
    ],
    ['an empty file', () => new Uint8Array(0), 'File is empty'],
    [
      'a zero-length data chunk',
      () => riff(chunk('fmt ', fmt16kMono()), chunk('data', new Uint8Array(0))),
      'WAV file contains no audio samples',
    ],
    [
      'data before format',
      () => riff(chunk('data', new Uint8Array(8)), chunk('fmt ', fmt16kMono())),
      'WAV file has no format chunk before its audio data',
    ],
  ])('rejects %s with its own message', (_name, make, message) => {
    expect(rejection(make()).message).toBe(message);
  });

  it('gives each problem its own error code', () => {
    expect(rejection(new Uint8Array(0)).code).toBe('empty');
    expect(rejection(new Uint8Array(64)).code).toBe('not-wav');
    expect(rejection(wavefileWav(1, 16000, '16').subarray(0, 30)).code).toBe('truncated');
    expect(rejection(wavefileWav(1, 8000, '16')).code).toBe('unsupported-format');
    expect(rejection(riff(chunk('fmt ', fmt16kMono()), chunk('data', new Uint8Array(0)))).code).toBe(
      'no-samples',
    );
  });

  it('never crashes on damaged bytes: every failure is a WavFormatError', () => {
    const good = wavefileWav(1, 16000, '16', 64);
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 300; round++) {
      const bytes = good.slice(0, next() % good.length);
      for (let k = 0; k < 3; k++) if (bytes.length > 0) bytes[next() % bytes.length] = next() % 256;
      try {
        parseWav(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(WavFormatError);
      }
    }
  });
});

describe('parseWav acceptance', () => {
  let fixture: Uint8Array;
  beforeAll(() => {
    fixture = readFileSync(join(ensureAudioFixtures().dir, 'en-clean.wav'));
  }, 60_000);

  it('reads the same format and samples as wavefile', () => {
    const parsed = parseWav(fixture);
    const oracle = new wavefile.WaveFile(fixture);
    const fmt = oracle.fmt as { sampleRate: number; numChannels: number; bitsPerSample: number };
    expect(parsed.header).toMatchObject({
      sampleRate: fmt.sampleRate,
      channels: fmt.numChannels,
      bitsPerSample: 16,
    });
    const data = (oracle.data as { samples: Uint8Array }).samples;
    const ours = new Uint8Array(parsed.samples.buffer, parsed.samples.byteOffset, parsed.samples.byteLength);
    expect(ours.length).toBe(data.length);
    expect(Buffer.compare(ours, data)).toBe(0);
  });

  it('tolerates extra chunks, odd chunk padding and an odd byte offset', () => {
    const samples = new Uint8Array(32).map((_, i) => i);
    const wav = riff(chunk('LIST', new Uint8Array(5)), chunk('fmt ', fmt16kMono()), chunk('data', samples));
    const shifted = new Uint8Array(wav.length + 1);
    shifted.set(wav, 1);
    for (const bytes of [wav, shifted.subarray(1)]) {
      const parsed = parseWav(bytes);
      expect(parsed.samples.length).toBe(16);
      expect(parsed.samples[1]).toBe(2 + 3 * 256);
    }
  });

  it('checks an upload from its first bytes and tells the true duration from the data size', () => {
    const header = readWavHeader(fixture.subarray(0, 64));
    const full = parseWav(fixture).durationSeconds;
    expect(trueDurationSeconds(header)).toBeCloseTo(full, 6);
    expect(trueDurationSeconds(header, fixture.length)).toBeCloseTo(full, 6);
    // An upload that stopped early declares more than it holds.
    expect(trueDurationSeconds(header, header.dataOffset + 32000)).toBe(1);
    expect(() => readWavHeader(wavefileWav(2, 48000, '16').subarray(0, 64))).toThrow('(got 48000 Hz stereo)');
  });
});
