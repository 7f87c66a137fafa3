// A fake microphone that says what the page shows. Chromium reads the file behind
// --use-file-for-fake-audio-capture each time a page opens the microphone (checked here: a file replaced
// between two getUserMedia calls plays the new sound), so a test can read the text the server issued, write
// espeak-ng speech of it into its microphone's file, and then start recording. The server only vouches for
// texts it issued (issue 32) and checks that a clip says its text (issue 35): a test that records must read
// the real text, not a fixed clip.
//
// One file per spec file (Playwright runs a file's tests one after another in one worker), under
// fixtures/generated/live/.
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { speakPcm } from '../../scripts/make-audio-fixtures.mjs';
import { chromiumLaunchOptions, fixturePath, FIXTURES_DIR, type FakeMediaOptions } from './chromium.js';

/** espeak-ng's voice for each recording language. */
export const ESPEAK_VOICE = {
  English: 'en',
  Hindi: 'hi',
  Tamil: 'ta',
  Telugu: 'te',
  Gujarati: 'gu',
  Punjabi: 'pa',
  Odia: 'or',
  Kannada: 'kn',
  Bengali: 'bn',
  Malayalam: 'ml',
} as const;
export type RecordingLanguage = keyof typeof ESPEAK_VOICE;
const SAMPLE_RATE = 16000;
const PADDING_SECONDS = 0.5;
/**
 * Silence after the text, before Chromium starts the file again. A person reads the text once and is then
 * quiet until they press Stop; a test on a loaded machine stops seconds after the text (measured: a 7.2 s
 * file, a 10.4 s recording), and without this the clip held the start of the text a second time, which the
 * read-check rightly called extra speech.
 */
const QUIET_AFTER_SECONDS = 20;
/** A person presses Stop about this long after the last word (the test's timer and click add more). */
const STOP_AFTER_SECONDS = 0.25;

const liveFile = (name: string) => join('live', `${name}.wav`);

/**
 * Launch options whose microphone plays `fixtures/generated/live/<name>.wav`; until a test says something
 * it plays the English speech fixture.
 */
export function liveMicrophoneOptions(name: string, options: FakeMediaOptions = {}): LaunchOptions {
  const path = fixturePath(liveFile(name));
  if (!existsSync(path)) {
    mkdirSync(join(FIXTURES_DIR, 'live'), { recursive: true });
    copyFileSync(fixturePath('speech-en.wav'), path);
  }
  return chromiumLaunchOptions({ ...options, audio: liveFile(name) });
}

/**
 * Makes the microphone of `name` say `text` once (espeak-ng, 16 kHz mono 16-bit, after half a second of
 * silence) the next time a page opens it, then stay quiet for QUIET_AFTER_SECONDS. Returns the file's path and
 * when a prompt reader would press Stop: record that long, then stop at once — a test that dawdles records
 * mostly silence, which the grade counts against a short text as it would against a person's.
 */
export function say(
  name: string,
  text: string,
  language: RecordingLanguage,
): { path: string; seconds: number } {
  const path = fixturePath(liveFile(name));
  const reading = speakPcm(text, ESPEAK_VOICE[language], { padSeconds: PADDING_SECONDS });
  const pcm = Buffer.concat([reading, Buffer.alloc(QUIET_AFTER_SECONDS * SAMPLE_RATE * 2)]);
  // Renamed into place, so Chromium never opens half a file.
  writeFileSync(`${path}.tmp`, Buffer.concat([wavHeader(pcm.length), pcm]));
  renameSync(`${path}.tmp`, path);
  const lastWord = reading.length / 2 / SAMPLE_RATE - PADDING_SECONDS;
  return { path, seconds: lastWord + STOP_AFTER_SECONDS };
}

/** The 44-byte header of a 16 kHz mono 16-bit PCM WAV holding `dataBytes` of samples. */
function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}
