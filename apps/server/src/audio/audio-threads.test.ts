// The analyser and the FLAC checks share the audio threads; a check must not wait behind measurements.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFlac } from '@dhvani/flac/encoder';
import { ensureAudioFixtures } from '../../../../scripts/make-audio-fixtures.mjs';
import { createAnalyserPool } from './analyser-pool.js';
import { createAudioThreads, type AudioThreads } from './audio-threads.js';
import { createCodecPool } from './codec-pool.js';
import { AUDIO_THREAD_NICE } from './thread-priority.js';
import { parseWav } from './wav.js';

let threads: AudioThreads;
let work = '';
let wav = '';

beforeAll(() => {
  wav = join(ensureAudioFixtures().dir, 'en-clean.wav');
  work = mkdtempSync(join(tmpdir(), 'audio-threads-'));
  threads = createAudioThreads(1);
}, 120_000);

afterAll(async () => {
  await threads?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('audio threads', () => {
  it('run a FLAC check ahead of the measurements already waiting for a thread', async () => {
    const analyser = createAnalyserPool({ threads });
    const codec = createCodecPool(threads);
    const { samples } = parseWav(readFileSync(wav));
    const flac = join(work, 'upload');
    writeFileSync(flac, encodeFlac(samples, { sampleRate: 16_000 }));
    await analyser.warmUp();

    const finished: string[] = [];
    const clip = { file: wav, size: readFileSync(wav).length };
    // One thread: the first measurement starts at once, the second and the check wait for it.
    const waited = [
      analyser.measure(clip).then(() => finished.push('measurement 1')),
      analyser.measure(clip).then(() => finished.push('measurement 2')),
      codec.checkFlac(flac).then((checked) => finished.push(`check of ${checked.samples} samples`)),
    ];
    await Promise.all(waited);

    expect(finished).toEqual(['measurement 1', `check of ${samples.length} samples`, 'measurement 2']);
    // Shared threads are their owner's to end: closing a pool built on them leaves them running.
    await analyser.close();
    await codec.close();
    await expect(codec.checkFlac(flac)).resolves.toMatchObject({ samples: samples.length });
  }, 120_000);

  it.runIf(process.platform === 'linux')('run below the event loop’s priority, which stays as it was', () => {
    // A thread's nice value, from the kernel's own account (stat field 19).
    const niceIn = (statFile: string) => {
      const stat = readFileSync(statFile, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const nices = readdirSync('/proc/self/task').map((tid) => niceIn(`/proc/self/task/${tid}/stat`));
    // The test above ran work on the audio thread (and its speech model's), which lowered itself.
    expect(nices).toContain(AUDIO_THREAD_NICE);
    expect(niceIn(`/proc/self/task/${process.pid}/stat`)).toBe(0);
    expect(niceIn('/proc/thread-self/stat')).toBe(0);
  });
});
