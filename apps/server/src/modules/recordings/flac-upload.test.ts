// FLAC uploads (issue 20): checked by decoding, stored as FLAC with a completed header, served as WAV or
// FLAC with the same samples, graded exactly like the same audio sent as WAV; and a tampered FLAC is
// refused with a clear message and leaves nothing behind.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeFlac } from '@dhvani/flac/decoder';
import { concat, FlacEncoder } from '@dhvani/flac/encoder';
import { HEAD_BYTES } from '@dhvani/flac/format';
import { referenceEncode, referenceTest, wavSamples } from '@dhvani/flac/test-support/signals';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, leftovers, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { recordings } from '../../db/schema/index.js';
import { findRecording } from './repository.js';

/** The clip as a browser streams it: STREAMINFO with unknown totals and MD5, then one frame at a time. */
function streamedFlac(samples: Int16Array): Uint8Array[] {
  const encoder = new FlacEncoder({ sampleRate: 16_000 });
  const parts = [encoder.head()];
  for (let at = 0; at < samples.length; at += 4096) parts.push(encoder.push(samples.subarray(at, at + 4096)));
  parts.push(encoder.finish().tail);
  return parts;
}

describe('FLAC uploads', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  const speech = speechClip();
  const pcm = wavSamples(speech.wav);
  const parts = streamedFlac(pcm);
  const flac = Buffer.from(concat(parts));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t.app);
    await giveConsent(t.app, owner.accessToken);
  });
  afterAll(async () => t.close());

  const send = (audio: Buffer, extra: { duration?: number | string; paragraph?: string } = {}) =>
    upload(t.app, owner.accessToken, {
      wav: audio,
      duration: extra.duration ?? (pcm.length / 16_000).toFixed(2),
      paragraph: extra.paragraph ?? speech.paragraph,
    });
  const audio = (id: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/recordings/${id}/audio${query}`,
      headers: { ...headers, ...bearer(owner.accessToken) },
    });

  it('stores a streamed FLAC as FLAC, its header completed, and serves the same samples as WAV and FLAC', async () => {
    const res = await send(flac);
    expect(res.statusCode).toBe(201);
    const row = await findRecording(t.app.db, res.json().data._id);
    expect(row?.storageKey).toMatch(/\.flac$/);
    expect(row?.durationSeconds).toBe(Math.round((pcm.length / 16_000) * 100) / 100);
    const stored = await fs.readFile(path.join(t.config.storage.localDir, row!.storageKey));
    expect(stored.length).toBe(row!.sizeBytes);
    expect(stored.length).toBeLessThan(flac.length + 100);
    // The stored file states its length and the MD5 of its samples: the reference tool verifies both.
    expect(() => referenceTest(stored)).not.toThrow();
    expect(decodeFlac(stored).info.totalSamples).toBe(pcm.length);

    const wav = await audio(row!.id);
    expect([wav.statusCode, wav.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect(wav.rawPayload.subarray(44)).toEqual(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    const asFlac = await audio(row!.id, '?format=flac');
    expect([asFlac.statusCode, asFlac.headers['content-type']]).toEqual([200, 'audio/flac']);
    expect(asFlac.rawPayload.equals(stored)).toBe(true);

    const part = await audio(row!.id, '', { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${wav.rawPayload.length}`);
    expect(part.rawPayload.equals(wav.rawPayload.subarray(1000, 2000))).toBe(true);
    const flacPart = await audio(row!.id, '?format=flac', { range: 'bytes=0-41' });
    expect(flacPart.rawPayload.equals(stored.subarray(0, HEAD_BYTES))).toBe(true);
    expect((await audio(row!.id, '?format=ogg')).statusCode).toBe(400);
  });

  it('serves a WAV recording as FLAC that decodes to the very same samples', async () => {
    const take = speechClip();
    const res = await send(take.wav);
    expect(res.statusCode).toBe(201);
    const asFlac = await audio(res.json().data._id, '?format=flac');
    expect(asFlac.headers['content-type']).toBe('audio/flac');
    expect(decodeFlac(asFlac.rawPayload).samples).toEqual(wavSamples(take.wav));
    expect(() => referenceTest(asFlac.rawPayload)).not.toThrow();
  });

  it('grades a FLAC exactly as it grades the same audio sent as WAV', async () => {
    const take = speechClip();
    const takeFlac = Buffer.from(concat(streamedFlac(wavSamples(take.wav))));
    const evaluate = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/recordings/${id}/evaluate`,
        headers: bearer(owner.accessToken),
      });
    const fromWav = (await send(take.wav)).json().data._id as string;
    const a = await evaluate(fromWav);
    expect(a.statusCode).toBe(200);
    const rowA = await findRecording(t.app.db, fromWav);
    // The same samples as FLAC are the same recording (issue 17 §3): refused while the WAV is kept.
    expect((await send(takeFlac)).statusCode).toBe(409);
    await t.app.db.delete(recordings).where(eq(recordings.id, fromWav));

    const fromFlac = (await send(takeFlac)).json().data._id as string;
    const b = await evaluate(fromFlac);
    expect(b.json().data).toEqual({ ...a.json().data, recordingId: fromFlac });
    expect((await findRecording(t.app.db, fromFlac))?.metrics).toEqual(rowA?.metrics);
  });

  describe('refuses a tampered FLAC and leaves nothing behind', () => {
    let before: Awaited<ReturnType<typeof leftovers>>;
    beforeEach(async () => {
      before = await leftovers(t.app);
    });

    const flipped = Buffer.from(flac);
    flipped[Math.floor(flac.length / 2)]! ^= 0x40;
    const cases: Array<[string, () => Buffer, number, RegExp, number?]> = [
      [
        'claiming another length than its audio has',
        () => flac,
        400,
        /does not match the audio \(10\.\d\d s\)/,
        5,
      ],
      [
        'in stereo',
        () => referenceEncode(makeStereo(pcm), [], 16_000, 2),
        415,
        /16 kHz mono 16-bit FLAC \(got stereo\)/,
      ],
      ['at 44.1 kHz', () => referenceEncode(pcm, [], 44_100), 415, /\(got 44100 Hz\)/],
      ['truncated', () => flac.subarray(0, flac.length - 3000), 400, /truncated/],
      ['with a damaged frame', () => flipped, 400, /damaged/],
      [
        'with frames missing',
        () => Buffer.from(concat([...parts.slice(0, 3), ...parts.slice(4)])),
        400,
        /FLAC frames are missing/,
      ],
    ];
    it.each(cases)('%s', async (_name, make, status, message, duration) => {
      const res = await send(make(), duration ? { duration } : {});
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await leftovers(t.app)).toEqual(before);
    });
  });
});

function makeStereo(mono: Int16Array): Int16Array {
  const out = new Int16Array(mono.length * 2);
  mono.forEach((v, i) => {
    out[2 * i] = v;
    out[2 * i + 1] = v >> 1;
  });
  return out;
}
