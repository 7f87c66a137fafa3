// POST /recordings/ (issue 5): consent, validation by content, nothing left behind on failure, retries.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES } from '@dhvani/contract/consents';
import { specFallbackSentence } from '@dhvani/contract/prompts';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';
import { bearer, registerUser } from '../../../test/support/accounts.js';
import {
  giveConsent,
  leftovers,
  makeWav,
  multipart,
  upload,
  uploadParts,
} from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { findRecording } from './repository.js';
import { raceTitle } from '../../../test/support/race.js';

describe('recording upload', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  // A new take for each test: the server accepts the same audio only once (issue 17 §3).
  let clip: Buffer;
  beforeEach(() => {
    clip = makeWav(3);
  });

  beforeAll(async () => {
    t = await createTestApp();
    const user = await registerUser(t.app);
    token = user.accessToken;
    userId = user.user._id;
    await giveConsent(t.app, token);
  });
  afterAll(async () => t.close());

  let before: Awaited<ReturnType<typeof leftovers>>;
  beforeEach(async () => {
    before = await leftovers(t.app);
  });
  const expectNothingLeft = async () => expect(await leftovers(t.app)).toEqual(before);

  it('stores a valid clip: one row with the paragraph as transcript, and its file', async () => {
    const res = await upload(t.app, token, {
      wav: clip,
      paragraph: '  Read this, please.  ',
      language: 'english',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+(\.\d)?$/);
    const id = res.json().data._id as string;
    const row = await findRecording(t.app.db, id);
    expect(row).toMatchObject({
      userId,
      transcript: 'Read this, please.',
      language: 'English',
      domain: 'healthcare',
      recordedVia: 'web',
      durationSeconds: 3,
      quality: null,
      sizeBytes: clip.length,
    });
    const stored = await fs.readFile(path.join(t.config.storage.localDir, row!.storageKey));
    expect(stored.equals(clip)).toBe(true);
    expect(await leftovers(t.app)).toMatchObject({
      recordings: before.recordings + 1,
      jobs: before.jobs + 1,
      storedFiles: before.storedFiles + 1,
      stagedFiles: 0,
    });
  });

  it('keeps the contribution ID of the Thank You step, which the contributor list shows', async () => {
    const res = await upload(t.app, token, { wav: clip, contributionId: ' ds-7kq2-m9xa ' });
    expect(res.statusCode).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/recordings',
      headers: bearer(token),
    });
    const item = (mine.json().data as { _id: string; contributionId: string | null }[]).find(
      (r) => r._id === res.json().data._id,
    );
    expect(item?.contributionId).toBe('DS-7KQ2-M9XA');
  });

  it('accepts the text fields after the file as well as before it', async () => {
    const res = await upload(t.app, token, { wav: clip, fieldsLast: true, domain: 'Retail' });
    expect(res.statusCode).toBe(201);
    expect((await findRecording(t.app.db, res.json().data._id))?.domain).toBe('retail');
  });

  const refusals: Array<
    [string, () => Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp]
  > = [
    ['no sign-in', () => upload(t.app, null, { wav: clip }), 401, /sign in/i],
    [
      'not a WAV file',
      () => upload(t.app, token, { wav: Buffer.from('ID3'.padEnd(5000, 'x')) }),
      415,
      /not a WAV/,
    ],
    [
      'a WAV in the wrong format (44.1 kHz stereo)',
      () => upload(t.app, token, { wav: makeWav(1, { sampleRate: 44_100, channels: 2 }), duration: 1 }),
      415,
      /16 kHz mono 16-bit PCM/,
    ],
    [
      'a file over the size cap',
      () => upload(t.app, token, { wav: makeWav(130), duration: 120 }),
      413,
      /too large/,
    ],
    [
      'a duration that does not match the audio',
      () => upload(t.app, token, { wav: clip, duration: 4 }),
      400,
      /does not match/,
    ],
    [
      'a header that claims more audio than the file holds',
      () => upload(t.app, token, { wav: makeWav(3, { declaredDataBytes: 32_000 * 60 }), duration: 60 }),
      400,
      /does not match the audio \(3\.00 s\)/,
    ],
    [
      'an unknown language (fields first)',
      () => upload(t.app, token, { wav: clip, language: 'Klingon' }),
      400,
      /language must be one of: English, Hindi, Tamil/,
    ],
    [
      'an unknown language (fields last)',
      () => upload(t.app, token, { wav: clip, language: 'Klingon', fieldsLast: true }),
      400,
      /language must be one of/,
    ],
    [
      'an unknown domain',
      () => upload(t.app, token, { wav: clip, domain: 'space' }),
      400,
      /domain must be one of/,
    ],
    ['an empty paragraph', () => upload(t.app, token, { wav: clip, paragraph: '   ' }), 400, /paragraph/],
    [
      'a text in another script than its language (English text labelled Hindi)',
      () => upload(t.app, token, { wav: clip, language: 'Hindi' }),
      400,
      /not written in Devanagari, the script of Hindi/,
    ],
    [
      'a text with no letters of its script',
      () => upload(t.app, token, { wav: clip, language: 'Tamil', paragraph: '12345 67890' }),
      400,
      /not written in Tamil, the script of Tamil/,
    ],
    [
      'a contribution ID of another shape',
      () => upload(t.app, token, { wav: clip, contributionId: 'DS-1234' }),
      400,
      /contributionId must look like DS-7KQ2-M9XA/,
    ],
    [
      'a paragraph over 5000 characters',
      () => upload(t.app, token, { wav: clip, paragraph: 'a'.repeat(5001) }),
      400,
      /5000/,
    ],
    [
      'no audio part',
      () => {
        const body = multipart(uploadParts({ wav: clip }).filter((p) => p.name !== 'audio'));
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/recordings/',
          ...body,
          headers: { ...body.headers, ...bearer(token) },
        });
      },
      400,
      /audio/,
    ],
    [
      'a body cut off in the middle of the file',
      () => {
        const body = multipart(uploadParts({ wav: clip }));
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/recordings/',
          payload: body.payload.subarray(0, body.payload.length - 20_000),
          headers: { ...body.headers, ...bearer(token) },
        });
      },
      400,
      /cut off/,
    ],
    [
      'a JSON body instead of multipart',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/recordings/',
          headers: bearer(token),
          payload: { audio: 'x' },
        }),
      415,
      /multipart/,
    ],
    [
      'an Idempotency-Key that is not a UUID',
      () => upload(t.app, token, { wav: clip, idempotencyKey: 'not-a-uuid' }),
      400,
      /Idempotency-Key must be a UUID/,
    ],
  ];

  it.each(refusals)('refuses %s and leaves no row and no file', async (_name, send, status, message) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    await expectNothingLeft();
  });

  describe('the text is in its language script', () => {
    it('says which script it expected, by code and by field', async () => {
      const res = await upload(t.app, token, { wav: clip, language: 'Bengali', paragraph: 'नमस्ते दुनिया' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'wrong_script',
        params: { language: 'Bengali', script: 'Bengali' },
        errors: [{ path: 'paragraph' }],
      });
      await expectNothingLeft();
    });

    it('accepts a text mostly in the script with a few words of another, and the SPEC fallback sentence', async () => {
      const mixed = await upload(t.app, token, {
        wav: clip,
        language: 'Hindi',
        paragraph: 'डॉक्टर ने कहा कि यह tablet खाने के बाद लें।',
      });
      expect(mixed.statusCode).toBe(201);
      const fallback = await upload(t.app, token, {
        wav: makeWav(3),
        language: 'Tamil',
        domain: 'retail',
        paragraph: specFallbackSentence('retail', 'Tamil'),
      });
      expect(fallback.statusCode).toBe(201);
    });
  });

  it('checks the size cap on the bytes, whatever the header says', () => {
    expect(makeWav(130).length).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  describe('consent', () => {
    it('refuses a user who never agreed, then accepts once they agree, and refuses after withdrawal', async () => {
      const other = await registerUser(t.app);
      const refused = await upload(t.app, other.accessToken, { wav: clip });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(CONSENT_MESSAGES.required);
      await expectNothingLeft();

      await giveConsent(t.app, other.accessToken);
      const state = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/consents',
        headers: bearer(other.accessToken),
      });
      expect(state.json().data).toMatchObject({
        version: state.json().data.currentVersion,
        active: true,
        withdrawnAt: null,
      });
      expect((await upload(t.app, other.accessToken, { wav: clip })).statusCode).toBe(201);

      const withdrawn = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/users/consents',
        headers: bearer(other.accessToken),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().data).toMatchObject({ active: false, withdrawnAt: expect.any(String) });
      const after = await leftovers(t.app);
      const again = await upload(t.app, other.accessToken, { wav: clip });
      expect(again.statusCode).toBe(403);
      expect(await leftovers(t.app)).toEqual(after);
    });

    it('requires all three boxes', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/consents',
        headers: bearer(token),
        payload: { dataUsage: true, recording: true, terms: false },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/terms/);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first result and creates nothing new', async () => {
      const key = randomUUID();
      const first = await upload(t.app, token, { wav: clip, idempotencyKey: key });
      expect(first.statusCode).toBe(201);
      const afterFirst = await leftovers(t.app);
      const retry = await upload(t.app, token, { wav: clip, idempotencyKey: key, fieldsLast: true });
      expect(retry.statusCode).toBe(201);
      expect(retry.json().data._id).toBe(first.json().data._id);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await leftovers(t.app)).toEqual(afterFirst);
    });

    it('refuses the same key with a different payload (422) and keeps the first recording', async () => {
      const key = randomUUID();
      const first = await upload(t.app, token, { wav: clip, idempotencyKey: key });
      const afterFirst = await leftovers(t.app);
      const reused = await upload(t.app, token, {
        wav: clip,
        idempotencyKey: key,
        paragraph: 'Another text.',
      });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toMatch(/Idempotency-Key was already used/);
      const otherAudio = await upload(t.app, token, { wav: makeWav(3.2), idempotencyKey: key });
      expect(otherAudio.statusCode).toBe(422);
      expect(await leftovers(t.app)).toEqual(afterFirst);
      expect(await findRecording(t.app.db, first.json().data._id)).not.toBeNull();
    });

    it('lets another user use the same key independently', async () => {
      const key = randomUUID();
      const other = await registerUser(t.app);
      await giveConsent(t.app, other.accessToken);
      const mine = await upload(t.app, token, { wav: clip, idempotencyKey: key });
      const theirs = await upload(t.app, other.accessToken, { wav: makeWav(3), idempotencyKey: key });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().data._id).not.toBe(mine.json().data._id);
    });

    it(raceTitle('creates one recording from 20 concurrent uploads with one key'), async () => {
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          upload(t.app, token, { wav: clip, idempotencyKey: key, fieldsLast: i % 2 === 0 }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
      expect(await leftovers(t.app)).toEqual({
        ...before,
        recordings: before.recordings + 1,
        jobs: before.jobs + 1,
        storedFiles: before.storedFiles + 1,
      });
    });
  });
});
