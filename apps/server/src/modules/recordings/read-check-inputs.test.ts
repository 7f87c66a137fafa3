// The read-check on inputs at the edges (issue 35): a clip too short to hold a sentence, the longest clip
// an upload takes, and the longest text. Each gets a clear grade and outcome, stored whole with the grade
// (quality, read_check and its outcome column together), never an error or a job left running; a text over
// the limit is refused before anything is stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCRIPT_MAX_CHARS } from '@dhvani/contract/recordings';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { rowsOf } from '../../db/migrate.js';

/** `wav`'s samples again and again to `seconds` (a canonical 44-byte-header WAV, 16 kHz mono 16-bit). */
function repeatedTo(wav: Buffer, seconds: number): Buffer {
  const pcm = wav.subarray(44);
  const bytes = Math.round(seconds * 16_000) * 2;
  const out = Buffer.alloc(44 + bytes);
  wav.copy(out, 0, 0, 44);
  out.writeUInt32LE(36 + bytes, 4);
  out.writeUInt32LE(bytes, 40);
  for (let at = 44; at < out.length; at += pcm.length)
    pcm.copy(out, at, 0, Math.min(pcm.length, out.length - at));
  return out;
}

describe('the read-check on edge inputs', () => {
  let t: TestApp;
  let person: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    person = await registerUser(t.app);
    await giveConsent(t.app, person.accessToken);
  }, 120_000);
  afterAll(async () => t.close());

  async function graded(wav: Buffer, paragraph: string) {
    const res = await upload(t.app, person.accessToken, { wav, paragraph });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    const evaluated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${id}/evaluate`,
      headers: bearer(person.accessToken),
    });
    expect(evaluated.statusCode).toBe(200);
    const [stored] = rowsOf<{
      quality: string;
      outcome: string;
      check: { outcome: string; figures?: { clipSpeechSeconds: number; textSpeechSeconds: number } };
    }>(
      await t.app.db.execute(sql`SELECT quality, read_check_outcome AS outcome, read_check AS check
        FROM recordings WHERE id = ${id}::uuid`),
    );
    const data = evaluated.json().data as { final_quality: string; readCheck: { outcome: string } };
    // Stored whole: the grade, the outcome column and the check's record agree with the answer.
    expect(stored).toEqual({
      quality: data.final_quality,
      outcome: data.readCheck.outcome,
      check: expect.objectContaining({ outcome: data.readCheck.outcome }),
    });
    return { ...data, stored: stored! };
  }

  it('grades a 0.3 s clip poor with an outcome that says there is nothing to compare', async () => {
    const take = speechClip();
    const data = await graded(take.wav.subarray(0, 44 + 0.3 * 32_000), take.paragraph);
    expect(data.final_quality).toBe('poor');
    expect(data.readCheck.outcome).toBe('not-speech');
  });

  it('checks a 120 s clip that reads its sentence again and again: extra speech, poor', async () => {
    const take = speechClip();
    const data = await graded(repeatedTo(take.wav, 120), take.paragraph);
    expect(data.readCheck).toEqual({ outcome: 'extra-speech', score: 0 });
    expect(data.final_quality).toBe('poor');
    // Far more speech than its text (over READ_CHECK_MAX_SPEECH_RATIO times): told without aligning.
    expect(data.stored.check.figures).toBeUndefined();
  }, 60_000);

  it('aligns a clip that reads its sentence three times (under four times its text): extra speech', async () => {
    const take = speechClip();
    const data = await graded(repeatedTo(take.wav, 3 * take.seconds), take.paragraph);
    expect(data.readCheck.outcome).toBe('extra-speech');
    expect(data.final_quality).toBe('poor');
    const figures = data.stored.check.figures!;
    expect(figures.clipSpeechSeconds / figures.textSpeechSeconds).toBeGreaterThan(2);
    expect(figures.clipSpeechSeconds / figures.textSpeechSeconds).toBeLessThan(4);
  }, 60_000);

  it(`checks a text of ${TRANSCRIPT_MAX_CHARS} characters against a one-sentence clip: a mismatch, poor`, async () => {
    const take = speechClip();
    const long = `${take.paragraph} `.repeat(Math.ceil(TRANSCRIPT_MAX_CHARS / (take.paragraph.length + 1)));
    const data = await graded(take.wav, long.slice(0, TRANSCRIPT_MAX_CHARS).trim());
    expect(['stopped-early', 'different-text']).toContain(data.readCheck.outcome);
    expect(data.final_quality).toBe('poor');
  }, 60_000);

  it('refuses a text over the limit with the reason, storing nothing', async () => {
    const before = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM recordings`),
    );
    const take = speechClip();
    const res = await upload(t.app, person.accessToken, {
      wav: take.wav,
      paragraph: 'a'.repeat(TRANSCRIPT_MAX_CHARS + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`at most ${TRANSCRIPT_MAX_CHARS} characters`);
    const after = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM recordings`),
    );
    expect(after).toEqual(before);
  });
});
