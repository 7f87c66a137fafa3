// What scripts/make-fixtures.mjs generated, read from its manifest, so tests never repeat the spoken
// sentences or QR payloads by hand.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fixturePath } from './chromium.js';

export interface FixtureManifest {
  speech: Record<string, { voice: string; text: string }>;
  variants: string[];
  /** y4m file name -> text encoded in its QR code. */
  qr: Record<string, string>;
}

export function readFixtureManifest(): FixtureManifest {
  return JSON.parse(readFileSync(fixturePath('manifest.json'), 'utf8')) as FixtureManifest;
}

export function qrPayload(video: string): string {
  const payload = readFixtureManifest().qr[video];
  if (!payload) throw new Error(`fixtures/generated/manifest.json has no QR video named ${video}`);
  return payload;
}

/**
 * A fixture WAV as a new take: its last two samples changed at random. The server accepts the same audio only
 * once (issue 17 §3), so each upload made through the API needs a take of its own.
 */
export function newTake(file: string): Buffer {
  const wav = readFileSync(fixturePath(file));
  wav.writeInt32LE(randomInt(-(2 ** 31), 2 ** 31 - 1), wav.length - 4);
  return wav;
}
