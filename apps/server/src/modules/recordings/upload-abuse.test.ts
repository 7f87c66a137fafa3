// Reward farming (issue 17 §3): the same audio is contributed once, whoever sends it again and however its
// header is rewritten, while a retry with the same Idempotency-Key still gets its first result; and uploads
// per user are limited per minute and per day, in the database, so that the limit holds across processes.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { buildApp } from '../../app.js';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, leftovers, makeWav, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

async function contributor(t: TestApp): Promise<RegisteredUser> {
  const user = await registerUser(t.app);
  await giveConsent(t.app, user.accessToken);
  return user;
}

/** The same samples in a file with an extra chunk before them and a different declared RIFF size. */
function rewrittenHeader(wav: Buffer): Buffer {
  const extra = Buffer.alloc(8 + 12);
  extra.write('LIST', 0, 'ascii');
  extra.writeUInt32LE(12, 4);
  extra.write('INFOISFT', 8, 'ascii');
  const out = Buffer.concat([wav.subarray(0, 36), extra, wav.subarray(36)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

describe('the same audio uploaded again', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = [await contributor(t), await contributor(t)];
  });
  afterAll(() => t.close());

  const balance = async (user: RegisteredUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer(user.accessToken) })
    ).json().data.rewardTokens as number;

  it('is refused (409) from its owner and from anyone else, stores nothing and earns nothing', async () => {
    const speech = speechClip();
    const first = await upload(t.app, owner.accessToken, { wav: speech.wav, paragraph: speech.paragraph });
    expect(first.statusCode).toBe(201);
    const id = first.json().data._id as string;
    const graded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${id}/evaluate`,
      headers: bearer(owner.accessToken),
    });
    const award = graded.json().data.amount as number;
    expect(award).toBeGreaterThan(0);
    const before = await leftovers(t.app);

    const again = [
      await upload(t.app, owner.accessToken, { wav: speech.wav, paragraph: speech.paragraph }),
      await upload(t.app, other.accessToken, { wav: speech.wav, paragraph: speech.paragraph }),
      await upload(t.app, other.accessToken, {
        wav: rewrittenHeader(speech.wav),
        paragraph: speech.paragraph,
      }),
      // Relabelled as Hindi, with a Hindi text (so only the audio can refuse it).
      await upload(t.app, other.accessToken, {
        wav: speech.wav,
        language: 'Hindi',
        domain: 'retail',
        paragraph: 'कृपया हर भोजन से पहले अपने हाथ धोएँ।',
      }),
    ];
    for (const res of again) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: RECORDING_MESSAGES.duplicateAudio,
        code: 'duplicate_audio',
      });
    }
    expect(await leftovers(t.app)).toEqual(before);
    expect(await balance(owner)).toBe(award);
    expect(await balance(other)).toBe(0);
  });

  it('still answers a retry with the same Idempotency-Key with the first result', async () => {
    const wav = makeWav(2);
    const key = randomUUID();
    const first = await upload(t.app, owner.accessToken, { wav, idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    const retry = await upload(t.app, owner.accessToken, { wav, idempotencyKey: key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data._id).toBe(first.json().data._id);
    // The same key from someone else is their own upload, and this audio is already contributed.
    expect((await upload(t.app, other.accessToken, { wav, idempotencyKey: key })).statusCode).toBe(409);
  });

  it('stores one of several concurrent uploads of the same audio and refuses the rest', async () => {
    const users = [owner, other, await contributor(t), await contributor(t)];
    const wav = makeWav(2);
    const before = await leftovers(t.app);
    const answers = await Promise.all(users.map((u) => upload(t.app, u.accessToken, { wav })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await leftovers(t.app)).toEqual({
      ...before,
      recordings: before.recordings + 1,
      jobs: before.jobs + 1,
      storedFiles: before.storedFiles + 1,
    });
  });
});

describe('uploads per user per minute and per day', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_MINUTE: '3', UPLOADS_PER_DAY: '5' });
    // A second API process on the same database.
    second = await buildApp({ config: t.config, database: t.app.database, clock: t.clock, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const perMinute = (wait: string) => RECORDING_MESSAGES.tooManyUploads(3, 'minute', wait);
  const perDay = (wait: string) => RECORDING_MESSAGES.tooManyUploads(5, 'day', wait);

  it('refuses beyond the limits with how long to wait, counting only stored uploads', async () => {
    t.clock.set(new Date('2026-03-05T23:57:30Z'));
    const user = await contributor(t);
    const key = randomUUID();
    const firstWav = makeWav(1);
    expect((await upload(t.app, user.accessToken, { wav: firstWav, idempotencyKey: key })).statusCode).toBe(
      201,
    );
    // Refused uploads are not counted.
    expect((await upload(t.app, user.accessToken, { wav: makeWav(1), language: 'Klingon' })).statusCode).toBe(
      400,
    );
    for (let i = 0; i < 2; i++) {
      expect((await upload(second, user.accessToken, { wav: makeWav(1) })).statusCode).toBe(201);
    }
    const before = await leftovers(t.app);
    const refused = await upload(t.app, user.accessToken, { wav: makeWav(1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: perMinute('30 seconds'),
      code: 'too_many_uploads',
      params: { limit: 3, per: 'minute', retryAfterSeconds: 30 },
    });
    expect(await leftovers(t.app)).toEqual(before);
    // A retry of a stored upload is not a new one.
    const retry = await upload(t.app, user.accessToken, { wav: firstWav, idempotencyKey: key });
    expect(retry.statusCode).toBe(201);
    // Someone else is not limited by this user's uploads.
    expect((await upload(t.app, (await contributor(t)).accessToken, { wav: makeWav(1) })).statusCode).toBe(
      201,
    );

    t.clock.advance(30_000);
    for (let i = 0; i < 2; i++) {
      expect((await upload(t.app, user.accessToken, { wav: makeWav(1) })).statusCode).toBe(201);
    }
    t.clock.advance(60_000);
    const daily = await upload(second, user.accessToken, { wav: makeWav(1) });
    expect(daily.statusCode).toBe(429);
    expect(daily.json().message).toBe(perDay('60 seconds'));

    t.clock.set(new Date('2026-03-06T00:00:00Z'));
    expect((await upload(t.app, user.accessToken, { wav: makeWav(1) })).statusCode).toBe(201);
  });

  it('holds under concurrent uploads through two processes', async () => {
    t.clock.set(new Date('2026-03-07T08:00:00Z'));
    const user = await contributor(t);
    const before = await leftovers(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        upload(i % 2 ? second : t.app, user.accessToken, { wav: makeWav(1) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await leftovers(t.app)).toMatchObject({
      recordings: before.recordings + 3,
      storedFiles: before.storedFiles + 3,
      stagedFiles: 0,
    });
  });
});
