// The real worker pool: threads load the TypeScript worker through tsx here, compiled JS in production.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAudioFixtures } from '../../../../scripts/make-audio-fixtures.mjs';
import { ClipFileMissingError, createAnalyserPool, type AnalyserPool } from './analyser-pool.js';
import { analyse } from './analyse.js';
import { WavFormatError } from './wav.js';

let dir = '';
let paragraph = '';
let pool: AnalyserPool;

beforeAll(() => {
  const fixtures = ensureAudioFixtures();
  dir = fixtures.dir;
  paragraph = fixtures.manifest.texts.en;
  pool = createAnalyserPool({ threads: 2 });
}, 120_000);

afterAll(async () => {
  await pool?.close();
});

describe('analyser pool', () => {
  it('analyses in worker threads with the same result as in-process', async () => {
    const bytes = readFileSync(join(dir, 'en-white-20db.wav'));
    const [a, b] = await Promise.all([
      pool.analyse({ bytes }, paragraph, 'English'),
      pool.analyse({ bytes: readFileSync(join(dir, 'silence-10s.wav')) }, paragraph, 'English'),
    ]);
    expect(a).toEqual(await analyse(bytes, paragraph, 'English'));
    expect(a.metrics.vad).toBe('silero-v5');
    expect(b.quality).toBe('poor');
  }, 60_000);

  it('moves transferred bytes to the worker (no copy) with the same result', async () => {
    const bytes = readFileSync(join(dir, 'en-white-20db.wav'));
    const expected = await analyse(bytes, paragraph, 'English');
    const moved = new Uint8Array(bytes);
    const result = await pool.analyse({ bytes: moved, transfer: true }, paragraph, 'English');
    expect(result).toEqual(expected);
    expect(moved.byteLength).toBe(0);
  }, 60_000);

  it('shares a long clip out between both threads, with the same result and the bytes moved', async () => {
    const bytes = readFileSync(join(dir, 'bench-120s.wav'));
    const expected = await analyse(bytes, paragraph, 'English');
    const moved = new Uint8Array(bytes);
    const results = await Promise.all([
      pool.analyse({ bytes: moved, transfer: true }, paragraph, 'English'),
      pool.analyse({ bytes }, paragraph, 'English'),
    ]);
    expect(results).toEqual([expected, expected]);
    expect(expected.metrics.vad).toBe('silero-v5');
    expect(expected.metrics.speechSeconds).toBeGreaterThan(60);
    expect(moved.byteLength).toBe(0);
    expect(bytes.byteLength).toBeGreaterThan(3_000_000);
  }, 60_000);

  it('copies a slice of a larger buffer even when asked to transfer, leaving the buffer intact', async () => {
    const bytes = readFileSync(join(dir, 'silence-10s.wav'));
    const padded = new Uint8Array(bytes.byteLength + 8);
    padded.set(bytes, 8);
    const slice = padded.subarray(8);
    const result = await pool.analyse({ bytes: slice, transfer: true }, paragraph, 'English');
    expect(result.quality).toBe('poor');
    expect(slice.byteLength).toBe(bytes.byteLength);
  }, 60_000);

  it('rejects a bad file with a WavFormatError carrying its code and message', async () => {
    const error = await pool
      .analyse({ bytes: new TextEncoder().encode('not audio at all') }, paragraph, 'English')
      .catch((e) => e);
    expect(error).toBeInstanceOf(WavFormatError);
    expect(error).toMatchObject({ code: 'not-wav', message: 'File is not a WAV file' });
  }, 60_000);

  it('reads clips from disk in the worker threads, reusing their buffer across clips of any size', async () => {
    // Long, short, long again: each thread's read buffer is reused, so a stale tail from a longer clip
    // must never leak into a shorter one's samples.
    const names = ['bench-120s.wav', 'en-white-20db.wav', 'silence-10s.wav', 'bench-120s.wav'];
    for (const name of names) {
      const file = join(dir, name);
      const expected = await analyse(readFileSync(file), paragraph, 'English');
      expect(await pool.analyse({ file, size: statSync(file).size }, paragraph, 'English')).toEqual(expected);
    }
  }, 120_000);

  it('rejects a missing file with ClipFileMissingError and a bad one with a WavFormatError', async () => {
    const file = join(dir, 'no-such-clip.wav');
    const missing = await pool.analyse({ file, size: 0 }, paragraph, 'English').catch((e) => e);
    expect(missing).toBeInstanceOf(ClipFileMissingError);
    expect(missing.file).toBe(file);
    const notWav = await pool
      .analyse({ file: join(dir, 'manifest.json'), size: 100 }, paragraph, 'English')
      .catch((e) => e);
    expect(notWav).toBeInstanceOf(WavFormatError);
    expect(notWav.code).toBe('not-wav');
  }, 60_000);
});
