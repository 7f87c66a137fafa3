// WAV clips for the bench: short generated tones for seeding, and the 120 s speech fixture for uploads.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAudioFixtures } from '../../scripts/make-audio-fixtures.mjs';

/** A 16 kHz mono 16-bit PCM WAV of a quiet tone, `seconds` long. */
export function toneWav(seconds, hz = 220) {
  const rate = 16_000;
  const frames = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + frames * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + frames * 2, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(frames * 2, 40);
  for (let i = 0; i < frames; i++) {
    buf.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * hz * i) / rate)), 44 + i * 2);
  }
  return buf;
}

/** The 120 s multi-language speech clip made by scripts/make-audio-fixtures.mjs, and its English text. */
export function benchClip() {
  const { dir, manifest } = ensureAudioFixtures();
  return { wav: readFileSync(path.join(dir, 'bench-120s.wav')), paragraph: manifest.texts.en };
}

/**
 * The clip as a new take: a copy with its last two samples changed at random. The server accepts the same
 * audio only once (issue 17 §3), so every upload a benchmark makes needs a take of its own.
 */
export function newTake(wav) {
  const take = Buffer.from(wav);
  take.writeInt32LE(randomInt(-(2 ** 31), 2 ** 31 - 1), take.length - 4);
  return take;
}
