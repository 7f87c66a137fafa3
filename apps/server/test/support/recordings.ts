// Recording helpers for API tests: WAV bytes made in code or taken from the generated speech fixtures,
// multipart bodies built by hand (so field order and broken parts are under the test's control), and
// counts of rows and stored files to prove that a refused upload left nothing behind.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ensureAudioFixtures, SPEECH_TEXTS } from '../../../../scripts/make-audio-fixtures.mjs';
import { rowsOf } from '../../src/db/migrate.js';
import { bearer } from './accounts.js';

export interface WavOptions {
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: number;
  /** Overrides the data chunk's declared size (a lying header). */
  declaredDataBytes?: number;
}

let takes = 0;

/**
 * Each call is a new take: its last sample differs from every other take's. The server accepts the same
 * samples only once (issue 17 §3), so two uploads of one buffer are the same recording, of two takes not.
 */
function newTake(wav: Buffer): Buffer {
  takes += 1;
  if (wav.length >= 46) wav.writeInt16LE(takes % 20_000, wav.length - 2);
  return wav;
}

/**
 * A PCM WAV of `seconds` of a quiet 220 Hz tone (enough to be a valid file; graded poor: no speech), a new
 * take on every call (its last sample says which).
 */
export function makeWav(seconds: number, opts: WavOptions = {}): Buffer {
  const rate = opts.sampleRate ?? 16_000;
  const channels = opts.channels ?? 1;
  const bits = opts.bitsPerSample ?? 16;
  const frames = Math.round(seconds * rate);
  const dataBytes = frames * channels * (bits / 8);
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(channels, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * channels * (bits / 8), 28);
  buf.writeUInt16LE(channels * (bits / 8), 32);
  buf.writeUInt16LE(bits, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(opts.declaredDataBytes ?? dataBytes, 40);
  if (bits === 16) {
    for (let i = 0; i < frames * channels; i++) {
      buf.writeInt16LE(
        Math.round(3000 * Math.sin((2 * Math.PI * 220 * Math.floor(i / channels)) / rate)),
        44 + i * 2,
      );
    }
    return newTake(buf);
  }
  return buf;
}

/** 10.3 s of clean espeak-ng English speech (graded excellent) and the text it reads; a new take each call. */
export function speechClip(): { wav: Buffer; paragraph: string; seconds: number } {
  const wav = newTake(readFileSync(path.join(ensureAudioFixtures().dir, 'en-clean.wav')));
  return { wav, paragraph: SPEECH_TEXTS.en, seconds: (wav.length - 44) / 32_000 };
}

export type Part =
  { name: string; value: string } | { name: string; file: Buffer; filename?: string; contentType?: string };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dhvani${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'file' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename ?? 'recording.wav'}"\r\n` +
          `Content-Type: ${p.contentType ?? 'audio/wav'}\r\n`
        : `Content-Disposition: form-data; name="${p.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('file' in p ? p.file : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadInput {
  wav: Buffer;
  duration?: number | string;
  language?: string;
  domain?: string;
  recordedVia?: string;
  paragraph?: string;
  contributionId?: string;
  /** The reading text the server issued (POST /reading-texts). */
  readingTextId?: string;
  /** Put the text fields after the file instead of before it. */
  fieldsLast?: boolean;
  idempotencyKey?: string;
}

export function uploadParts(input: UploadInput): Part[] {
  const seconds = (input.wav.length - 44) / 32_000;
  const fields: Part[] = [
    { name: 'duration', value: String(input.duration ?? seconds.toFixed(2)) },
    { name: 'language', value: input.language ?? 'English' },
    { name: 'domain', value: input.domain ?? 'healthcare' },
    { name: 'recordedVia', value: input.recordedVia ?? 'web' },
    { name: 'paragraph', value: input.paragraph ?? 'Please wash your hands before every meal.' },
  ];
  if (input.contributionId !== undefined)
    fields.push({ name: 'contributionId', value: input.contributionId });
  if (input.readingTextId !== undefined) fields.push({ name: 'readingTextId', value: input.readingTextId });
  const file: Part = { name: 'audio', file: input.wav };
  return input.fieldsLast ? [file, ...fields] : [...fields, file];
}

export function upload(app: FastifyInstance, token: string | null, input: UploadInput) {
  const body = multipart(uploadParts(input));
  return app.inject({
    method: 'POST',
    url: '/api/v1/recordings/',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      ...(input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {}),
    },
  });
}

export async function giveConsent(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/consents',
    headers: bearer(token),
    payload: { dataUsage: true, recording: true, terms: true },
  });
  if (res.statusCode !== 200) throw new Error(`consent answered ${res.statusCode}: ${res.body}`);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Rows and files that an upload could have left: recordings, their jobs, ledger rows, stored and staged files. */
export async function leftovers(app: FastifyInstance) {
  const [counts] = rowsOf<{ recordings: number; jobs: number; ledger: number }>(
    await app.db.execute(
      sql`SELECT (SELECT count(*)::int FROM recordings) AS recordings, (SELECT count(*)::int FROM jobs) AS jobs,
                 (SELECT count(*)::int FROM token_ledger) AS ledger`,
    ),
  );
  return {
    recordings: counts?.recordings ?? 0,
    jobs: counts?.jobs ?? 0,
    ledger: counts?.ledger ?? 0,
    storedFiles: (await listFiles(app.config.storage.localDir)).length,
    stagedFiles: (await listFiles(app.uploadStaging.dir)).length,
  };
}
